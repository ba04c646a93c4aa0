import type { FastifyRequest } from 'fastify';

/**
 * What a request's log line says about it: Fastify's usual fields, but the address as the route
 * the router matched ('/api/admin/applications/:id'), never the text the client sent, whose query
 * may hold a search for a name, an e-mail or a passport number, and whose spelling the router
 * decodes (decision 025). A request no route matched is logged without its address: the 404
 * handler's own line and the request id say what happened.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? '(no route)',
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
