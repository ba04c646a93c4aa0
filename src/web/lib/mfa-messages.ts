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

/** What a refused code check means for the code field: the refusal in the reader's words, and the tries left. */
export function describeCodeError(t: TFunction, error: unknown): string {
  const reason = describeError(error);
  const left = attemptsLeftOf(error);
  if (left === undefined) return reason;
  return joinSentences(reason, left > 0 ? t('messages.attemptsLeft', { count: left }) : t('messages.noAttemptsLeft'));
}

/** The refusal is about the code (missing, wrong, too many tries), so it belongs at the code field. */
export function isCodeRefusal(error: unknown): boolean {
  return error instanceof ApiError && codeRefusals.includes(error.body?.code ?? '');
}
