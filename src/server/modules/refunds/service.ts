import { and, asc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { errorCodes } from '../../../core/errors';
import { fallbackLanguage, isLanguage } from '../../../core/languages';
import { paymentReferenceOf } from '../../../core/payments';
import {
  cancellationRefundPence,
  type Refund,
  type RefundRequest,
  refundTooLargeMessage,
  systemRefundReasons,
} from '../../../core/refunds';
import type { Database } from '../../db/client';
import { applicationEvents, applications, payments, refunds } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { actorNameOf, type RequestContext } from '../../lib/audit';
import { AppError, applicationNotFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/sessions';
import { iso } from '../../lib/sql';
import { recordApplicationAudit } from '../../lib/staff-write';
import { refundableFor } from './refundable';

export { refundableFor };

type ApplicationRow = typeof applications.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/**
 * Records a pending refund inside the caller's transaction, which must hold the application's row
 * lock (select … for update), so two refunds at once cannot both pass the cap.
 */
async function recordPendingRefund(
  tx: Database,
  row: ApplicationRow,
  input: { amountPence: number; reason: string; actorId: string | null },
): Promise<RefundRow> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      applicationId: row.id,
      paymentId: row.paymentId as string,
      amountPence: input.amountPence,
      reason: input.reason,
      actorId: input.actorId,
    })
    .returning();
  if (!refund) throw new Error('refund not recorded');
  return refund;
}

/**
 * Inside a cancellation's transaction (the row locked): the price of each traveller just cancelled
 * (`travellers`; every one when the whole application is), within what may still be refunded, is
 * recorded as a pending refund. Returns its id, to be sent once the transaction commits.
 */
export async function recordCancellationRefund(
  tx: Database,
  row: ApplicationRow,
  travellers: number = row.applicantCount,
  reason: string = systemRefundReasons.applicationCancelled,
): Promise<string | null> {
  const { refundablePence: most, perTravellerPence } = await refundableFor(tx, row);
  const amountPence = cancellationRefundPence({
    cancelled: travellers,
    travellers: row.applicantCount,
    perTravellerPence,
    refundablePence: most,
  });
  if (!row.paymentId || amountPence <= 0) return null;
  const refund = await recordPendingRefund(tx, row, { amountPence, reason, actorId: null });
  return refund.id;
}

/** A staff refund: checked against the cap under the row lock and recorded, then sent to the provider. */
export async function refundByStaff(
  services: Services,
  id: string,
  input: RefundRequest,
  admin: SessionUser,
  context: RequestContext,
): Promise<RefundRow> {
  assertAdmin(admin);
  const refund = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw applicationNotFound();
    const { refundablePence: most } = await refundableFor(tx, row);
    if (!row.paymentId || input.amountPence > most) {
      const message = refundTooLargeMessage(row.paymentId ? most : 0);
      throw new AppError(400, errorCodes.refundTooLarge, message, { amountPence: message }, undefined, {
        mostPence: row.paymentId ? most : 0,
      });
    }
    const recorded = await recordPendingRefund(tx, row, {
      amountPence: input.amountPence,
      reason: input.reason,
      actorId: admin.id,
    });
    await recordApplicationAudit(tx, {
      action: 'application.refunded',
      actor: admin,
      context,
      application: { id, reference: row.referenceNumber },
      details: { amountPence: input.amountPence },
    });
    return recorded;
  });
  return sendRefund(services, refund.id, admin);
}

/**
 * Asks the provider to make a pending refund, outside any transaction, with the refund's id as the
 * idempotency key, then records the outcome. On success the history records it and the traveller
 * is e-mailed, once (the update only moves a refund that is still pending). An unknown outcome
 * leaves it pending for `retryPendingRefunds`.
 */
