import { refusalCodes } from '../../../core/errors';
import { ApiError, attemptsLeftOf } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import type { TFunction } from '../../lib/i18n';
import { joinSentences } from '../../lib/schema-message';

/**
 * A refused mailed code (wrong, used up, or locked after too many) belongs at the code field: its
 * words there, with the tries left. Undefined for a refusal of anything else.
 */
export function mailedCodeRefusal(t: TFunction, error: unknown): string | undefined {
  const left = attemptsLeftOf(error);
  const locked = error instanceof ApiError && error.body?.code === refusalCodes.codeLocked;
  if (left === undefined && !locked) return undefined;
  const reason = describeError(error);
  if (locked) return reason;
  return joinSentences(reason, left ? t('errors.attemptsLeft', { count: left }) : t('errors.noAttemptsLeft'));
}
