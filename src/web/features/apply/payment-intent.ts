import { refusalCodes } from '../../../core/errors';
import { ApiError } from '../../lib/api';

/** A payment intent as POST /api/create-payment-intent answers it (shared by the payment form and the card forms). */
export interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: 'gbp';
  provider: 'sandbox' | 'stripe';
  /** Only with the stripe provider: the key Stripe.js needs in the browser. */
  publishableKey?: string;
}

/** 409 PRICE_CHANGED's params (decision 037): the new price per traveller, the fee it includes and the total, in pence. */
export interface PriceChange {
  pricePence: number;
  governmentFeePence: number;
  amountPence: number;
}

/** The new price of a 409 PRICE_CHANGED, or null for any other refusal. */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.body?.code !== refusalCodes.priceChanged) return null;
  const { pricePence, governmentFeePence, amountPence } = error.body.params ?? {};
  return typeof pricePence === 'number' && typeof governmentFeePence === 'number' && typeof amountPence === 'number'
    ? { pricePence, governmentFeePence, amountPence }
    : null;
}
