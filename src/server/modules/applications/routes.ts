import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCardSchema, savedProgressSchema } from '../../../core/application';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { createPaymentProvider, type PaymentProvider } from '../../lib/payments/index';
import { signedInUser } from '../../lib/sessions';
import type { Owner } from '../documents/service';
import { retryPendingRefunds } from '../refunds/service';
import {
  confirmSandboxPayment,
  createPaymentIntent,
  getSavedProgress,
  reconcilePayments,
  type Services,
  saveProgress,
  submitApplication,
} from './service';
import { stripeWebhook } from './stripe-webhook';

const reconcileEveryMs = 30_000;

/** Payments, submission, reconciliation and saved progress (spec §7). */
export const applicationsPlugin = fp(async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = createPaymentProvider(app.config, app.db);
  const services: Services = { db: app.db, payments: provider, log: app.log };
  app.decorate('applicationServices', services);
  app.decorate('reconcilePayments', (olderThanMs?: number) => reconcilePayments(services, olderThanMs));

  async function ownerOf(request: FastifyRequest, reply: import('fastify').FastifyReply): Promise<Owner> {
    const session = await app.sessions.ensure(request, reply);
    const user = await request.currentUser();
    return { sessionId: session.id, userId: user?.id ?? null };
  }

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
      const { paymentId, ...formData } = request.body;
      const application = await submitApplication(services, {
        raw: { ...formData, processingType: formData.processingType ?? 'priority' },
        paymentIntentId: paymentId,
        owner: await ownerOf(request, reply),
      });
      app.mailer.nudge();
      return reply.code(201).send({ success: true as const, application });
    },
  );

  app.get('/api/application/saved-progress', async (request) => {
    const user = await signedInUser(request);
    return { success: true, data: await getSavedProgress(app.db, user.id) };
  });

  app.post('/api/application/save-progress', { schema: { body: savedProgressSchema } }, async (request) => {
    const user = await signedInUser(request);
    const lastSaved = await saveProgress(app.db, user.id, request.body);
    return { success: true, lastSaved: lastSaved.toISOString() };
  });

  if (provider.name === 'stripe') await fastify.register(stripeWebhook(services));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  if (app.config.runJobs) {
    timer = setInterval(() => {
      if (running) return;
      running = Promise.all([reconcilePayments(services), retryPendingRefunds(services)])
        .then(([created, refunded]) => {
          if (created.length > 0 || refunded > 0) app.mailer.nudge();
        })
        .catch((error) => app.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          running = undefined;
        });
    }, reconcileEveryMs);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (running) await running;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    applicationServices: Services & { payments: PaymentProvider };
    reconcilePayments(olderThanMs?: number): ReturnType<typeof reconcilePayments>;
  }
}
