import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from './schema-message';

/**
 * A form's fields as a TextField takes them: registered with the form, with the field's error in
 * the reader's words (by its code, docs/decisions/051-field-errors-by-code.md).
 */
export function useFormFields<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const message = useFieldMessage();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (name: FieldPath<Values>) => ({ error: message(errors[name]?.message), ...form.register(name) });
}
