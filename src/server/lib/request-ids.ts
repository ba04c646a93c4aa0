import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** What we take from a load balancer's X-Request-Id: short, and nothing a log reader could trip on. */
const acceptedId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Request ids unique across instances and restarts: a random prefix per process, then a counter
 * (cheaper than a UUID per request), so an audit event's request id finds its log lines. A load
 * balancer we trust (TRUST_PROXY) may name the request instead with X-Request-Id, so one id follows
 * the call through both logs; anyone else's header is ignored, as their X-Forwarded-For is.
 */
export function requestIds(trustedProxies: string[]) {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : null;
  return (request: IncomingMessage): string => {
    const offered = request.headers['x-request-id'];
    if (trusted && typeof offered === 'string' && acceptedId.test(offered)) {
      if (trusted(request.socket.remoteAddress ?? '', 0)) return offered;
    }
    counter += 1;
    return `${prefix}-${counter.toString(36)}`;
  };
}
