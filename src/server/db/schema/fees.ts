import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The fee schedule (issue #35, decision 037): each change sets the price per traveller and the
 * government fee it includes from `effectiveFrom`; a withdrawn one (before it started) is kept for
 * the history. At most one live change per instant (a unique index).
 */
export const feeChanges = pgTable(
  'fee_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    pricePence: integer('price_pence').notNull(),
    governmentFeePence: integer('government_fee_pence').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('fee_changes_amounts_check', sql`${table.pricePence} >= 0 and ${table.governmentFeePence} >= 0`),
    uniqueIndex('fee_changes_live_instant_idx').on(table.effectiveFrom).where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * Revenue by fee period (migrations 0028, 0031): what the paid applications priced under each change
 * paid, added by a statement trigger when an application is paid to the change its payment keeps
 * (`payments.fee_change_id`, set by the server by core's rule), so the statistics read a handful of
 * rows instead of every payment. Never taken away: erasing an application does not unearn it.
 */
export const feePeriodTotals = pgTable('fee_period_totals', {
  feeChangeId: uuid('fee_change_id')
    .primaryKey()
    .references(() => feeChanges.id, { onDelete: 'cascade' }),
  applications: bigint('applications', { mode: 'number' }).notNull().default(0),
  travellers: bigint('travellers', { mode: 'number' }).notNull().default(0),
  revenuePence: bigint('revenue_pence', { mode: 'number' }).notNull().default(0),
  governmentFeesPence: bigint('government_fees_pence', { mode: 'number' }).notNull().default(0),
});
