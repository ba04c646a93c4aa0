import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A readiness answer must come quickly, or the load balancer's own check times out first. */
const readyTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const healthBody = JSON.stringify({ status: 'ok' });

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. Never shed, never touches the database or the session, and as
  // cheap as a bare Fastify's hello-world within the budget of decision 026: a body written once,
  // no serialiser, no promise, only the headers that apply to an answer no browser renders.
  app.get(
    '/api/health',
    {
      config: { alwaysServe: true, forMachines: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    (_request, reply) => {
      reply.header('content-type', 'application/json; charset=utf-8').send(healthBody);
    },
  );

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
        await withTimeout(app.database.ping(), readyTimeoutMs);
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
