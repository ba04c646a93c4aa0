import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import { assertStrongPassword } from '../../lib/password-strength';
import { consumeRateLimit } from '../../lib/rate-limit';
import {
  type AuthContext,
  accountKeyOf,
  findByEmail,
  isKnown,
  languageOf,
  messages,
  normalEmail,
  type UserRow,
  withinLimit,
} from './accounts';
import { checkCode, consumeCodeMailLimits, forgetWrongCodes, sendCode } from './code-mail';
import { limits } from './limits';
import { hashPassword } from './passwords';

/**
 * Registers an account. An address that already has one gets the very same answer (nothing is
 * revealed) and its owner an e-mail instead; the password is hashed either way, so both take as long.
 */
export async function register(
  context: AuthContext,
  input: {
    email: string;
    password: string;
    firstName?: string | null;
    lastName?: string | null;
    preferredLanguage?: string | null;
  },
) {
  await consumeRateLimit(context.db, limits.registerPerIp(context.ip));
  const email = normalEmail(input.email);
  await assertStrongPassword(input.password, 'password', [email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  const answer = { success: true, message: messages.registered, needsVerification: true, email };
  await forgetWrongCodes(context, 'verify_email', email);
  const existing = await findByEmail(context.db, email);
  if (existing) {
    await warnOwner(context, existing);
    return answer;
  }
  const created = await context.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName?.trim() || null,
        lastName: input.lastName?.trim() || null,
        preferredLanguage: isKnown(input.preferredLanguage ?? null) ? input.preferredLanguage : context.language,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return false;
    await consumeCodeMailLimits({ ...context, db: tx }, user.id);
    await sendCode({ ...context, db: tx }, user, 'verify_email');
    return true;
  });
  // A registration of the same address at the same moment won: its owner is told, as above.
  if (!created) {
    const owner = await findByEmail(context.db, email);
    if (owner) await warnOwner(context, owner);
  }
  return answer;
}

/** Tells an account's owner that someone tried to register their address, at most once an hour. */
async function warnOwner(context: AuthContext, owner: UserRow) {
  if (!(await withinLimit(consumeRateLimit(context.db, limits.accountExistsMail(owner.email))))) return;
  await enqueueEmail(context.db, {
    to: owner.email,
    template: 'accountExists',
    language: languageOf(owner, context.language),
    data: { firstName: owner.firstName },
  });
}

/** Verifies the e-mail; anonymous applications sent with that e-mail become the user's. */
export async function verifyEmail(context: AuthContext, email: string, code: string): Promise<UserRow> {
  const user = await findByEmail(context.db, email);
  await checkCode(context, user, email, 'verify_email', code);
  const verified = user as UserRow;
  return context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, verified.id))
      .returning();
    await tx.execute(
      sql`update applications set user_id = ${verified.id} where user_id is null and email = ${verified.email}`,
    );
    return updated as UserRow;
  });
}

/**
 * Answers the same whether or not the address has an account that needs a code. Only a code that
 * is sent counts against the account's allowance: a resend for a verified account cannot be its
 * owner's, so it is counted against the address, as for an address without an account.
 */
export async function resendVerification(context: AuthContext, email: string) {
  await consumeRateLimit(context.db, limits.codeMailPerIp(context.ip));
  await consumeRateLimit(context.db, limits.codeMailPerEmail('verify_email', email));
  const found = await findByEmail(context.db, email);
  const user = found && !found.emailVerified ? found : undefined;
  await consumeCodeMailLimits(context, accountKeyOf(user, email));
  await forgetWrongCodes(context, 'verify_email', email);
  if (user) {
    await context.db.transaction(async (tx) => sendCode({ ...context, db: tx }, user, 'verify_email'));
  }
  return { success: true, message: messages.codeSent };
}
