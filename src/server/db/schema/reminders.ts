import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { citext, createdAt } from './columns';

/**
 * Each reminder sent, under a key that names it ('eta-end-60:<application>:<traveller>:<end>'): the
 * row is inserted with ON CONFLICT DO NOTHING in the transaction that queues its e-mail, so across
 * instances and runs a reminder goes once (migration 0022, decision 035).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    applicationId: uuid('application_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminders_sent_application_idx').on(table.applicationId)],
);

/**
 * Addresses that stopped reminders (one-click unsubscribe or the profile); service e-mails still go.
 * Kept as a keyed hash of the address (`UnsubscribeTokens.addressKey`, migration 0029), never the
 * address: the switch outlives the account. `email` is only a row written before 0029, which the
 * server seals at start-up.
 */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    emailKey: text('email_key'),
    email: citext('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_opt_outs_email_key_idx').on(table.emailKey),
    index('reminder_opt_outs_email_idx').on(table.email).where(sql`${table.email} IS NOT NULL`),
    check('reminder_opt_outs_one_check', sql`${table.emailKey} IS NOT NULL OR ${table.email} IS NOT NULL`),
  ],
);

/** Home Office disruptions declared by staff; the one without `endedAt` is active (at most one). */
export const disruptions = pgTable(
  'disruptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The notice in each of the ten languages. */
    message: jsonb('message').$type<Record<string, string>>().notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('disruptions_one_active_idx').on(sql`(true)`).where(sql`${table.endedAt} is null`)],
);
