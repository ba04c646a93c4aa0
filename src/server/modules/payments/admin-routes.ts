import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attentionPaymentSchema, failedRefundSchema } from '../../../core/payments';
import { refundRequestSchema, refundSchema } from '../../../core/refunds';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { listAttention, listFailedRefunds, refundAttention, retryAttention } from './attention';

const idParams = z.object({ id: z.uuid('Payment not found.') });

/** Staff's view of payments that took money without an application (issue 16): list, retry, refund. */
export const adminPaymentRoutes = adminRoutes(
  { name: 'admin-payments', dependencies: ['application-services', 'mail'] },
  staffRoutes,
);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/payments/attention',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: {
          200: z.object({
            items: z.array(attentionPaymentSchema),
            total: z.number().int(),
            page: z.number().int(),
            failedRefunds: z.array(failedRefundSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await listAttention(
        app.applicationServices,
        request.query.page,
        adminOf(request),
        requestContext(request),
      );
      return { ...result, page: request.query.page, failedRefunds: await listFailedRefunds(app.applicationServices) };
    },
  );

  app.post(
    '/api/admin/payments/:id/retry',
    {
      schema: {
        params: idParams,
        response: {
          200: z.union([
            z.object({
              built: z.literal(true),
              application: z.object({ id: z.string(), referenceNumber: z.string(), status: z.string() }),
            }),
            z.object({ built: z.literal(false), payment: attentionPaymentSchema }),
          ]),
        },
      },
    },
    async (request) => {
      const result = await retryAttention(
        app.applicationServices,
        request.params.id,
        adminOf(request),
        requestContext(request),
      );
      if ('referenceNumber' in result) {
        app.mailer.nudge();
        return { built: true as const, application: result };
      }
      return { built: false as const, payment: result };
    },
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      schema: {
        params: idParams,
        body: refundRequestSchema.pick({ reason: true }),
        response: { 201: z.object({ refund: refundSchema.extend({ failureMessage: z.string().nullable() }) }) },
      },
    },
    async (request, reply) => {
      const refund = await refundAttention(
        app.applicationServices,
        request.params.id,
        request.body.reason,
        adminOf(request),
        requestContext(request),
      );
      if (refund.status === 'succeeded') app.mailer.nudge();
      return reply.code(201).send({
        refund: {
          amountPence: refund.amountPence,
          status: refund.status,
          reason: refund.reason,
          createdAt: refund.createdAt.toISOString(),
          failureMessage: refund.failureMessage,
        },
      });
    },
  );
}
