import { z } from 'zod';
import { fieldCodes } from './field-codes';
import { maxLengths } from './limits';

export const cardholderNameMessages = {
  tooShort: 'Cardholder name must be at least 2 characters',
  tooLong: `Cardholder name must be at most ${maxLengths.cardholderName} characters`,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const cardholderNameCodes = {
  ...fieldCodes('CARDHOLDER_NAME', ['tooShort', 'tooLong']),
} as const;

/** The cardholder name of both card forms (sandbox and Stripe), kept with the payment's details. */
export const cardholderNameSchema = z
  .string({ error: cardholderNameCodes.tooShort })
  .trim()
  .min(2, cardholderNameCodes.tooShort)
  .max(maxLengths.cardholderName, cardholderNameCodes.tooLong);

/** The sandbox card's rules, said at their fields in the reader's words (apply: payment.cardErrors). */
export const cardMessages = {
  cardNumber: 'Card number must be 16 digits',
  expiry: 'Expiry must be MM/YY',
  cvc: 'CVC must be 3 or 4 digits',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const cardCodes = {
  ...fieldCodes('CARD', ['cardNumber', 'expiry', 'cvc']),
} as const;

/** Sandbox card form (docs/decisions/003-sandbox-payments.md: only published test cards). */
export const sandboxCardSchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
  cardholderName: cardholderNameSchema,
  cardNumber: z
    .string()
    .max(maxLengths.cardNumber, cardCodes.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, cardCodes.cardNumber)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardCodes.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, cardCodes.cvc),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxTestCards = { success: '4242424242424242', declined: '4000000000000002' } as const;
