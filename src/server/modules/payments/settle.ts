import { and, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import { refusalCodes } from '../../../core/errors';
import {
  type AttentionReason,
  abandonedIntentAgeMs,
  maxBuildAttempts,
  nextCheckDelayMs,
  openPaymentStatuses,
  paymentMessages,
} from '../../../core/payments';
import { applications, payments } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { PaymentDetails, ProviderIntent } from '../../lib/payments/index';
import type { Services } from '../../lib/services';
import {
  CannotBuildError,
  type CreatedApplication,
  closeDraft,
  createApplicationFromPayment,
  existingApplicationFor,
  paymentNotCompleteMessage,
} from '../applications/service';
import type { Owner } from '../documents/service';
import { ownedPayment, snapshotOf } from './intents';

type PaymentRow = typeof payments.$inferSelect;
const open = [...openPaymentStatuses];

/** The payment goes to the staff's attention list with the reason; nothing retries it by itself. */
export async function needsAttention(services: Services, payment: PaymentRow, reason: AttentionReason, detail: string) {
  services.log.error({ paymentId: payment.id, reason, detail }, 'a payment needs staff attention');
  await services.db
    .update(payments)
    .set({
      status: 'needs_attention',
      attentionReason: reason,
      attentionDetail: detail.slice(0, 500),
      attentionAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [...open, 'succeeded'])));
}

/**
 * Builds the application of a succeeded payment. A reason we can name (a document gone, a
 * snapshot that no longer parses) sends it to staff at once; an error we cannot name is tried again
 * later with back-off and, after `maxBuildAttempts`, sent to staff too. Never loops for ever.
 */
export async function buildFromPayment(
  services: Services,
  payment: PaymentRow,
  userId: string | null = payment.userId,
): Promise<CreatedApplication | null> {
  try {
    const data = snapshotOf(services.db, payment);
    return await createApplicationFromPayment(services, payment, data, paymentDetailsOf(payment), userId);
  } catch (error) {
    if (error instanceof CannotBuildError) {
      await needsAttention(services, payment, error.reason, error.message);
      return null;
    }
    if (error instanceof AppError && error.statusCode === 400) {
      await needsAttention(services, payment, 'invalid_snapshot', error.message);
      return null;
    }
    const attempts = payment.checkAttempts + 1;
    services.log.error({ err: error, paymentId: payment.id, attempts }, 'could not build the application of a payment');
    if (attempts >= maxBuildAttempts) {
      await needsAttention(services, payment, 'build_failed', error instanceof Error ? error.message : String(error));
    } else {
      await services.db
        .update(payments)
        .set({ checkAttempts: attempts, nextCheckAt: new Date(Date.now() + nextCheckDelayMs(attempts)) })
        .where(eq(payments.id, payment.id));
    }
    return null;
  }
}

const paymentDetailsOf = (payment: PaymentRow) => (payment.paymentDetails as PaymentDetails | null) ?? null;

/**
 * Applies what the provider says about an intent, whoever asked (the browser's submission, a
 * webhook, reconciliation) and in whatever order: a payment only moves forward, so a late
 * 'failed' after success changes nothing; a success for another amount or currency is refused
 * and sent to staff. Returns the application when the payment succeeded and one could be built.
 */
export async function settleIntent(
  services: Services,
  payment: PaymentRow,
  intent: ProviderIntent,
  userId: string | null = payment.userId,
): Promise<CreatedApplication | null> {
  if (intent.status === 'succeeded') {
    if (payment.status === 'needs_attention' || payment.status === 'refunded') return null;
    if (intent.amountPence !== payment.amountPence || intent.currency !== payment.currency) {
      await needsAttention(
        services,
        payment,
        'amount_mismatch',
        `The provider took ${intent.amountPence} ${intent.currency}; we asked for ${payment.amountPence} ${payment.currency}`,
      );
      return null;
    }
    let current = payment;
    if (payment.status !== 'succeeded') {
      const [updated] = await services.db.transaction(async (tx) => {
        const rows = await tx
          .update(payments)
          .set({
            status: 'succeeded',
            paymentDetails: intent.details,
            failureMessage: null,
            checkAttempts: 0,
            nextCheckAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, [...open, 'canceled'])))
          .returning();
        if (rows.length > 0) await closeDraft(tx, payment);
        return rows;
      });
      if (!updated) return existingApplicationFor(services.db, payment.id);
      current = updated;
    }
    return buildFromPayment(services, current, userId);
  }
  const next = intent.status === 'processing' ? 'processing' : intent.status === 'canceled' ? 'canceled' : null;
  if (intent.status === 'failed' && (payment.status === 'requires_payment' || payment.status === 'processing')) {
    await moveOpen(services, payment, 'failed');
  } else if (next && payment.status !== next) {
    await moveOpen(services, payment, next);
  }
  return null;
}

