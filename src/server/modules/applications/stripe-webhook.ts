import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { ukDayOf } from '../../../core/application';
import { payments } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { stripeClient } from '../../lib/payments/stripe';
import type { Owner } from '../documents/service';
import { createApplicationFromPayment, parseApplication, type Services } from './service';

/**
 * POST /api/payments/webhook (Stripe only): the signed event tells us a payment succeeded even
 * when the browser never came back; the application is then created from the stored snapshot.
 * Its own plugin scope, so only this route reads the raw body the signature covers.
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
        throw badRequest('Invalid signature');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intentId = (event.data.object as Stripe.PaymentIntent).id;
        const [payment] = await services.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
        if (payment) {
          const intent = await services.payments.retrieveIntent(intentId);
          if (intent.status === 'succeeded' && intent.amountPence === payment.amountPence) {
            const [updated] = await services.db
              .update(payments)
              .set({ status: 'succeeded', paymentDetails: intent.details, updatedAt: new Date() })
              .where(eq(payments.id, payment.id))
              .returning();
            const data = parseApplication(payment.snapshot, () => ukDayOf(payment.createdAt));
            const owner: Owner = { sessionId: payment.sessionId, userId: payment.userId };
            await createApplicationFromPayment(services, updated ?? payment, data, owner, intent.details);
            app.mailer.nudge();
          } else if (event.type === 'payment_intent.payment_failed') {
            const message = (event.data.object as Stripe.PaymentIntent).last_payment_error?.message ?? null;
            await services.db
              .update(payments)
              .set({ status: 'failed', failureMessage: message, updatedAt: new Date() })
              .where(eq(payments.id, payment.id));
          }
        }
      }
      return reply.send({ received: true });
    });
  };
}
