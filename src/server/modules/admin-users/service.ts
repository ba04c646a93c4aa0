import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  type AdminUserInput,
  type AdminUserRow,
  adminDemotionMessage,
  adminUndeletableMessage,
  emailInUseMessage,
  isUndeletable,
  type UserListQuery,
  userNotFoundMessage,
} from '../../../core/admin-users';
import { refusalCodes } from '../../../core/errors';
import type { Language } from '../../../core/languages';
import type { Database } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { assertStrongPassword } from '../../lib/password-strength';
import type { SessionUser } from '../../lib/sessions';
import { isUniqueViolation, likePattern } from '../../lib/sql';
import { type CodeHasher, issueCode } from '../auth/codes';
import { hashPassword } from '../auth/service';

type UserRow = typeof users.$inferSelect;

function toRow(user: UserRow): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailVerified: user.emailVerified,
    builtIn: user.builtIn,
    mfaEnabled: user.mfaEnabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function orderBy(query: UserListQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'email':
      return [dir(users.email), dir(users.id)];
    case 'name':
      return [dir(users.lastName), dir(users.firstName), dir(users.id)];
    case 'role':
      return [dir(users.role), desc(users.createdAt), desc(users.id)];
    case 'status':
      return [dir(users.emailVerified), desc(users.createdAt), desc(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

/** One page of users, searched (trigram-indexed search_text), filtered and sorted in SQL, with the counters. */
export async function listUsers(db: Database, query: UserListQuery) {
  const search = query.search ? [sql`${users.searchText} like ${likePattern(query.search)}`] : [];
  const role = query.role && query.role !== 'all' ? [eq(users.role, query.role)] : [];
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      admin: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
      standard: sql<number>`(count(*) filter (where ${users.role} = 'user'))::int`,
      verified: sql<number>`(count(*) filter (where ${users.emailVerified}))::int`,
      unverified: sql<number>`(count(*) filter (where not ${users.emailVerified}))::int`,
    })
    .from(users)
    .where(search.length ? and(...search) : undefined);
  const counters = {
    total: Number(counts?.total ?? 0),
    admin: Number(counts?.admin ?? 0),
    standard: Number(counts?.standard ?? 0),
    verified: Number(counts?.verified ?? 0),
    unverified: Number(counts?.unverified ?? 0),
  };
  const total = query.role === 'admin' ? counters.admin : query.role === 'user' ? counters.standard : counters.total;
  const conditions = [...search, ...role];
  const rows = await db
    .select()
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...orderBy(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { users: rows.map(toRow), total, counters };
}

export async function findUser(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(userNotFoundMessage, refusalCodes.userNotFound);
  return user;
}

async function ensureEmailFree(db: Database, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email));
  if (taken) throw conflict(emailInUseMessage, refusalCodes.emailInUse);
}

/** How long the code of a set-your-password e-mail works (decision 025): single use, 5 tries, hashed. */
export const setPasswordCodeHours = 24;

/**
 * Creates a user. The admin typed the address, so the account counts as verified. Without a
 * password the account gets an unguessable one and the user a set-your-password e-mail: a
 * single-use code (stored as its HMAC, 5 tries, 24 hours) for the sign-in page's reset.
 */
export async function createUser(
  db: Database,
  input: AdminUserInput,
  admin: SessionUser,
  context: RequestContext,
  mail: { hasher: CodeHasher; language: Language; signInUrl: string },
): Promise<AdminUserRow> {
  assertAdmin(admin);
  const email = input.email.toLowerCase();
  await ensureEmailFree(db, email);
  if (input.password) await assertStrongPassword(input.password, 'password', [email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password || randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          emailVerified: true,
        })
        .returning();
      const row = toRow(user as UserRow);
      await recordAudit(tx, {
        action: 'user.created',
        actor: admin,
        context,
        target: { type: 'user', id: row.id },
        details: { role: row.role },
      });
      if (!input.password) await sendSetPasswordCode(tx, user as UserRow, mail);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(emailInUseMessage, refusalCodes.emailInUse);
    throw error;
  }
}

async function sendSetPasswordCode(
  db: Database,
  user: UserRow,
  mail: { hasher: CodeHasher; language: Language; signInUrl: string },
) {
  const code = await issueCode(db, mail.hasher, user.id, 'reset_password');
  // A new account's owner may read the e-mail hours later: this code works longer than a reset's.
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() + setPasswordCodeHours * 3_600_000) })
    .where(
      and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'reset_password'), isNull(oneTimeCodes.usedAt)),
    );
  await enqueueEmail(db, {
    to: user.email,
    template: 'setPassword',
    language: mail.language,
    data: { firstName: user.firstName, code, signInUrl: mail.signInUrl, hours: setPasswordCodeHours },
  });
}

/**
 * Updates a user; a blank or absent password keeps the current one. Returns whether the password or
 * the role changed: either ends the person's other sessions (a session keeps the lifetime of the role
 * it was signed in with, so a promoted traveller must sign in again, as staff, with a second factor).
 */
export async function updateUser(
  db: Database,
  id: string,
  input: AdminUserInput,
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const current = await findUser(db, id);
  // An admin stays an admin (decision 025): demoting one would let it then be deleted.
  if (input.role !== current.role && (current.role === 'admin' || current.builtIn || current.id === admin.id)) {
    throw forbidden(adminDemotionMessage, refusalCodes.adminDemotion);
  }
  const email = input.email.toLowerCase();
  if (email !== current.email.toLowerCase()) await ensureEmailFree(db, email, id);
  const passwordChanged = Boolean(input.password);
  if (input.password) await assertStrongPassword(input.password, 'password', [email, input.firstName, input.lastName]);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // The names of the fields that change, for the audit event; never their values.
  const changed = [
    ...(email !== current.email.toLowerCase() ? ['email'] : []),
    ...(input.firstName !== current.firstName ? ['firstName'] : []),
    ...(input.lastName !== current.lastName ? ['lastName'] : []),
    ...(input.role !== current.role ? ['role'] : []),
    ...(passwordChanged ? ['password'] : []),
  ];
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!user) throw notFound(userNotFoundMessage, refusalCodes.userNotFound);
      await recordAudit(tx, {
        action: 'user.updated',
        actor: admin,
        context,
        target: { type: 'user', id },
        details: { role: user.role, changed },
      });
      if (passwordChanged) {
        await enqueueEmail(tx, {
          to: user.email,
          template: 'passwordChanged',
          language: user.preferredLanguage,
          data: { firstName: user.firstName },
        });
      }
      return { user: toRow(user), passwordChanged, roleChanged: changed.includes('role') };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(emailInUseMessage, refusalCodes.emailInUse);
    throw error;
  }
}

/**
 * Deletes a traveller's account. Admin and built-in accounts are refused (docs/decisions/047-the-first-readings-of-the-spec.md). `erase`
 * runs first, once the account may go: its applications' documents and personal data (decision 016).
 */
export async function deleteUser(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
  erase: (accountId: string) => Promise<void> = async () => {},
) {
  assertAdmin(admin);
  const user = await findUser(db, id);
  if (isUndeletable(user) || user.id === admin.id)
    throw forbidden(adminUndeletableMessage, refusalCodes.accountUndeletable);
  await erase(user.id);
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (!deleted.length) throw notFound(userNotFoundMessage, refusalCodes.userNotFound);
    await recordAudit(tx, {
      action: 'user.deleted',
      actor: admin,
      context,
      target: { type: 'user', id },
      details: { role: user.role },
    });
  });
}
