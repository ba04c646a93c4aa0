import { refusalCodes } from '../../../core/errors';
import { badRequest, WrongCodeError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { checkRateLimit, consumeRateLimit, hitsLeft, recordRateLimitHit } from '../../lib/rate-limit';
import { type AuthContext, accountKeyOf, languageOf, messages, type UserRow } from './accounts';
import { type CodePurpose, consumeCode, issueCode, maxCodeAttempts } from './codes';
import { limits } from './limits';

/** Counts a code e-mail against the account's hourly and daily limits (429 naming the wait when over). */
export async function consumeCodeMailLimits(context: AuthContext, accountKey: string) {
  for (const rule of limits.codeMailPerAccount(accountKey)) await consumeRateLimit(context.db, rule);
}

export async function sendCode(context: AuthContext, user: UserRow, purpose: CodePurpose) {
  const code = await issueCode(context.db, context.hasher, user.id, purpose);
  await enqueueEmail(context.db, {
    to: user.email,
    template: purpose === 'verify_email' ? 'verificationCode' : 'passwordResetCode',
    language: languageOf(user, context.language),
    data: { firstName: user.firstName, code },
  });
}

/**
 * Wrong codes count per address and per account; a right one does not count. A wrong one answers
 * the tries left: those of the current code, or of the account's daily allowance when fewer. An
 * address without an account is answered as if it had one code, counted by its wrong tries today,
 * so the answers do not tell which addresses have accounts.
 */
export async function checkCode(
  context: AuthContext,
  user: UserRow | undefined,
  email: string,
  purpose: CodePurpose,
  code: string,
) {
  await consumeRateLimit(context.db, limits.codeAttemptsPerIp(context.ip));
  const failures = limits.codeFailuresPerAccount(accountKeyOf(user, email));
  await checkRateLimit(context.db, failures);
  const checked = user ? await consumeCode(context.db, context.hasher, user.id, purpose, code) : undefined;
  if (checked?.result === 'ok') return;
  const failed = await recordRateLimitHit(context.db, failures.key, failures.windowSeconds);
  const asIfOneCode = Math.ceil(failed - 1e-9);
  const result = checked?.result ?? (asIfOneCode > maxCodeAttempts ? 'locked' : 'invalid');
  if (result === 'locked') throw badRequest(messages.lockedCode, undefined, refusalCodes.codeLocked);
  const triesLeft = checked ? checked.triesLeft : Math.max(0, maxCodeAttempts - asIfOneCode);
  const message = purpose === 'verify_email' ? messages.invalidCode : messages.invalidResetCode;
  throw new WrongCodeError(
    400,
    purpose === 'verify_email' ? refusalCodes.codeExpired : refusalCodes.resetCodeExpired,
    message,
    Math.min(triesLeft, hitsLeft(failures, failed)),
  );
}
