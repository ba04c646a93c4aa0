import { mfaMessages } from '../../core/mfa';
import { ApiError, attemptsLeftOf, describeError } from './api';
import type { TFunction } from './i18n';
import { joinSentences, keysOf } from './schema-message';

/** The words ('mfa' namespace) of each two-step verification message of src/core/mfa.ts. */
export const mfaMessageKeys = keysOf(mfaMessages, 'mfa:messages');

/** What a refused code check means for the code field: the server's reason, translated, and the tries left. */
export function describeCodeError(t: TFunction, error: unknown): string {
  const text = error instanceof ApiError ? (error.body?.fieldErrors?.code ?? error.body?.message) : undefined;
  const key = text ? mfaMessageKeys[text] : undefined;
  const reason = key ? t(key) : describeError(error);
  const left = attemptsLeftOf(error);
  if (left === undefined) return reason;
  return joinSentences(reason, left > 0 ? t('messages.attemptsLeft', { count: left }) : t('messages.noAttemptsLeft'));
}

/** The refusal is about the code (missing, wrong, too many tries), so it belongs at the code field. */
export function isCodeRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const text = error.body?.fieldErrors?.code ?? error.body?.message;
  return text !== undefined && text in mfaMessageKeys;
}
