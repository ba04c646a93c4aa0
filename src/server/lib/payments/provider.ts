/** What we keep about how a traveller paid (docs/decisions/047-the-first-readings-of-the-spec.md: never a full card number). */
export interface PaymentDetails {
  cardholderName: string | null;
  brand: string | null;
  last4: string | null;
  expiryDate: string | null;
}

export type IntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountPence: number;
  currency: string;
  details: PaymentDetails | null;
}

/** A card payment provider: the sandbox for local runs, Stripe in production. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The key the browser needs to load the provider's card form (Stripe's publishable key); never a secret. */
  readonly publishableKey?: string;
  /** Creates an intent for an amount the server computed. */
  createIntent(input: { amountPence: number; currency: 'gbp'; paymentId: string }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  /**
   * The same intent again, for a draft that asks a second time: its client secret, and the amount
   * changed first when the draft's price did (Stripe: update the PaymentIntent). With the status the
   * provider gives it now: one already being paid or paid is left as it is (Stripe Elements refuses
   * to start with its client secret), and the caller says so instead of handing the secret out.
   */
  resumeIntent(input: { id: string; amountPence?: number }): Promise<{
    id: string;
    clientSecret: string;
    status: IntentStatus;
  }>;
  /**
   * Cancels an intent nobody will pay (abandoned, or its documents moved to another draft). False
   * when it can no longer be cancelled (it is being paid or was paid): the caller leaves it be.
   */
  cancelIntent(id: string): Promise<boolean>;
  /** Asks the provider (not the browser) how the intent stands. */
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Refunds part or all of a succeeded intent. The same idempotency key (our refund's id) never
   * refunds twice. A refusal comes back as `failed` with the provider's reason; an error that
   * leaves the outcome unknown (network, provider 5xx) is thrown, and the refund is asked again.
   */
  refund(input: { providerIntentId: string; amountPence: number; idempotencyKey: string }): Promise<ProviderRefund>;
  /** How a refund the provider accepted as pending stands now (Stripe: retrieve the refund). */
  refundStatus(providerRefundId: string): Promise<ProviderRefund>;
}

export interface ProviderRefund {
  /** Null when the provider refused before making one. */
  id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  failureMessage?: string;
}
