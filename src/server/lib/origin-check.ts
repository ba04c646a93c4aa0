import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalCodes } from '../../core/errors';
import { forbidden } from './errors';
import { hookRoutes, takesWrites } from './route-hooks';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site of a request made by our own pages, or started by the person (a bookmark). */
const ownFetchSites = new Set(['same-origin', 'none']);

/**
 * Writes from another origin are refused, a second line of defence beside SameSite=Lax cookies
 * (which a sibling subdomain gets past). A state-changing request must say where it comes from,
 * by `Origin` (browsers send it on every POST, PUT, PATCH and DELETE) or `Sec-Fetch-Site`, and
 * that must be us; one that says neither is refused too. A route that other sites call by
 * design (the signed payment webhook) declares `config: { allowCrossOrigin: true }`: the route
 * decides, never the URL text.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  const appOrigin = new URL(app.config.appUrl).origin;
  hookRoutes(
    app,
    'onRequest',
    async (request: FastifyRequest) => {
      if (safeMethods.has(request.method)) return;
      if (!comesFromUs(request, appOrigin))
        throw forbidden('Requests from other sites are not allowed.', refusalCodes.crossSite);
    },
    (route) => takesWrites(route) && !(route.config as { allowCrossOrigin?: boolean } | undefined)?.allowCrossOrigin,
  );
});

function comesFromUs(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !ownFetchSites.has(String(fetchSite))) return false;
  if (origin === undefined) return fetchSite !== undefined;
  // The Vite dev server proxies /api with its own origin and Host, so a matching Host is us too.
  const host = hostOf(origin);
  return origin === appOrigin || (host !== undefined && host === request.headers.host);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Other sites call this route by design (a signed webhook): no origin check. */
    allowCrossOrigin?: boolean;
  }
}
