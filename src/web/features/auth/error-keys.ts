import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { authMessages as messages } from '../../../core/auth';
import { ApiError } from '../../lib/api';
import type { TFunction } from '../../lib/i18n';

/** The words (auth namespace) of each account rule the sign-in, register and verify forms can meet. */
export const authErrorKeys: Readonly<Record<string, string>> = {
  [messages.email]: 'errors.email',
  [messages.loginPassword]: 'errors.loginPassword',
  [messages.newPassword]: 'errors.newPassword',
  [messages.passwordTooLong]: 'errors.passwordTooLong',
  [messages.commonPassword]: 'errors.commonPassword',
  [messages.passwordsDiffer]: 'errors.passwordsDiffer',
  [messages.verificationCode]: 'errors.code',
  [messages.wrongVerificationCode]: 'errors.wrongCode',
  [messages.resetCode]: 'errors.resetCode',
  [messages.wrongResetCode]: 'errors.wrongResetCode',
  [messages.lockedCode]: 'errors.lockedCode',
  [messages.firstNameTooLong]: 'errors.firstNameTooLong',
  [messages.lastNameTooLong]: 'errors.lastNameTooLong',
  [messages.usernameRequired]: 'admin.usernameRequired',
  [messages.usernameTooLong]: 'admin.usernameTooLong',
  [messages.passwordRequired]: 'admin.passwordRequired',
};

/** A server refusal that belongs at one field of the form, by its code (auth namespace words). */
const codeFields: Readonly<Record<string, { field: string; key: string }>> = {
  // The traveller's form asks for an e-mail address, not a username.
  INVALID_CREDENTIALS: { field: 'password', key: 'fieldRefusals.invalidCredentials' },
};

/**
 * The refusals of a failed sign-in or registration that belong at a field of `fields`: by the
 * refusal's code, and the server's own field errors (core messages, translated by authErrorKeys).
 * Anything else stays a toast.
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
