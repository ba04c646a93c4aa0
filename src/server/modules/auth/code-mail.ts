import { refusalCodes } from '../../../core/errors';
import { clientKey } from '../../lib/client-key';
import { badRequest, WrongCodeError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { consumeRateLimit, recordRateLimitHit, resetRateLimit } from '../../lib/rate-limit';
import { type AuthContext, languageOf, messages, type UserRow } from './accounts';
import { type CodePurpose, consumeCode, issueCode, maxCodeAttempts } from './codes';
import { limits } from './limits';

/** Counts a code e-mail against the account's hourly and daily limits (429 naming the wait when over). */
export async function consumeCodeMailLimits(context: AuthContext, accountKey: string) {
  for (const rule of limits.codeMailPerAccount(accountKey)) await consumeRateLimit(context.db, rule);
}

export async function sendCode(context: AuthContext, user: UserRow, purpose: CodePurpose) {
  const code = await issueCode(context.db, context.hasher, user.id, purpose, clientKey(context.ip));
  await enqueueEmail(context.db, {
    to: user.email,
    template: purpose === 'verify_email' ? 'verificationCode' : 'passwordResetCode',
    language: languageOf(user, context.language),
    data: { firstName: user.firstName, code },
  });
}

/** A code request (sent or not, known address or not) starts the address's tries afresh. */
export async function forgetWrongCodes(context: AuthContext, purpose: CodePurpose, email: string) {
  await resetRateLimit(context.db, limits.wrongCodesSinceRequest(purpose, email).key);
}

/**
 * Wrong tries count against the code that was sent (5 a code), not against the account, so wrong
 * codes a stranger sends never stop the owner's next code. Every wrong try is also counted for the
 * address since its last request, and an address without a live code (no account, or none sent) is
 * answered from that count: the same status, code and tries left as an address with one.
 */
export async function checkCode(
  context: AuthContext,
  user: UserRow | undefined,
  email: string,
  purpose: CodePurpose,
  code: string,
) {
  await consumeRateLimit(context.db, limits.codeAttemptsPerIp(context.ip));
  const checked = user
    ? await consumeCode(context.db, context.hasher, user.id, purpose, code, clientKey(context.ip))
    : undefined;
  const sinceRequest = limits.wrongCodesSinceRequest(purpose, email);
  if (checked?.result === 'ok') return resetRateLimit(context.db, sinceRequest.key);
  const wrong = Math.ceil((await recordRateLimitHit(context.db, sinceRequest.key, sinceRequest.windowSeconds)) - 1e-9);
  const live = checked && checked.result !== 'none' ? checked : undefined;
  const result = live?.result ?? (wrong > maxCodeAttempts ? 'locked' : 'invalid');
  if (result === 'locked') throw badRequest(messages.lockedCode, undefined, refusalCodes.codeLocked);
  const triesLeft = live ? live.triesLeft : Math.max(0, maxCodeAttempts - wrong);
  const message = purpose === 'verify_email' ? messages.invalidCode : messages.invalidResetCode;
  throw new WrongCodeError(
    400,
    purpose === 'verify_email' ? refusalCodes.codeExpired : refusalCodes.resetCodeExpired,
    message,
    triesLeft,
  );
}
