import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adminUndeletableMessage, isUndeletable } from '../../../core/admin-users';
import { authMessages, type PublicUser } from '../../../core/auth';
import { refusalCodes } from '../../../core/errors';
import { isLanguage, type Language } from '../../../core/languages';
import { mustEnrolMfa } from '../../../core/mfa';
import type { AdminSeed } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, unauthorized, WrongCodeError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { assertStrongPassword } from '../../lib/password-strength';
import {
  checkRateLimit,
  consumeRateLimit,
  hitsLeft,
  rateLimitCount,
  recordRateLimitHit,
  resetRateLimit,
} from '../../lib/rate-limit';
import type { SessionUser } from '../../lib/sessions';
import { type CodeHasher, type CodePurpose, consumeCode, issueCode, lastCodeIssuedAt, maxCodeAttempts } from './codes';
import { limits, signInDelayMs } from './limits';
import { type MfaVault, provisionSecondFactor } from './mfa';

/** OWASP's argon2id baseline. */
const argon2Options = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const hashPassword = (password: string) => hash(password, argon2Options);
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
/** Compared against when no account matches, so a missing account takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export const messages = {
  invalidLogin: 'Invalid username or password',
  registered: 'Registration successful. Please check your email for a verification code.',
  needsVerification: 'Please verify your email address. We have sent you a verification code.',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out successfully',
  invalidCode: authMessages.wrongVerificationCode,
  invalidResetCode: authMessages.wrongResetCode,
  lockedCode: authMessages.lockedCode,
  verified: 'Email verified successfully',
  codeSent: 'If an account needs verification for this email, a new code has been sent.',
  resetRequested: 'If an account exists for this email, a password reset code has been sent.',
  resetDone: 'Your password has been reset successfully. You can now log in with your new password.',
  profileUpdated: 'Profile updated successfully',
  mfaTurnedOff: 'Two-step verification is now off.',
  accountDeleted: 'Your account has been deleted',
} as const;

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: SessionUser | UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    country: user.country,
    zipCode: user.zipCode,
    role: user.role,
    emailVerified: user.emailVerified,
    preferredLanguage: user.preferredLanguage,
    createdAt: user.createdAt.toISOString(),
    mfaEnabled: user.mfaEnabledAt !== null,
    mfaEnrolmentRequired: mustEnrolMfa({ role: user.role, mfaEnabled: user.mfaEnabledAt !== null }),
  };
}

export interface AuthContext {
  db: Database;
  hasher: CodeHasher;
  /** The client's address, for per-client limits. */
  ip: string;
  /** The request's language (cookie, then Accept-Language), for e-mails to users without a preference. */
  language: Language;
  /** The request's id, for the audit trail of staff sign-ins. */
  requestId?: string;
}

const languageOf = (user: Pick<UserRow, 'preferredLanguage'>, fallback: Language): Language =>
  isLanguage(user.preferredLanguage) ? user.preferredLanguage : fallback;
const isKnown = (value: string | null) => isLanguage(value);

const normalEmail = (email: string) => email.trim().toLowerCase();

async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)));
  return user;
}

/** Whose code limits apply: the account's, or the address's when it has none (the same answers either way). */
const accountKeyOf = (user: UserRow | undefined, email: string) => user?.id ?? `email:${normalEmail(email)}`;

/** Counts a code e-mail against the account's hourly and daily limits (429 naming the wait when over). */
async function consumeCodeMailLimits(context: AuthContext, accountKey: string) {
  for (const rule of limits.codeMailPerAccount(accountKey)) await consumeRateLimit(context.db, rule);
}

async function sendCode(context: AuthContext, user: UserRow, purpose: CodePurpose) {
  const code = await issueCode(context.db, context.hasher, user.id, purpose);
  await enqueueEmail(context.db, {
    to: user.email,
    template: purpose === 'verify_email' ? 'verificationCode' : 'passwordResetCode',
    language: languageOf(user, context.language),
    data: { firstName: user.firstName, code },
  });
}

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

