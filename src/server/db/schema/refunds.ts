import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { refundStatuses } from '../../../core/refunds';
import { users } from './accounts';
import { applications } from './applications';
import { createdAt, sqlList, updatedAt } from './columns';
import { payments } from './payments';

/**
 * One refund of an application's payment (issue 16, item 4). Recorded as pending before the
 * provider is asked, so a crash leaves a row the reconciliation loop retries with the same
 * idempotency key (the row id). Never more than was paid: the service checks under a row lock.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a payment that never became an application (refunded from the attention list). */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who asked; null for an automatic refund (the owner's cancellation). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_amount_check', sql`${table.amountPence} > 0`),
    check('refunds_status_check', sql`${table.status} in (${sqlList(refundStatuses)})`),
    index('refunds_application_idx').on(table.applicationId, table.createdAt),
    index('refunds_pending_idx').on(table.updatedAt).where(sql`${table.status} = 'pending'`),
  ],
);
