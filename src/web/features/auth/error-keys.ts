import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import type { TFunction } from '../../lib/i18n';

/** A server refusal that belongs at one field of the form, by its code (auth namespace words). */
const codeFields: Readonly<Record<string, { field: string; key: string }>> = {
  // The traveller's form asks for an e-mail address, not a username.
  INVALID_CREDENTIALS: { field: 'password', key: 'fieldRefusals.invalidCredentials' },
};

/**
 * The refusals of a failed sign-in or registration that belong at a field of `fields`: by the
 * refusal's code, and the server's own field errors (codes, decision 051, said by the form's
 * `useFieldMessage`). Anything else stays a toast.
 */
export function fieldRefusals(
  body: { code?: string; fieldErrors?: Record<string, string> } | undefined,
  fields: readonly string[],
): { field: string; key?: string; message?: string }[] {
  const byCode = body?.code ? codeFields[body.code] : undefined;
  const found: { field: string; key?: string; message?: string }[] =
    byCode && fields.includes(byCode.field) ? [byCode] : [];
  for (const [field, message] of Object.entries(body?.fieldErrors ?? {}))
    if (fields.includes(field) && !found.some((item) => item.field === field)) found.push({ field, message });
  return found;
}

/** Shows a failed call's field refusals at their fields, focusing the first; false when there are none. */
export function refusedAtFields<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
  t: TFunction,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const found = fieldRefusals(error.body, fields);
  for (const [index, item] of found.entries()) {
    const message = item.key ? t(item.key) : item.message;
    form.setError(item.field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  return found.length > 0;
}
