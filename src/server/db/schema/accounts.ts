import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRoles } from '../../../core/statuses';
import { citext, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: citext('email').notNull().unique(),
    /** Admins may sign in with a username (docs/decisions/047-the-first-readings-of-the-spec.md). */
    username: citext('username').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    zipCode: text('zip_code'),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    /** Built-in admins come from the environment and cannot be deleted. */
    builtIn: boolean('built_in').notNull().default(false),
    preferredLanguage: text('preferred_language'),
    lastVerificationReminder: timestamp('last_verification_reminder', { withTimezone: true }),
    /** The authenticator secret, encrypted (AES-256-GCM); set once enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last time step accepted, so a code is accepted once (no replay within its window). */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email::text)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id),
    index('users_role_idx').on(table.role, table.createdAt.desc()),
    index('users_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * A keyed hash of the client (IPv4, or IPv6 /64) that asked for the code, its recipient's best
     * trace; wrong tries from any other client count apart (`foreignAttempts`), so a stranger's
     * guesses never use up the tries of the person who asked (decision 032). Null: one count for all.
     */
    requesterHash: text('requester_hash'),
    foreignAttempts: integer('foreign_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt.desc()),
  ],
);

/** Single-use recovery codes for the second factor, stored as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Stable id: documents and payments of an anonymous visitor point here. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the cookie token; the token itself is never stored. Rotated at login. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How long the session may sit unused, by the role it was signed in with. */
    idleSeconds: integer('idle_seconds').notNull().default(86400),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);