/** Whether a rate-limit check passed, for limits that skip an e-mail rather than refuse the request. */
async function withinLimit(check: Promise<unknown>): Promise<boolean> {
  try {
    await check;
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}

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
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
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

/**
 * Wrong codes count per address and per account; a right one does not count. A wrong one answers
 * the tries left: those of the current code, or of the account's daily allowance when fewer. An
 * address without an account is answered as if it had one code, counted by its wrong tries today,
 * so the answers do not tell which addresses have accounts.
 */
async function checkCode(
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

/** Answers the same whether or not the address has an account that needs a code. */
export async function resendVerification(context: AuthContext, email: string) {
  await consumeRateLimit(context.db, limits.codeMailPerIp(context.ip));
  await consumeRateLimit(context.db, limits.codeMailPerEmail('verify_email', email));
  const user = await findByEmail(context.db, email);
  await consumeCodeMailLimits(context, accountKeyOf(user, email));
  if (user && !user.emailVerified) {
    await context.db.transaction(async (tx) => sendCode({ ...context, db: tx }, user, 'verify_email'));
  }
  return { success: true, message: messages.codeSent };
}

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

export async function updateProfile(db: Database, userId: string, fields: Partial<Record<string, string | null>>) {
  const allowed = ['firstName', 'lastName', 'phone', 'address', 'city', 'country', 'zipCode'] as const;
  const next: Partial<Record<(typeof allowed)[number] | 'preferredLanguage', string | null>> = {};
  for (const key of allowed) if (fields[key] !== undefined) next[key] = fields[key] ?? null;
  if (fields.preferredLanguage !== undefined) {
    next.preferredLanguage = isKnown(fields.preferredLanguage ?? null) ? (fields.preferredLanguage as string) : null;
  }
  const [user] = await db
    .update(users)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthorized();
  return user;
}

/** Deletes the account (sessions go with it) and queues the confirmation e-mail in the same transaction. */
export function assertDeletable(user: SessionUser) {
  if (isUndeletable(user)) throw forbidden(adminUndeletableMessage);
}

export async function deleteAccount(context: AuthContext, user: SessionUser) {
  assertDeletable(user);
  await context.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      to: user.email,
      template: 'accountDeleted',
      language: languageOf(user, context.language),
      data: { firstName: user.firstName },
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { success: true, message: messages.accountDeleted };
}

/**
 * Built-in admins (DECISIONS.md): from ADMIN_* and ADMIN2_*; with none configured and no admin
 * in the database, one `admin` with a random password written only to DATA_DIR/initial-admin.txt
 * (0600); the log says where it is, never what it is (logs are shipped and kept elsewhere).
 * Instances that start together take turns (a transaction's advisory lock): the second finds the
 * admins the first made, instead of failing to start on their unique e-mail.
 */
export async function ensureBuiltInAdmins(
  db: Database,
  seeds: Partial<AdminSeed>[],
  dataDir: string,
  log: FastifyBaseLogger,
  vault: MfaVault,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('advena:built-in-admins', 0))`);
    await ensureBuiltInAdminsInTurn(tx, seeds, dataDir, log, vault);
  });
}

async function ensureBuiltInAdminsInTurn(
  db: Database,
  seeds: Partial<AdminSeed>[],
  dataDir: string,
  log: FastifyBaseLogger,
  vault: MfaVault,
) {
  const complete = seeds.filter((seed): seed is AdminSeed => Boolean(seed.username && seed.password));
  for (const seed of seeds) {
    if ((seed.username || seed.password || seed.email) && !(seed.username && seed.password)) {
      log.warn('an ADMIN_* group is incomplete (username and password are needed); it was skipped');
    }
  }
  for (const seed of complete) {
    const email = normalEmail(seed.email ?? `${seed.username}@advena.invalid`);
    const [existing] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, seed.username.toLowerCase()), eq(users.email, email)));
    let adminId = existing?.id;
    if (existing) {
      const samePassword = await verifyPassword(existing.passwordHash, seed.password);
      await db
        .update(users)
        .set({
          username: seed.username,
          role: 'admin',
          builtIn: true,
          emailVerified: true,
          ...(samePassword ? {} : { passwordHash: await hashPassword(seed.password) }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
    } else {
      const [created] = await db
        .insert(users)
        .values({
          email,
          username: seed.username,
          passwordHash: await hashPassword(seed.password),
          role: 'admin',
          builtIn: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      adminId = created?.id;
    }
    if (adminId && seed.totpSecret) await provisionSecondFactor({ db, vault }, adminId, seed.totpSecret);
  }
  if (complete.length > 0) return;
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(18).toString('base64url');
  const [created] = await db
    .insert(users)
    .values({
      email: 'admin@advena.invalid',
      username: 'admin',
      passwordHash: await hashPassword(password),
      role: 'admin',
      builtIn: true,
      emailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'initial-admin.txt');
  fs.writeFileSync(file, `username: admin\npassword: ${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  log.warn(`Created the admin account 'admin'; its password is in ${file}. Change it after signing in.`);
}
