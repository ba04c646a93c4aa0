import { setTimeout as sleep } from 'node:timers/promises';
import { eq, or } from 'drizzle-orm';
import { refusalCodes } from '../../../core/errors';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { consumeRateLimit, rateLimitCount, recordRateLimitHit, resetRateLimit } from '../../lib/rate-limit';
import { type AuthContext, messages, type UserRow, withinLimit } from './accounts';
import { consumeCodeMailLimits, sendCode } from './code-mail';
import { lastCodeIssuedAt } from './codes';
import { limits, signInDelayMs } from './limits';
import { compareWithoutAccount, verifyPassword } from './passwords';

export type LoginResult = { kind: 'signedIn'; user: UserRow } | { kind: 'needsVerification'; email: string };

/** `identifier` is an e-mail or an admin's username. Every failure says the same. */
export async function login(context: AuthContext, identifier: string, password: string): Promise<LoginResult> {
  await consumeRateLimit(context.db, limits.loginPerIp(context.ip));
  await consumeRateLimit(context.db, limits.loginPerAccountAndIp(identifier, context.ip));
  const failures = limits.loginFailuresPerAccount(identifier);
  const delay = signInDelayMs(await rateLimitCount(context.db, failures.key, failures.windowSeconds));
  if (delay > 0) await sleep(delay);
  const failed = async () => {
    await recordRateLimitHit(context.db, failures.key, failures.windowSeconds);
    return unauthorized(messages.invalidLogin, refusalCodes.invalidCredentials);
  };
  const key = identifier.trim().toLowerCase();
  const [user] = await context.db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.username, key)));
  if (!user) {
    await compareWithoutAccount(password);
    throw await failed();
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (user.role === 'admin') {
      await recordAudit(context.db, {
        action: 'auth.sign_in_failed',
        actor: null,
        context: { requestId: context.requestId ?? '', ip: context.ip },
        target: { type: 'user', id: user.id },
      });
    }
    throw await failed();
  }
  if (!user.emailVerified) {
    // The right password on an unverified account: a fresh code, unless one went out this minute
    // or the account has had its share of code e-mails.
    const last = await lastCodeIssuedAt(context.db, user.id, 'verify_email');
    if (
      (!last || Date.now() - last.getTime() >= 60_000) &&
      (await withinLimit(consumeCodeMailLimits(context, user.id)))
    ) {
      await context.db.transaction(async (tx) => sendCode({ ...context, db: tx }, user, 'verify_email'));
    }
    return { kind: 'needsVerification', email: user.email };
  }
  // The right password: earlier mistakes from this address no longer count towards its limit.
  await resetRateLimit(context.db, limits.loginPerAccountAndIp(identifier, context.ip).key);
  return { kind: 'signedIn', user };
}
