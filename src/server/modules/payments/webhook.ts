import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { refusalCodes } from '../../../core/errors';
import { paymentEvents, payments } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { stripeClient } from '../../lib/payments/stripe';
import type { Services } from '../../lib/services';
import { settleIntent } from './settle';

export const invalidSignatureMessage = 'Invalid signature';

const intentEvents = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
]);

/**
 * POST /api/payments/webhook (Stripe only): the signed event tells us a payment moved even when the
 * browser never came back. Stripe sends each event at least once and in any order, so an event id
 * already handled is acknowledged and skipped, and the event itself is only a prompt: the intent
 * is asked from Stripe and settled by what Stripe says now (a payment only moves forward). Its own
 * plugin scope, so only this route reads the raw body the signature covers.
 */
export function stripeWebhook(services: Services) {
  return async (app: FastifyInstance) => {
    const settings = app.config.payments.stripe;
    const stripe = stripeClient(settings);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // Stripe's servers send no Origin; the signature is what proves the caller.
    app.post('/api/payments/webhook', { config: { allowCrossOrigin: true } }, async (request, reply) => {
      if (!settings.webhookSecret) throw notFound();
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), settings.webhookSecret);
      } catch {
        throw badRequest(invalidSignatureMessage, undefined, refusalCodes.invalidSignature);
      }
      const [seen] = await services.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
      if (seen) return reply.send({ received: true, duplicate: true });
      if (intentEvents.has(event.type)) {
        const intentId = (event.data.object as Stripe.PaymentIntent).id;
        const [payment] = await services.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
        if (payment) {
          const created = await settleIntent(services, payment, await services.payments.retrieveIntent(intentId));
          if (created) app.mailer.nudge();
        }
      }
      // Recorded once handled: an event that failed half-way is handled again when Stripe retries it.
      await services.db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return reply.send({ received: true });
    });
  };
}
