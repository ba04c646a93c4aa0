import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/** One row (id = 1) holding the system settings; fees in pence. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    applicationProcessingEnabled: boolean('application_processing_enabled').notNull().default(true),
    visaProcessingTime: integer('visa_processing_time').notNull().default(3),
    standardProcessingFeePence: integer('standard_processing_fee_pence').notNull().default(4999),
    priorityProcessingFeePence: integer('priority_processing_fee_pence').notNull().default(4999),
    governmentFeePence: integer('government_fee_pence').notNull().default(1600),
    supportEmail: text('support_email').notNull().default('support@advena.example'),
    supportPhone: text('support_phone').notNull().default('+44 20 7946 0000'),
    emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(true),
    adminNotificationsEnabled: boolean('admin_notifications_enabled').notNull().default(true),
    documentRetentionDays: integer('document_retention_days').notNull().default(30),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check(
      'settings_fees_check',
      sql`${table.standardProcessingFeePence} >= 0 and ${table.priorityProcessingFeePence} >= 0 and ${table.governmentFeePence} >= 0`,
    ),
    check('settings_processing_time_check', sql`${table.visaProcessingTime} >= 1`),
    check('settings_retention_days_check', sql`${table.documentRetentionDays} between 1 and 3650`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds a message until then; another instance skips it (FOR UPDATE SKIP LOCKED). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the outbox gave up on it: the staff list of failed e-mails is ordered by this. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Extra headers the message carries (a reminder's List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    index('email_outbox_failed_idx').on(table.failedAt.desc(), table.id.desc()).where(sql`${table.status} = 'failed'`),
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('email_outbox_to_idx').on(table.toAddress, table.createdAt.desc()),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

/** The scheduler's record of each job (lib/jobs.ts): when it is due, who runs it now, how the last run went. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  leaseSeconds: integer('lease_seconds').notNull().default(600),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  /** The end of the last run that did not fail: an alert fires when it is two intervals old. */
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
});

/**
 * A keyed fingerprint of each secret key (an HMAC under the key itself, never the key), written by
 * the first instance that starts and checked by every later one (lib/key-fingerprints.ts).
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
});
