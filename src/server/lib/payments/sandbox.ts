import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type SandboxCard, sandboxTestCards } from '../../../core/applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, badRequest } from '../errors';
import type { PaymentDetails, PaymentProvider } from './provider';

export const declinedMessage = 'Your card was declined.';
export const notATestCardMessage = 'This is a test payment system: only the test card 4242 4242 4242 4242 is accepted.';

/**
 * The built-in sandbox (docs/decisions/003-sandbox-payments.md): no money moves, only published test card numbers are
 * accepted, and the payments table itself is the provider's record.
 */
export function sandboxProvider(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    // The sandbox's client secret is a name only: its card route checks the payment's owner instead.
    async createIntent() {
      const id = `sb_pi_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret` };
    },
    // The payments table is the sandbox's record, and the caller resumes only an unpaid row.
    async resumeIntent({ id }) {
      return { id, clientSecret: `${id}_secret`, status: 'requires_payment' };
    },
    // The payments table is the sandbox's record: the caller marks the row cancelled if still unpaid.
    async cancelIntent(id) {
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.providerIntentId, id));
      return row?.status !== 'succeeded' && row?.status !== 'processing';
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, id));
      if (!row) throw badRequest('Payment not found.', undefined, refusalCodes.paymentNotFound);
      return {
        id,
        // Ours alone: money was taken for needs_attention and refunded alike.
        status: row.status === 'needs_attention' || row.status === 'refunded' ? 'succeeded' : row.status,
        amountPence: row.amountPence,
        currency: row.currency,
        details: (row.paymentDetails as PaymentDetails | null) ?? null,
      };
    },
    // No money moves: the refunds table is the sandbox's record; the same key gives the same id.
    async refund({ idempotencyKey }) {
      return { id: `sb_re_${idempotencyKey.replaceAll('-', '')}`, status: 'succeeded' };
    },
    async refundStatus(id) {
      return { id, status: 'succeeded' };
    },
  };
}

/** The outcome of a sandbox card: succeeded with the details we may keep, or an error. */
export function chargeSandboxCard(card: SandboxCard): PaymentDetails {
  if (card.cardNumber === sandboxTestCards.declined) throw new AppError(402, errorCodes.cardDeclined, declinedMessage);
  if (card.cardNumber !== sandboxTestCards.success) {
    throw badRequest(notATestCardMessage, { cardNumber: refusalCodes.notATestCard }, refusalCodes.notATestCard);
  }
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  const now = new Date();
  const currentYear = now.getUTCFullYear() % 100;
  if (year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1)) {
    throw badRequest('Your card has expired.', { expiry: refusalCodes.cardExpired }, refusalCodes.cardExpired);
  }
  return {
    cardholderName: card.cardholderName,
    brand: 'visa',
    last4: card.cardNumber.slice(-4),
    expiryDate: card.expiry,
  };
}
