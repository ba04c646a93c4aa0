import { z } from 'zod';
import { fieldCodes } from './field-codes';

/**
 * A payment's life (issue 16). The first five are the provider's word on the intent; the last two
 * are ours:
 * - `needs_attention`: money may have been taken but no application could be built from it (a
 *   document gone, an amount that differs); staff retry it or refund it.
 * - `refunded`: such a payment, given back in full without an application.
 * `failed` is not final: the traveller may try another card on the same intent.
 */
export const paymentStatuses = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'needs_attention',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The statuses of a draft's one open intent: asked for again, it is the same intent. */
export const openPaymentStatuses = ['requires_payment', 'processing', 'failed'] as const satisfies PaymentStatus[];

/** Statuses under which the documents attached to a payment may still be removed: nothing is taken yet. */
export const unpaidPaymentStatuses = ['requires_payment', 'failed'] as const satisfies PaymentStatus[];

/** A payment that has not taken money (or gave it all back) lets its documents go to another draft or be removed. */
export const paymentReleasesDocuments = (status: PaymentStatus) =>
  status === 'canceled' || status === 'refunded' || (unpaidPaymentStatuses as readonly string[]).includes(status);

/** Why a payment needs staff: each shown in the admin list in words. */
export const attentionReasons = ['documents_missing', 'amount_mismatch', 'invalid_snapshot', 'build_failed'] as const;
export type AttentionReason = (typeof attentionReasons)[number];

/**
 * Asking the provider about a payment not in a final state, whatever its age: after 1, 2, 4, …
 * minutes, at most once every 6 hours. An intent nobody paid for a week is cancelled.
 */
export function nextCheckDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts) * 60_000, 6 * 3600_000);
}
export const abandonedIntentAgeMs = 7 * 24 * 3600_000;

/** Building an application that fails for a reason we cannot name is tried this often before staff are asked. */
export const maxBuildAttempts = 5;

/** A payment in the admin 'Payments needing attention' list. */
export const attentionPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  providerIntentId: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  reason: z.enum(attentionReasons),
  detail: z.string().nullable(),
  /** The paying account's e-mail; null when the payer had no account. */
  accountEmail: z.string().nullable(),
  /** The main applicant as typed in the application that was paid for. */
  applicantName: z.string().nullable(),
  applicantEmail: z.string().nullable(),
  travellerCount: z.number().int(),
  createdAt: z.string(),
  attentionAt: z.string().nullable(),
});
export type AttentionPayment = z.infer<typeof attentionPaymentSchema>;

export const attentionPageSize = 50;

/**
 * A refund the provider refused, on the same list (staff refund again or contact the payer): until
 * a later refund of the same payment is made or under way. `applicationId` null for a payment
 * without an application.
 */
export const failedRefundSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  reference: z.string(),
  amountPence: z.number().int(),
  reason: z.string(),
  failureMessage: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedRefund = z.infer<typeof failedRefundSchema>;

/** How a payment without an application is named to its payer and to staff: P- and 8 characters of its id. */
export const paymentReferenceOf = (paymentId: string) => `P-${paymentId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** What the traveller is told (English here; the apply namespace's `paymentErrors` in ten languages). */
export const paymentMessages = {
  documentPaidFor: 'This document belongs to an application that has been paid for. Please upload it again.',
  documentLocked: 'This document is part of a payment and can no longer be removed.',
  paymentProcessing: 'Your payment is being processed. Please wait a moment, then check your dashboard.',
  paymentHeld:
    'Your payment has been received, and our team is checking your application before it is submitted. We will e-mail you.',
  documentsChanged: 'A document was removed after the payment was prepared. Please go back to the Documents step.',
} as const;
/** The one said at a field (a document of the application), by its code (decision 051). */
export const paymentCodes = fieldCodes('PAYMENT', ['documentPaidFor']);
