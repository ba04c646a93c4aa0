import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attentionReasons, openPaymentStatuses, paymentStatuses } from '../../../core/payments';
import { sessions, users } from './accounts';
import { createdAt, sqlList, updatedAt } from './columns';
import { feeChanges } from './fees';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status', { enum: paymentStatuses }).notNull().default('requires_payment'),
    /**
     * The draft this intent pays for (`user:<id>` or `session:<id>`): a draft has at most one open
     * intent, so a second tab or a second visit to the payment step gets the same one.
     */
    draftKey: text('draft_key'),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The application data as validated when the intent was made: a paid application is never lost. */
    snapshot: jsonb('snapshot').notNull(),
    /** The UK day the snapshot was validated on: it is judged by that day when the application is built. */
    snapshotDay: date('snapshot_day'),
    travellerCount: integer('traveller_count').notNull(),
    /** The price per traveller and the government fee it includes when the intent was priced, and when (decision 037). */
    pricePence: integer('price_pence'),
    governmentFeePence: integer('government_fee_pence'),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    /** The fee change it was priced by (core's rule, read by revenue by fee period); null before any change. */
    feeChangeId: uuid('fee_change_id').references(() => feeChanges.id, { onDelete: 'set null' }),
    paymentDetails: jsonb('payment_details'),
    failureMessage: text('failure_message'),
    language: text('language'),
    /** Why staff must look at it (status needs_attention), and a word on what was found. */
    attentionReason: text('attention_reason', { enum: attentionReasons }),
    attentionDetail: text('attention_detail'),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /** Reconciliation: when to ask the provider next, and how often it has (back-off). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payments_amount_check', sql`${table.amountPence} >= 0`),
    check('payments_status_check', sql`${table.status} in (${sqlList(paymentStatuses)})`),
    index('payments_status_idx').on(table.status, table.updatedAt),
    uniqueIndex('payments_open_draft_idx')
      .on(table.draftKey)
      .where(sql`${table.status} in (${sqlList(openPaymentStatuses)})`),
    index('payments_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} in (${sqlList(openPaymentStatuses)})`),
    index('payments_attention_idx').on(table.attentionAt).where(sql`${table.status} = 'needs_attention'`),
  ],
);

/** Provider events already handled (Stripe sends each at least once, in any order). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