async function moveOpen(services: Services, payment: PaymentRow, status: 'failed' | 'processing' | 'canceled') {
  await services.db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, open)));
}

/**
 * POST /api/applications: the paid application, once the provider (not the browser) says the
 * payment succeeded; idempotent per payment. It is built from the payment's own snapshot, what was
 * paid for. A payment that cannot become an application is with staff, and the traveller is told.
 */
export async function submitApplication(
  services: Services,
  input: { paymentIntentId: string; owner: Owner },
): Promise<CreatedApplication> {
  const payment = await ownedPayment(services.db, input.paymentIntentId, input.owner);
  const existing = await existingApplicationFor(services.db, payment.id);
  if (existing) return existing;
  if (payment.status === 'needs_attention' || payment.status === 'refunded') {
    throw badRequest(paymentMessages.paymentHeld, undefined, refusalCodes.paymentHeld);
  }
  const intent = await services.payments.retrieveIntent(payment.providerIntentId);
  if (intent.status !== 'succeeded')
    throw badRequest(paymentNotCompleteMessage, undefined, refusalCodes.paymentNotComplete);
  const created = await settleIntent(services, payment, intent, input.owner.userId ?? payment.userId);
  if (!created) throw badRequest(paymentMessages.paymentHeld, undefined, refusalCodes.paymentHeld);
  return created;
}

/**
 * The mop-up (GOV.UK Pay's word): every payment not in a final state is asked about, whatever its
 * age, with back-off (1, 2, 4 … minutes, at most 6 hours apart); an intent unpaid for a week is
 * cancelled; and a succeeded payment without its application (the browser died after paying) gets
 * it. Returns the applications it built.
 */
export async function reconcilePayments(services: Services, olderThanMs = 2 * 60_000) {
  const now = Date.now();
  const cutoff = new Date(now - olderThanMs);
  const due = await services.db
    .select()
    .from(payments)
    .where(
      and(inArray(payments.status, open), lte(payments.nextCheckAt, new Date(now)), lt(payments.updatedAt, cutoff)),
    )
    .orderBy(payments.nextCheckAt)
    .limit(100);
  const created: CreatedApplication[] = [];
  for (const payment of due) {
    try {
      const intent =
        services.payments.name === 'sandbox' ? null : await services.payments.retrieveIntent(payment.providerIntentId);
      const built = intent ? await settleIntent(services, payment, intent) : null;
      if (built) created.push(built);
      else if (intent?.status !== 'succeeded') await checkedOpen(services, payment, now);
    } catch (error) {
      services.log.warn({ err: error, paymentId: payment.id }, 'could not ask the provider about a payment');
      await backOff(services, payment);
    }
  }
  const orphans = await services.db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(applications, eq(applications.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNull(applications.id),
        lte(payments.nextCheckAt, new Date(now)),
        lt(payments.updatedAt, cutoff),
      ),
    )
    .limit(100);
  for (const { payment } of orphans) {
    const built = await buildFromPayment(services, payment);
    if (built) {
      services.log.info({ paymentId: payment.id }, 'application created from a paid snapshot');
      created.push(built);
    }
  }
  return created;
}

/** An open payment the provider still calls unpaid: cancelled when abandoned, otherwise asked again later. */
async function checkedOpen(services: Services, payment: PaymentRow, now: number) {
  if (now - payment.createdAt.getTime() > abandonedIntentAgeMs && payment.status !== 'processing') {
    if (await services.payments.cancelIntent(payment.providerIntentId)) {
      await moveOpen(services, payment, 'canceled');
      return;
    }
  }
  await backOff(services, payment);
}

async function backOff(services: Services, payment: PaymentRow) {
  const attempts = payment.checkAttempts + 1;
  await services.db
    .update(payments)
    .set({ checkAttempts: attempts, nextCheckAt: new Date(Date.now() + nextCheckDelayMs(attempts)) })
    .where(eq(payments.id, payment.id));
}
