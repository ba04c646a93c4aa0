import Stripe from 'stripe';
import type { Config } from '../../config';
import type { IntentStatus, PaymentDetails, PaymentProvider } from './provider';

export function stripeClient(settings: Config['payments']['stripe']): Stripe {
  if (!settings.secretKey) throw new Error('STRIPE_SECRET_KEY is required for the stripe provider');
  return new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

function statusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

function refundStatusOf(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function isRefusal(error: Stripe.errors.StripeError): boolean {
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** Card details as Stripe reports them on the charge: brand, last four, expiry, cardholder. */
export function detailsOf(intent: Stripe.PaymentIntent): PaymentDetails | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  if (!charge) return null;
  return {
    cardholderName: charge.billing_details?.name ?? null,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expiryDate: card
      ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`
      : null,
  };
}

/** Stripe through its official SDK; card data stays with Stripe Elements in the browser. */
export function stripeProvider(settings: Config['payments']['stripe']): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ amountPence, currency, paymentId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata: { paymentId },
        },
        { idempotencyKey: `advena-intent-${paymentId}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async resumeIntent({ id, amountPence }) {
      // Asked first: our row may not know yet that the traveller paid (the webhook is late), and
      // Stripe.js refuses to start Elements on a paid or processing intent (2025-09-30.clover).
      let intent = await stripe.paymentIntents.retrieve(id);
      const status = statusOf(intent.status);
      if (status === 'requires_payment' && amountPence !== undefined && amountPence !== intent.amount) {
        intent = await stripe.paymentIntents.update(id, { amount: amountPence });
      }
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret, status };
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return true;
      } catch (error) {
        // Refused when already cancelled, or paid or being paid (which reconciliation will hear about).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return (await stripe.paymentIntents.retrieve(id)).status === 'canceled';
      }
    },
    async retrieveIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      return {
        id: intent.id,
        status: statusOf(intent.status),
        amountPence: intent.amount,
        currency: intent.currency,
        details: detailsOf(intent),
      };
    },
    async refundStatus(id) {
      const refund = await stripe.refunds.retrieve(id);
      return {
        id: refund.id,
        status: refundStatusOf(refund.status),
        failureMessage: refund.failure_reason ?? undefined,
      };
    },
    async refund({ providerIntentId, amountPence, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: providerIntentId, amount: amountPence, metadata: { refundId: idempotencyKey } },
          { idempotencyKey: `advena-refund-${idempotencyKey}` },
        );
        return {
          id: refund.id,
          status: refundStatusOf(refund.status),
          failureMessage: refund.failure_reason ?? undefined,
        };
      } catch (error) {
        // Stripe said no (4xx other than a rate limit or a concurrent use of the key): final. Anything else is unknown.
        if (error instanceof Stripe.errors.StripeError && isRefusal(error)) {
          return { id: null, status: 'failed', failureMessage: error.message };
        }
        throw error;
      }
    },
  };
}
