import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  /** Ready only when the database answers; a load balancer stops sending traffic otherwise. */
  app.get(
    '/api/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ code: z.string(), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'database not ready');
        return reply
          .code(503)
          .send({ code: 'SERVICE_UNAVAILABLE', message: 'Server unavailable. Please try again later.' });
      }
    },
  );
}
