import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SandboxCard, travellerCountOf, ukDayOf, ukToday } from '../../../core/application';
import { errorCodes, refusalCodes } from '../../../core/errors';
import type { Language } from '../../../core/languages';
import { openPaymentStatuses, paymentMessages } from '../../../core/payments';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, notYours } from '../../lib/errors';
import type { PaymentDetails } from '../../lib/payments/index';
import { chargeSandboxCard, declinedMessage } from '../../lib/payments/sandbox';
import { openSuitability, sealerOf, sealSuitability } from '../../lib/sealed-answers';
import {
  amountFor,
  assertAcceptingApplications,
  closeDraft,
  parseApplication,
  type Services,
} from '../applications/service';
import type { Owner } from '../documents/service';
import { attachDocuments, documentsForIntent, documentsOfPayment } from './documents';

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
 * snapshot. One intent per draft (issue 16): asked again, the draft's open intent is returned, its
 * amount updated when the price changed; two requests at once wait for each other on the draft's
 * advisory lock, so they make one. The documents are attached to the intent.
 */
export async function createPaymentIntent(
  services: Services,
  input: { raw: unknown; owner: Owner; language: Language },
) {
  await assertAcceptingApplications(services.db);
  const data = parseApplication(input.raw, services.today);
  const amountPence = await amountFor(services.db, data);
  const draftKey = draftKeyOf(input.owner);
  const intent = await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${draftKey}, 0))`);
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.draftKey, draftKey), inArray(payments.status, [...openPaymentStatuses])));
    if (open?.status === 'processing')
      throw conflict(paymentMessages.paymentProcessing, refusalCodes.paymentProcessing);
    const paymentId = open?.id ?? randomUUID();
    const { documentIds, otherIntents } = await documentsForIntent(tx, data, input.owner, paymentId);
    for (const other of otherIntents) await cancelUnpaid(services, tx, other);
    const fields = {
      amountPence,
      // The suitability answers are sealed in the snapshot too (decision 033).
      snapshot: sealSuitability(sealerOf(services.db), data),
      snapshotDay: (services.today ?? ukToday)(),
      travellerCount: travellerCountOf(data),
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
    return made;
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: amountPence,
    currency: 'gbp' as const,
    provider: services.payments.name,
    ...(services.payments.name === 'stripe' && services.payments.publishableKey
      ? { publishableKey: services.payments.publishableKey }
      : {}),
  };
}

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

/** The payment of a provider intent id, for its owner: 404 for a missing one and for another's. */
export async function ownedPayment(db: Database, providerIntentId: string, owner: Owner): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, providerIntentId));
  if (!row) throw notFound(paymentNotFoundMessage, refusalCodes.paymentNotFound);
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
