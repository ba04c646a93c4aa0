import { z } from 'zod';
import { fieldCodes } from './field-codes';
import { maxFeePence, settingsCodes, settingsMessages } from './settings';

/** The messages of a scheduled change; the admin form shows each in the reader's language. */
export const feeMessages = {
  effectiveFrom: 'Please choose the date the change starts',
  notFuture: 'A change can only be scheduled for a date still to come',
  sameInstant: 'Another change already starts at that moment',
  started: 'This change has already started and can no longer be withdrawn',
  notFound: 'Fee change not found',
  priceChanged: 'The price has changed since this payment was prepared. Please check the new amount and pay again.',
  price: 'Please enter a price in pence',
  feeNegative: settingsMessages.feeNegative,
  feeTooHigh: settingsMessages.feeTooHigh,
  priceBelowGovernmentFee: settingsMessages.priceBelowGovernmentFee,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const feeCodes = {
  ...fieldCodes('FEE', ['price', 'effectiveFrom']),
  feeNegative: settingsCodes.feeNegative,
  feeTooHigh: settingsCodes.feeTooHigh,
  priceBelowGovernmentFee: settingsCodes.priceBelowGovernmentFee,
} as const;

const pence = z
  .number({ error: feeCodes.price })
  .int(feeCodes.price)
  .min(0, feeCodes.feeNegative)
  .max(maxFeePence, feeCodes.feeTooHigh);

/** POST /api/admin/fees: a change from an instant (the form sends 00:00 Europe/London of a UK date). */
export const feeChangeRequestSchema = z
  .object({
    effectiveFrom: z.iso.datetime({ offset: true, error: feeCodes.effectiveFrom }),
    pricePence: pence,
    governmentFeePence: pence,
  })
  .refine((change) => change.pricePence > change.governmentFeePence, {
    message: feeCodes.priceBelowGovernmentFee,
    path: ['pricePence'],
  });
export type FeeChangeRequest = z.infer<typeof feeChangeRequestSchema>;

/** Where a change stands at the moment it is read. */
export const feeChangeStates = ['past', 'current', 'future', 'withdrawn'] as const;
export type FeeChangeState = (typeof feeChangeStates)[number];

/** One change as GET /api/admin/fees lists it: the schedule and its history, newest first. */
export const feeChangeSchema = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  pricePence: z.number().int(),
  governmentFeePence: z.number().int(),
  state: z.enum(feeChangeStates),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** Revenue by fee period: the paid applications priced under this change, their travellers and what they paid. */
  applications: z.number().int(),
  travellers: z.number().int(),
  revenuePence: z.number().int(),
});
export type FeeChange = z.infer<typeof feeChangeSchema>;

export const feeChangeListSchema = z.object({ success: z.literal(true), changes: z.array(feeChangeSchema) });
export type FeeChangeList = z.infer<typeof feeChangeListSchema>;

/** The params of 409 PRICE_CHANGED: the new price per traveller, the fee it includes and the new total, in pence. */
export const priceChangedParamsSchema = z.object({
  pricePence: z.number().int(),
  governmentFeePence: z.number().int(),
  amountPence: z.number().int(),
});
export type PriceChangedParams = z.infer<typeof priceChangedParamsSchema>;
