import { errorCodes, refusalCodes } from '../../core/errors';
import { ApiError, attemptsLeftOf } from './api';
import { describeError } from './api-errors';
import type { TFunction } from './i18n';
import { joinSentences } from './schema-message';

/** The refusals that are about the code itself (missing, wrong, too many wrong ones), by code. */
const codeRefusals: readonly string[] = [
  errorCodes.mfaRequired,
  refusalCodes.mfaCodeMissing,
  refusalCodes.mfaCodeInvalid,
  refusalCodes.mfaTooManyCodes,
];

/** At sign-in, the answers that mean 'this account wants its code' (none yet, or a wrong one). */
export const asksForCode = (error: unknown) =>
  error instanceof ApiError &&
  (error.body?.code === errorCodes.mfaRequired || error.body?.code === refusalCodes.mfaCodeInvalid);

/**
 * What a refused code check means for the code field: the refusal in the reader's words, and the
 * tries left, in `t`'s namespace under `group` ('messages' of mfa: an app's code; 'errors' of auth:
 * a mailed one, whose last try asks for a new code rather than a wait).
 */
export function describeCodeError(t: TFunction, error: unknown, group: 'messages' | 'errors' = 'messages'): string {
  const reason = describeError(error);
  const left = attemptsLeftOf(error);
  if (left === undefined) return reason;
  return joinSentences(reason, left > 0 ? t(`${group}.attemptsLeft`, { count: left }) : t(`${group}.noAttemptsLeft`));
}

/**
 * A refused mailed code (wrong, used up, or locked after too many) belongs at the code field, with
 * the tries left (auth's words); undefined for a refusal of anything else.
 */
export function mailedCodeRefusal(t: TFunction, error: unknown): string | undefined {
  if (error instanceof ApiError && error.body?.code === refusalCodes.codeLocked) return describeError(error);
  return attemptsLeftOf(error) === undefined ? undefined : describeCodeError(t, error, 'errors');
}

/** The refusal is about the code (missing, wrong, too many tries), so it belongs at the code field. */
export function isCodeRefusal(error: unknown): boolean {
  return error instanceof ApiError && codeRefusals.includes(error.body?.code ?? '');
}
