import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import { assertStrongPassword } from '../../lib/password-strength';
import { consumeRateLimit } from '../../lib/rate-limit';
import { type AuthContext, accountKeyOf, findByEmail, languageOf, messages, type UserRow } from './accounts';
import { checkCode, consumeCodeMailLimits, sendCode } from './code-mail';
import { limits } from './limits';
import { hashPassword } from './passwords';

export async function requestPasswordReset(context: AuthContext, email: string) {
  await consumeRateLimit(context.db, limits.codeMailPerIp(context.ip));
  await consumeRateLimit(context.db, limits.codeMailPerEmail('reset_password', email));
  const user = await findByEmail(context.db, email);
  await consumeCodeMailLimits(context, accountKeyOf(user, email));
  if (user) {
    await context.db.transaction(async (tx) => sendCode({ ...context, db: tx }, user, 'reset_password'));
  }
  return { success: true, message: messages.resetRequested };
}

/** Sets the new password; the caller then ends the user's other sessions. */
export async function confirmPasswordReset(context: AuthContext, email: string, code: string, newPassword: string) {
  const user = await findByEmail(context.db, email);
  // Before the code, so that a refused password does not use up a try.
  await assertStrongPassword(newPassword, 'newPassword', [email, user?.firstName, user?.lastName]);
  await checkCode(context, user, email, 'reset_password', code);
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
