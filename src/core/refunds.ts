import { z } from 'zod';
import { type CaseStatus, isBeforeSubmission } from './cases';
import { formatMoney } from './format';
import type { Pence } from './money';

/** pending: recorded, the provider not yet (or not surely) done; then succeeded or failed. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundReasonMaxLength = 500;

/** A refund as the traveller and staff see it on the application. */
export const refundSchema = z.object({
  amountPence: z.number().int(),
  status: z.enum(refundStatuses),
  reason: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /api/admin/applications/{id}/refunds. */
export const refundRequestSchema = z.object({
  amountPence: z
    .number({ error: 'Please enter an amount' })
    .int('Please enter an amount in pounds and pence')
    .positive('Please enter an amount above £0.00'),
  reason: z
    .string({ error: 'Please give a reason for the refund' })
    .trim()
    .min(1, 'Please give a reason for the refund')
    .max(refundReasonMaxLength, `Please keep the reason to ${refundReasonMaxLength} characters or fewer`),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * The most that may still be refunded (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money and erasure follow each traveller'):
 * the sum over travellers of a traveller not yet submitted (or cancelled before submission), their
 * whole price, and of one submitted or decided, their service fee (the government fee is spent);
 * less what was refunded; never more than was paid. Pending refunds count as refunded.
 */
export function refundablePence(input: {
  cases: readonly CaseStatus[];
  paidPence: Pence;
  refundedPence: Pence;
  perTravellerPence: Pence;
  governmentFeePence: Pence;
}): Pence {
  const serviceFee = Math.max(0, input.perTravellerPence - input.governmentFeePence);
  const limit = input.cases.reduce(
    (sum, status) =>
      sum + (isBeforeSubmission(status) || status === 'cancelled' ? input.perTravellerPence : serviceFee),
    0,
  );
  return Math.max(0, Math.min(input.paidPence, limit) - input.refundedPence);
}

/**
 * The reasons the service itself gives a refund (a cancellation before submission), stored in
 * English on the refund and said in the reader's language where it is shown (the receipt).
 */
export const systemRefundReasons = {
  applicationCancelled: 'Cancelled by the traveller before submission',
  travellerCancelledByOwner: 'A traveller cancelled by the applicant before submission',
  travellerCancelledByStaff: 'A traveller cancelled by staff before submission',
  accountDeleted: 'Account deleted: a traveller cancelled before submission',
} as const;
export type SystemRefundReason = keyof typeof systemRefundReasons;

/** The key of a reason the service gave, or null for a reason staff wrote. */
export const systemRefundReasonOf = (reason: string): SystemRefundReason | null =>
  (Object.entries(systemRefundReasons).find(([, text]) => text === reason)?.[0] as SystemRefundReason) ?? null;

/**
 * What a cancellation gives back: each cancelled traveller's price (all that may still be refunded
 * when every traveller is cancelled), within what may still be refunded.
 */
export function cancellationRefundPence(input: {
  cancelled: number;
  travellers: number;
  perTravellerPence: Pence;
  refundablePence: Pence;
}): Pence {
  if (input.cancelled >= input.travellers) return input.refundablePence;
  return Math.max(0, Math.min(input.perTravellerPence * input.cancelled, input.refundablePence));
}

export const refundTooLargeMessage = (most: Pence) =>
  most > 0
    ? `At most ${formatMoney(most, 'en')} can be refunded for this application.`
    : 'Nothing more can be refunded for this application.';

/**
 * The amount of a 'refunded' history event, in pence: kept in its details since #37, read from the
 * English note ('£49.99 refunded') older rows carry, so every reader sees the line in their words.
 */
export function refundedEventAmount(details: unknown, notes: string | null): number | null {
  const kept = (details as { amountPence?: unknown } | null)?.amountPence;
  if (typeof kept === 'number' && Number.isInteger(kept)) return kept;
  const old = notes?.match(/^£(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))? refunded$/);
  if (!old?.[1]) return null;
  return Number(old[1].replaceAll(',', '')) * 100 + Number(old[2] ?? 0);
}
