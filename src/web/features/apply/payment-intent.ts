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