export async function sendRefund(
  services: Services,
  refundId: string,
  actor: SessionUser | null = null,
): Promise<RefundRow> {
  const [found] = await services.db
    .select({ refund: refunds, providerIntentId: payments.providerIntentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!found) throw new Error(`refund ${refundId} not found`);
  if (found.refund.status !== 'pending') return found.refund;
  let outcome: Awaited<ReturnType<Services['payments']['refund']>>;
  try {
    // Once the provider has an id for it, the refund is followed, never asked for again.
    outcome = found.refund.providerRefundId
      ? await services.payments.refundStatus(found.refund.providerRefundId)
      : await services.payments.refund({
          providerIntentId: found.providerIntentId,
          amountPence: found.refund.amountPence,
          idempotencyKey: refundId,
        });
  } catch (error) {
    services.log.warn({ err: error, refundId }, 'refund outcome unknown; it stays pending and is asked again');
    await services.db.update(refunds).set({ updatedAt: sql`now()` }).where(eq(refunds.id, refundId));
    return { ...found.refund };
  }
  if (outcome.status === 'pending') {
    const [row] = await services.db
      .update(refunds)
      .set({ providerRefundId: outcome.id ?? found.refund.providerRefundId, updatedAt: sql`now()` })
      .where(eq(refunds.id, refundId))
      .returning();
    return row ?? found.refund;
  }
  if (outcome.status === 'failed') {
    services.log.error({ refundId, reason: outcome.failureMessage }, 'the payment provider refused a refund');
    const [row] = await services.db
      .update(refunds)
      .set({
        status: 'failed',
        providerRefundId: outcome.id ?? found.refund.providerRefundId,
        failureMessage: outcome.failureMessage ?? 'The payment provider refused the refund.',
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    return row ?? found.refund;
  }
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        providerRefundId: outcome.id ?? found.refund.providerRefundId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!row) return found.refund;
    if (!row.applicationId) {
      await paymentRefunded(tx, row);
      return row;
    }
    const [application] = await tx.select().from(applications).where(eq(applications.id, row.applicationId));
    if (!application) return row;
    await tx.insert(applicationEvents).values({
      applicationId: application.id,
      type: 'refunded',
      // The amount, not an English sentence: each reader's page says it in their words.
      details: { amountPence: row.amountPence },
      actorId: actor?.id ?? null,
      actorName: actor ? actorNameOf(actor) : null,
    });
    // An application erased meanwhile (its account deleted) has no address left to write to.
    if (application.email)
      await enqueueEmail(tx, {
        to: application.email,
        template: 'refundIssued',
        language: application.language,
        data: {
          firstName: application.firstName,
          reference: application.referenceNumber,
          amountPence: row.amountPence,
        },
      });
    return row;
  });
}

/** A payment that never became an application, refunded from the attention list: closed, and the payer told. */
async function paymentRefunded(tx: Database, row: RefundRow) {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(eq(payments.id, row.paymentId))
    .returning();
  const data = payment?.snapshot as { email?: string; firstName?: string } | undefined;
  if (!payment || !data?.email) return;
  await enqueueEmail(tx, {
    to: data.email,
    template: 'refundIssued',
    language: isLanguage(payment.language) ? payment.language : fallbackLanguage,
    data: {
      firstName: data.firstName ?? null,
      reference: paymentReferenceOf(payment.id),
      amountPence: row.amountPence,
    },
  });
}

/**
 * Stripe keeps an idempotency key for 24 hours; after that the same key would make a second
 * refund, so a refund is only asked again within this window.
 */
const idempotencyWindowMs = 23 * 3600_000;

/**
 * Refunds left pending: one without an answer (a crash between recording and asking, or an unknown
 * outcome) is asked again with the same idempotency key, so the provider makes each at most once;
 * one the provider accepted as pending (it has an id) is followed until it succeeds or fails (Stripe:
 * retrieve the refund). Run by the reconciliation loop; returns how many succeeded.
 */
export async function retryPendingRefunds(services: Services, olderThanMs = 2 * 60_000): Promise<number> {
  const pending = await services.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        // The database's clock on both sides: a row it stamped with now() a moment ago, in an
        // earlier transaction, is older than this transaction's now() (a JavaScript cutoff of the
        // same millisecond need not be).
        lt(refunds.updatedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
        or(isNotNull(refunds.providerRefundId), gt(refunds.createdAt, new Date(Date.now() - idempotencyWindowMs))),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  let succeeded = 0;
  for (const { id } of pending) {
    try {
      if ((await sendRefund(services, id)).status === 'succeeded') succeeded += 1;
    } catch (error) {
      services.log.error({ err: error, refundId: id }, 'could not retry a refund');
    }
  }
  return succeeded;
}

/** An application's refunds, oldest first, as the traveller and staff see them. */
export async function refundsOf(db: Database, applicationId: string): Promise<Refund[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((row) => ({
    amountPence: row.amountPence,
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  }));
}
