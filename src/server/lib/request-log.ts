import type { FastifyRequest } from 'fastify';

/**
 * What a request's log line says about it: Fastify's usual fields, but the address without its
 * query string, which may hold a search for a name, an e-mail or a passport number (decision 025).
 */
export function requestLogFields(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
