import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '../../core/errors';

/** Seconds a shed client is asked to wait. */
export const retryAfterSeconds = 5;
/** The event loop is this late on average (ms): the process cannot keep up. */
const maxEventLoopDelayMs = 2_000;

/**
 * Load shedding (issue 21): when the event loop falls behind, or more requests wait for a database
 * connection than the pool can serve soon, new requests get a quick 503 with Retry-After instead
 * of queueing until they time out. Liveness (`/api/health`, config `alwaysServe`) is never shed.
 * Event-loop utilisation is not a signal here: PGlite runs in this thread, so a busy embedded
 * database looks like a saturated loop while it is only working.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const poolWaitLimit = app.config.databaseLimits.poolSize * 4;
  await app.register(underPressure, {
    // Tests share a loaded machine whose loop stalls for reasons of its own: there only the pool counts.
    maxEventLoopDelay: app.config.nodeEnv === 'test' ? 0 : maxEventLoopDelayMs,
    healthCheck: async () => app.database.waiting() <= poolWaitLimit,
    healthCheckInterval: 1_000,
    retryAfter: retryAfterSeconds,
    pressureHandler: (request, reply: FastifyReply, type) => {
      if (request.routeOptions.config.alwaysServe) return undefined;
      request.log.warn({ event: 'load_shed', type }, 'shedding load');
      reply.code(503).header('retry-after', String(retryAfterSeconds));
      // under-pressure sends what the handler returns (its types say void).
      const body = { code: errorCodes.unavailable, message: 'Server unavailable. Please try again later.' };
      return body as unknown as undefined;
    },
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the server sheds load (liveness). */
    alwaysServe?: boolean;
  }
}
