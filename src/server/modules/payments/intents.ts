import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SandboxCard, travellerCountOf, ukDayOf, ukToday } from '../../../core/applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { priceExpired } from '../../../core/fee-schedule';
import { feeMessages, type PriceChangedParams } from '../../../core/fees';
import type { Language } from '../../../core/languages';
import { openPaymentStatuses, paymentMessages } from '../../../core/payments';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, notYours, refuse, unauthorized } from '../../lib/errors';
import type { PaymentDetails } from '../../lib/payments/index';
import { chargeSandboxCard, declinedMessage } from '../../lib/payments/sandbox';
import { openSuitability, sealerOf, sealSuitability } from '../../lib/sealed-answers';
import type { Services } from '../../lib/services';
import { documentsOfPayment } from '../applications/documents';
import { assertAcceptingApplications, closeDraft, parseApplication } from '../applications/service';
import type { Owner } from '../documents/service';
import { feeChangeAt } from '../fees/service';
import { attachDocuments, documentsForIntent } from './documents';

type PaymentRow = typeof payments.$inferSelect;

/** The application a payment was made for, judged by the day it was validated (travel dates may have passed since). */
export const snapshotOf = (db: Database, row: PaymentRow) =>
  parseApplication(openSuitability(sealerOf(db), row.snapshot), () => row.snapshotDay ?? ukDayOf(row.createdAt));

/** The draft a payment pays for: the signed-in user's current application, or the anonymous session's. */
export function draftKeyOf(owner: Owner): string {
  if (owner.userId) return `user:${owner.userId}`;
  if (owner.sessionId) return `session:${owner.sessionId}`;
  throw new Error('a payment needs a session or a user');
}

/**
 * POST /api/create-payment-intent: validates like a submission and keeps the data as the payment's
 * snapshot. One intent per draft (issue 16): asked again, the draft's open intent is returned; two
 * requests at once wait for each other on the draft's advisory lock, so they make one. The intent is
 * priced by the fee schedule when it is made and keeps that price for its life (30 minutes); asked
 * again later, it is priced again, and a new price answers 409 PRICE_CHANGED (decision 037). The
 * documents are attached to the intent.
 */
