import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import { assertStrongPassword } from '../../lib/password-strength';
import { consumeRateLimit } from '../../lib/rate-limit';
import { type AuthContext, accountKeyOf, findByEmail, languageOf, messages, type UserRow } from './accounts';
import { checkCode, consumeCodeMailLimits, forgetWrongCodes, sendCode } from './code-mail';
import { limits } from './limits';
import { hashPassword } from './passwords';

/**
 * The least time a reset request, and a reset refused for its code, takes to answer. Issuing and
 * mailing a code costs a few queries more than answering an unknown address; answering no sooner
 * than this hides that difference, so the time does not tell which addresses have accounts.
 */
export const resetAnswerFloorMs = 300;

/** Waits until the floor has passed since `started` (a `performance.now()` reading). */
async function waitOutFloor(started: number) {
  const left = resetAnswerFloorMs - (performance.now() - started);
  if (left > 0) await sleep(left);
}

/** Mails a reset code to the account with this address; answers the same when there is none. */
export async function requestPasswordReset(context: AuthContext, email: string) {
  const started = performance.now();
  await consumeRateLimit(context.db, limits.codeMailPerIp(context.ip));
  await consumeRateLimit(context.db, limits.codeMailPerEmail('reset_password', email));
  try {
    const user = await findByEmail(context.db, email);
    await consumeCodeMailLimits(context, accountKeyOf(user, email));
    await forgetWrongCodes(context, 'reset_password', email);
    if (user) {
      await context.db.transaction(async (tx) => sendCode({ ...context, db: tx }, user, 'reset_password'));
    }
    return { success: true, message: messages.resetRequested };
  } finally {
    await waitOutFloor(started);
  }
}

/**
 * Sets the new password; the caller then ends the user's other sessions. A wrong code answers
 * alike, in words and in time, for an address with an account and one without.
 */
export async function confirmPasswordReset(context: AuthContext, email: string, code: string, newPassword: string) {
  const user = await findByEmail(context.db, email);
  // Before the code, so that a refused password does not use up a try.
  await assertStrongPassword(newPassword, 'newPassword', [email, user?.firstName, user?.lastName]);
  const started = performance.now();
  try {
    await checkCode(context, user, email, 'reset_password', code);
  } catch (error) {
    await waitOutFloor(started);
    throw error;
  }
  const passwordHash = await hashPassword(newPassword);
  const account = user as UserRow;
  await context.db.transaction(async (tx) => {
    // A reset code reached the inbox, which also proves the address.
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, account.id));
    await enqueueEmail(tx, {
      to: account.email,
      template: 'passwordChanged',
      language: languageOf(account, context.language),
      data: { firstName: account.firstName },
    });
  });
  return account.id;
}
