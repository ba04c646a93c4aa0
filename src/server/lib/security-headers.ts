import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Features no page of ours uses; payment only for Stripe's own frame on our origin. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(self)';

/**
 * The headers helmet sets for these options, asked once: helmet writes the same values on every
 * response (none depends on the request), so they are computed at start-up rather than per request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers and the request id on every answer, set by one synchronous hook from a table
 * made at start-up (decision 026: @fastify/helmet re-ran helmet's option parsing in two hooks per
 * request, which cost more than half of a /api/health call). Registered before load shedding, so a
 * shed 503 carries them too. API answers get the strict Content-Security-Policy below; HTML pages
 * replace it with their own policy with script hashes, documents with a sandbox.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const table: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: app.config.nodeEnv === 'production',
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    'permissions-policy': permissionsPolicy,
  };
  const full = { names: Object.keys(table), values: Object.values(table) };
  // A route answered to machines only (a load balancer's liveness probe, a constant body) keeps
  // what makes its answer inert should a browser open it; the rest governs documents, frames and
  // what a page may load or embed, none of which such an answer is.
  const inert = {
    names: ['content-security-policy', 'x-content-type-options'],
    values: [table['content-security-policy'] as string, table['x-content-type-options'] as string],
  };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const { names, values } = request.routeOptions.config.forMachines ? inert : full;
    for (let index = 0; index < names.length; index++) reply.header(names[index] as string, values[index]);
    reply.header('x-request-id', request.id);
    done();
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answered to machines only, with a constant body (liveness): only the headers that keep the
     * answer inert in a browser (Content-Security-Policy, nosniff) and the request id.
     */
    forMachines?: boolean;
  }
}