export async function createPaymentIntent(
  services: Services,
  input: { raw: unknown; owner: Owner; language: Language },
) {
  await assertAcceptingApplications(services.db);
  const data = parseApplication(input.raw, services.today);
  const travellers = travellerCountOf(data);
  const draftKey = draftKeyOf(input.owner);
  const now = new Date();
  const { made, price } = await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${draftKey}, 0))`);
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.draftKey, draftKey), inArray(payments.status, [...openPaymentStatuses])));
    if (open?.status === 'processing')
      throw conflict(paymentMessages.paymentProcessing, refusalCodes.paymentProcessing);
    const price = await priceOf(tx, open, now);
    const amountPence = price.level.pricePence * travellers;
    const paymentId = open?.id ?? randomUUID();
    const { documentIds, otherIntents } = await documentsForIntent(tx, data, input.owner, paymentId);
    for (const other of otherIntents) await cancelUnpaid(services, tx, other);
    const fields = {
      amountPence,
      ...price.level,
      pricedAt: price.pricedAt,
      feeChangeId: price.feeChangeId,
      // The suitability answers are sealed in the snapshot too (decision 033).
      snapshot: sealSuitability(sealerOf(services.db), data),
      snapshotDay: (services.today ?? ukToday)(),
      travellerCount: travellers,
      language: input.language,
    };
    let made: { id: string; clientSecret: string };
    if (open) {
      const resumed = await services.payments.resumeIntent({
        id: open.providerIntentId,
        ...(open.amountPence === amountPence ? {} : { amountPence }),
      });
      // Paid or being paid though its webhook has not come yet: the payment keeps the snapshot it
      // was paid for, and the webhook or the reconciliation settles it.
      if (resumed.status === 'succeeded' || resumed.status === 'processing') {
        throw conflict(paymentMessages.paymentProcessing, refusalCodes.paymentProcessing);
      }
      made = resumed;
      await tx
        .update(payments)
        .set({ ...fields, userId: input.owner.userId ?? open.userId, updatedAt: new Date() })
        .where(eq(payments.id, open.id));
    } else {
      made = await services.payments.createIntent({ amountPence, currency: 'gbp', paymentId });
      await tx.insert(payments).values({
        ...fields,
        id: paymentId,
        provider: services.payments.name,
        providerIntentId: made.id,
        currency: 'gbp',
        draftKey,
        sessionId: input.owner.sessionId,
        userId: input.owner.userId,
      });
    }
    await attachDocuments(tx, paymentId, documentIds);
    return { made, price: { ...price, amountPence } };
  });
  // Priced again at a new price: the intent now asks for it, and the traveller sees it before paying.
  if (price.changed) throw priceChanged({ ...price.level, amountPence: price.amountPence });
  return {
    clientSecret: made.clientSecret,
    paymentIntentId: made.id,
    amount: price.amountPence,
    currency: 'gbp' as const,
    provider: services.payments.name,
    ...(services.payments.name === 'stripe' && services.payments.publishableKey
      ? { publishableKey: services.payments.publishableKey }
      : {}),
  };
}

/** The price per traveller an open intent was made at (older rows: its amount shared by its travellers). */
const pricePerTravellerOf = (row: PaymentRow) =>
  row.pricePence ?? (row.travellerCount > 0 ? Math.floor(row.amountPence / row.travellerCount) : row.amountPence);

/**
 * What a draft is charged per traveller (decision 037): an open intent keeps its price for its
 * life; otherwise the schedule's change in force at `now`, read from the database, and kept on the
 * payment for revenue by fee period. `changed` when an open intent is priced again at a price
 * other than the one its traveller was shown.
 */
async function priceOf(tx: Database, open: PaymentRow | undefined, now: Date) {
  if (open?.pricedAt && open.pricePence !== null && open.governmentFeePence !== null) {
    if (!priceExpired(open.pricedAt, now)) {
      const level = { pricePence: open.pricePence, governmentFeePence: open.governmentFeePence };
      return { level, feeChangeId: open.feeChangeId, pricedAt: open.pricedAt, changed: false };
    }
  }
  const { level, feeChangeId } = await feeChangeAt(tx, now);
  const changed = open !== undefined && pricePerTravellerOf(open) !== level.pricePence;
  return { level, feeChangeId, pricedAt: now, changed };
}

/**
 * Paid after its intent's life at a price that has changed since: the intent asks the new price
 * and the traveller is told it before paying (409 PRICE_CHANGED); the same price is simply paid.
 */
async function repriceExpired(services: Services, row: PaymentRow, now: Date) {
  const price = await priceOf(services.db, row, now);
  if (!price.changed) return;
  const amountPence = price.level.pricePence * row.travellerCount;
  await services.payments.resumeIntent({ id: row.providerIntentId, amountPence });
  await services.db
    .update(payments)
    .set({ amountPence, ...price.level, feeChangeId: price.feeChangeId, pricedAt: now, updatedAt: now })
    .where(eq(payments.id, row.id));
  throw priceChanged({ ...price.level, amountPence });
}

/** 409 PRICE_CHANGED with the new price per traveller, the fee it includes and the new total. */
export const priceChanged = (params: PriceChangedParams) =>
  refuse(409, refusalCodes.priceChanged, feeMessages.priceChanged, { params });

/** Another draft's unpaid intent gives its documents up: it is cancelled, or the request waits (409). */
async function cancelUnpaid(services: Services, tx: Database, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) return;
  if (!(await services.payments.cancelIntent(row.providerIntentId))) {
    throw conflict(paymentMessages.paymentProcessing, refusalCodes.paymentProcessing);
  }
  await tx.update(payments).set({ status: 'canceled', updatedAt: new Date() }).where(eq(payments.id, row.id));
}

const paymentNotFoundMessage = 'Payment not found.';
export const ownsPayment = (row: PaymentRow, owner: Owner) =>
  (row.sessionId !== null && row.sessionId === owner.sessionId) || (row.userId !== null && row.userId === owner.userId);

/**
 * The payment of a provider intent id, for its owner: 404 for a missing one and for another's.
 * An account's payment asked for without any signed-in user is 401: the traveller's session
 * ended (in another tab, or timed out) and signing in again lets them pay, where 'payment not
 * found' would send them to start over.
 */
export async function ownedPayment(db: Database, providerIntentId: string, owner: Owner): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, providerIntentId));
  if (!row) throw notFound(paymentNotFoundMessage, refusalCodes.paymentNotFound);
  if (row.userId !== null && owner.userId === null && !ownsPayment(row, owner)) throw unauthorized();
  if (!ownsPayment(row, owner)) throw notYours(paymentNotFoundMessage, refusalCodes.paymentNotFound);
  return row;
}

/** POST /api/payments/sandbox/confirm: the sandbox's card check, recorded on the payment. */
export async function confirmSandboxPayment(services: Services, card: SandboxCard, owner: Owner) {
  const row = await ownedPayment(services.db, card.paymentIntentId, owner);
  if (row.provider !== 'sandbox') throw notFound(paymentNotFoundMessage, refusalCodes.paymentNotFound);
  if (row.status === 'succeeded') return { id: row.providerIntentId, status: row.status };
  if (row.status !== 'requires_payment' && row.status !== 'failed')
    throw badRequest(paymentMessages.documentsChanged, undefined, refusalCodes.documentsChanged);
  // The sandbox can refuse before money 'moves': a document removed since the intent was made.
  const data = snapshotOf(services.db, row);
  if ((await documentsOfPayment(services.db, data, row.id)).missing.length > 0) {
    throw badRequest(paymentMessages.documentsChanged, undefined, refusalCodes.documentsChanged);
  }
  await repriceExpired(services, row, new Date());
  let details: PaymentDetails;
  try {
    details = chargeSandboxCard(card);
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.cardDeclined) {
      await services.db
        .update(payments)
        .set({ status: 'failed', failureMessage: declinedMessage, updatedAt: new Date() })
        .where(eq(payments.id, row.id));
    }
    throw error;
  }
  const updated = await services.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', paymentDetails: details, failureMessage: null, updatedAt: new Date() })
      .where(eq(payments.id, row.id))
      .returning();
    await closeDraft(tx, row);
    return paid;
  });
  return { id: row.providerIntentId, status: updated?.status ?? 'succeeded' };
}
