import type { FastifyRequest } from 'fastify';

/**
 * A cookie of the request, the header parsed at the first ask: @fastify/cookie is registered
 * without its parsing hook (sessions.ts), so a request that reads no cookie (a probe of
 * /api/health, a static file) parses none (docs/decisions/055-health-with-a-margin.md).
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  request.cookies ??= header ? request.server.parseCookie(header) : {};
  return request.cookies[name];
}
