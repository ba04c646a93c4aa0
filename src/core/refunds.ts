import { z } from 'zod';
import { formatMoney } from './format';
import type { Pence } from './money';
import type { ApplicationStatus } from './statuses';

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
 * Before any traveller is submitted to the authorities (until per-traveller cases exist: pending or
 * under review; a cancellation is only allowed while pending) everything paid may be refunded.
 */
export const beforeSubmissionStatuses: readonly ApplicationStatus[] = ['pending', 'reviewing', 'cancelled'];

/**
 * The most that may still be refunded (DECISIONS.md 'Refunds'): before submission everything paid
 * less refunds; after it the government fee is spent, so at most the service fee of the travellers
 * less refunds; never more than was paid in total. Pending refunds count as refunded.
 */
export function refundablePence(input: {
  status: ApplicationStatus;
  paidPence: Pence;
  refundedPence: Pence;
  travellers: number;
  perTravellerPence: Pence;
  governmentFeePence: Pence;
}): Pence {
  const left = input.paidPence - input.refundedPence;
  if (beforeSubmissionStatuses.includes(input.status)) return Math.max(0, left);
  const serviceFee = Math.max(0, input.perTravellerPence - input.governmentFeePence) * input.travellers;
  return Math.max(0, Math.min(left, serviceFee - input.refundedPence));
}

export const refundTooLargeMessage = (most: Pence) =>
  most > 0
    ? `At most ${formatMoney(most, 'en')} can be refunded for this application.`
    : 'Nothing more can be refunded for this application.';
