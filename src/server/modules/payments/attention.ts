import { and, count, desc, eq, gt, inArray, notExists, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refusalCodes } from '../../../core/errors';
import {
  type AttentionPayment,
  type AttentionReason,
  attentionPageSize,
  type FailedRefund,
  paymentReferenceOf,
} from '../../../core/payments';
import { systemRefundReasons } from '../../../core/refunds';
import { applications, payments, refunds, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/sessions';
import { iso } from '../../lib/sql';
import type { CreatedApplication } from '../applications/service';
import { sendRefund } from '../refunds/service';
import { buildFromPayment } from './settle';

type PaymentRow = typeof payments.$inferSelect;
const paymentNotFound = 'Payment not found.';
export const notNeedingAttentionMessage = 'This payment no longer needs attention.';
export const differentAmountMessage = 'The provider took a different amount: this payment can only be refunded.';

/** GET /api/admin/payments/attention: payments that took money and have no application, newest first. */
export async function listAttention(
  services: Services,
  page: number,
  admin: SessionUser,
  context: RequestContext,
): Promise<{ items: AttentionPayment[]; total: number }> {
  assertAdmin(admin);
  const where = eq(payments.status, 'needs_attention');
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ payment: payments, accountEmail: users.email })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.attentionAt), desc(payments.id))
      .limit(attentionPageSize)
      .offset((page - 1) * attentionPageSize),
    services.db.select({ value: count() }).from(payments).where(where),
  ]);
  // The list names payers: a staff read of personal data.
  await recordAudit(services.db, {
    action: 'payments.attention_viewed',
    actor: admin,
    context,
    details: { rowCount: rows.length },
  });
  return { items: rows.map(({ payment, accountEmail }) => itemOf(payment, accountEmail)), total: total?.value ?? 0 };
}

function itemOf(payment: PaymentRow, accountEmail: string | null): AttentionPayment {
  const data = payment.snapshot as { firstName?: string; lastName?: string; email?: string };
  return {
    id: payment.id,
    reference: paymentReferenceOf(payment.id),
    providerIntentId: payment.providerIntentId,
    amountPence: payment.amountPence,
    currency: payment.currency,
    reason: (payment.attentionReason ?? 'build_failed') as AttentionReason,
    detail: payment.attentionDetail,
    accountEmail,
    applicantName: [data.firstName, data.lastName].filter(Boolean).join(' ') || null,
    applicantEmail: data.email ?? null,
    travellerCount: payment.travellerCount,
    createdAt: iso(payment.createdAt),
    attentionAt: payment.attentionAt ? iso(payment.attentionAt) : null,
  };
}

async function attentionPayment(services: Services, id: string): Promise<PaymentRow> {
  const [payment] = await services.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound(paymentNotFound, refusalCodes.paymentNotFound);
  if (payment.status !== 'needs_attention')
    throw conflict(notNeedingAttentionMessage, refusalCodes.paymentNotNeedingAttention);
  return payment;
}

/**
 * POST /api/admin/payments/{id}/retry: builds the application again (after staff fixed the cause,
 * or for an error that has passed). Returns it, or the payment back on the list with the new reason.
 */
export async function retryAttention(
  services: Services,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<CreatedApplication | AttentionPayment> {
  assertAdmin(admin);
  const payment = await attentionPayment(services, id);
  if (payment.attentionReason === 'amount_mismatch') {
    throw conflict(differentAmountMessage, refusalCodes.paymentAmountDiffers);
  }
  const [succeeded] = await services.db
    .update(payments)
    .set({ status: 'succeeded', checkAttempts: 0, attentionReason: null, attentionDetail: null, attentionAt: null })
    .where(and(eq(payments.id, id), eq(payments.status, 'needs_attention')))
    .returning();
  if (!succeeded) throw conflict(notNeedingAttentionMessage, refusalCodes.paymentNotNeedingAttention);
  await recordAudit(services.db, {
    action: 'payment.retried',
    actor: admin,
    context,
    target: { type: 'payment', id },
    details: { reference: paymentReferenceOf(id) },
  });
  const created = await buildFromPayment(services, succeeded);
  if (created) return created;
  const [again] = await services.db.select().from(payments).where(eq(payments.id, id));
  return itemOf(again ?? succeeded, null);
}

/**
 * POST /api/admin/payments/{id}/refund: gives a payment without an application back in full,
 * through the provider; on success it is `refunded` and the payer is e-mailed (refunds service).
 */
export async function refundAttention(
  services: Services,
  id: string,
  reason: string,
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const refund = await services.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw notFound(paymentNotFound, refusalCodes.paymentNotFound);
    if (payment.status !== 'needs_attention')
      throw conflict(notNeedingAttentionMessage, refusalCodes.paymentNotNeedingAttention);
    const [already] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, id), inArray(refunds.status, ['pending', 'succeeded'])));
    if (already) throw conflict(notNeedingAttentionMessage, refusalCodes.paymentNotNeedingAttention);
    const [row] = await tx
      .insert(refunds)
      .values({ applicationId: null, paymentId: id, amountPence: payment.amountPence, reason, actorId: admin.id })
      .returning();
    await recordAudit(tx, {
      action: 'payment.refunded',
      actor: admin,
      context,
      target: { type: 'payment', id },
      details: { reference: paymentReferenceOf(id), amountPence: payment.amountPence },
    });
    return row;
  });
  if (!refund) throw new Error('refund not recorded');
  return sendRefund(services, refund.id, admin);
}

/**
 * The refunds the provider refused and nothing has replaced yet, newest first. A replacement is a
 * later refund of the same payment for the same amount that staff made by hand: another
 * traveller's cancellation refund (a reason the service gives) never hides a failed one.
 */
export async function listFailedRefunds(services: Services): Promise<FailedRefund[]> {
  const later = alias(refunds, 'later');
  const rows = await services.db
    .select({ refund: refunds, applicationReference: applications.referenceNumber })
    .from(refunds)
    .leftJoin(applications, eq(applications.id, refunds.applicationId))
    .where(
      and(
        eq(refunds.status, 'failed'),
        notExists(
          services.db
            .select()
            .from(later)
            .where(
              and(
                eq(later.paymentId, refunds.paymentId),
                eq(later.amountPence, refunds.amountPence),
                notInArray(later.reason, Object.values(systemRefundReasons)),
                inArray(later.status, ['pending', 'succeeded']),
                gt(later.createdAt, refunds.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(refunds.updatedAt), desc(refunds.id))
    .limit(attentionPageSize);
  return rows.map(({ refund, applicationReference }) => ({
    id: refund.id,
    applicationId: refund.applicationId,
    reference: applicationReference ?? paymentReferenceOf(refund.paymentId),
    amountPence: refund.amountPence,
    reason: refund.reason,
    failureMessage: refund.failureMessage,
    failedAt: iso(refund.updatedAt),
  }));
}
