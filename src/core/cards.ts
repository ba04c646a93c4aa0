import { z } from 'zod';
import { maxLengths } from './limits';

export const cardholderNameMessages = {
  tooShort: 'Cardholder name must be at least 2 characters',
  tooLong: `Cardholder name must be at most ${maxLengths.cardholderName} characters`,
} as const;

/** The cardholder name of both card forms (sandbox and Stripe), kept with the payment's details. */
export const cardholderNameSchema = z
  .string({ error: cardholderNameMessages.tooShort })
  .trim()
  .min(2, cardholderNameMessages.tooShort)
  .max(maxLengths.cardholderName, cardholderNameMessages.tooLong);

/** The sandbox card's rules, said at their fields in the reader's words (apply: payment.cardErrors). */
export const cardMessages = {
  cardNumber: 'Card number must be 16 digits',
  expiry: 'Expiry must be MM/YY',
  cvc: 'CVC must be 3 or 4 digits',
} as const;

/** Sandbox card form (docs/decisions/003-sandbox-payments.md: only published test cards). */
export const sandboxCardSchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
  cardholderName: cardholderNameSchema,
  cardNumber: z
    .string()
    .max(maxLengths.cardNumber, cardMessages.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, cardMessages.cardNumber)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardMessages.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, cardMessages.cvc),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxTestCards = { success: '4242424242424242', declined: '4000000000000002' } as const;
