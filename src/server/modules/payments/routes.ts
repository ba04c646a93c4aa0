import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCardSchema } from '../../../core/applications';
import { notFound } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import { requestLanguage } from '../../lib/language';
import type { Owner } from '../documents/service';
import { retryPendingRefunds } from '../refunds/service';
import { confirmSandboxPayment, createPaymentIntent } from './intents';
import { reconcilePayments, submitApplication } from './settle';
import { stripeWebhook } from './webhook';

const reconcileEveryMs = 30_000;

/** The payment's owner: the visit's session, and its user when signed in. */
export async function ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<Owner> {
  const session = await request.server.sessions.ensure(request, reply);
  const user = await request.currentUser();
  return { sessionId: session.id, userId: user?.id ?? null };
}

/**
 * Payment intents, the sandbox's card form, Stripe's webhook, the submission of a paid application
 * (spec §7) and the reconciliation loop (issue 16).
 */
export const paymentsPlugin = fp(paymentRoutes, {
  name: 'payments',
  dependencies: ['application-services', 'mail', 'sessions'],
});

async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const services = app.applicationServices;
  const provider = services.payments;
  app.decorate('reconcilePayments', (olderThanMs?: number) => reconcilePayments(services, olderThanMs));

  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        body: z.object({ applicationData: z.unknown() }).loose(),
        response: {
          200: z.object({
            clientSecret: z.string(),
            paymentIntentId: z.string(),
            amount: z.number().int(),
            currency: z.literal('gbp'),
            provider: z.enum(['sandbox', 'stripe']),
            /** Stripe's publishable key, for Stripe Elements in the browser (only with the stripe provider). */
            publishableKey: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) =>
      createPaymentIntent(services, {
        raw: request.body.applicationData,
        owner: await ownerOf(request, reply),
        language: requestLanguage(request),
      }),
  );

  app.post(
    '/api/payments/sandbox/confirm',
    {
      schema: {
        body: sandboxCardSchema,
        response: { 200: z.object({ paymentIntent: z.object({ id: z.string(), status: z.string() }) }) },
      },
    },
    async (request, reply) => {
      if (provider.name !== 'sandbox') throw notFound();
      const paymentIntent = await confirmSandboxPayment(services, request.body, await ownerOf(request, reply));
      return { paymentIntent };
    },
  );

  app.post(
    '/api/applications',
    {
      schema: {
        body: z.object({ paymentId: z.string().min(1).max(200) }).loose(),
        response: {
          201: z.object({
            success: z.literal(true),
            application: z.object({ id: z.string(), referenceNumber: z.string(), status: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const application = await submitApplication(services, {
        paymentIntentId: request.body.paymentId,
        owner: await ownerOf(request, reply),
      });
      app.mailer.nudge();
      return reply.code(201).send({ success: true as const, application });
    },
  );

  if (provider.name === 'stripe') await fastify.register(stripeWebhook(services));
}

/** The mop-up: payments not final, paid ones without their application, refunds not confirmed. */
export const paymentsReconcileJob = (app: FastifyInstance): Job => ({
  name: 'payments.reconcile',
  everyMs: reconcileEveryMs,
  leaseMs: 5 * 60_000,
  async run() {
    const services = app.applicationServices;
    const [created, refunded] = await Promise.all([reconcilePayments(services), retryPendingRefunds(services)]);
    if (created.length > 0 || refunded > 0) app.mailer.nudge();
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    reconcilePayments(olderThanMs?: number): ReturnType<typeof reconcilePayments>;
  }
}
