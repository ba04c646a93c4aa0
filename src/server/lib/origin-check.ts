import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalCodes } from '../../core/errors';
import { requestSafetyCodes, requestSafetyMessages } from '../../core/request-safety';
import { forbidden } from './errors';
import { hookRoutes, takesWrites } from './route-hooks';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site of a request made by our own pages, or started by the person (a bookmark). */
const ownFetchSites = new Set(['same-origin', 'none']);
/** `npm run dev`: the Vite server (vite.config.ts) proxies /api with its own origin. */
const devServerOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The origins whose pages may write: APP_URL's, and the Vite server's in development only. */
export const writingOrigins = (config: { appUrl: string; nodeEnv: string }) =>
  new Set([new URL(config.appUrl).origin, ...(config.nodeEnv === 'development' ? devServerOrigins : [])]);

/**
 * Writes from another origin are refused, a second line of defence beside SameSite=Lax cookies
 * (which a sibling subdomain gets past). A state-changing request must say where it comes from,
 * by `Origin` (browsers send it on every POST, PUT, PATCH and DELETE) or `Sec-Fetch-Site`, and
 * that must be us; one that says neither is refused too. A route that other sites call by
 * design (the signed payment webhook) declares `config: { allowCrossOrigin: true }`: the route
 * decides, never the URL text. A route that shows staff personal data declares `staffRead`
 * (every GET in the admin scope does): another site cannot start it either (decision 032).
 */
export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  const origins = writingOrigins(app.config);
  hookRoutes(
    app,
    'onRequest',
    async (request: FastifyRequest) => {
      if (safeMethods.has(request.method)) return;
      if (!comesFromUs(request, origins))
        throw forbidden('Requests from other sites are not allowed.', refusalCodes.crossSite);
    },
    (route) => takesWrites(route) && !(route.config as { allowCrossOrigin?: boolean } | undefined)?.allowCrossOrigin,
  );
  hookRoutes(app, 'onRequest', refuseCrossSiteRead, (route) => route.config?.staffRead === true);
});

function comesFromUs(request: FastifyRequest, origins: Set<string>): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !ownFetchSites.has(String(fetchSite))) return false;
  if (origin === undefined) return fetchSite !== undefined;
  return origins.has(origin);
}

/**
 * A staff read of personal data (a case, a list, a document, an export) started by another site,
 * by a link or a top-level navigation, is refused before anything is read, audited or downloaded:
 * by `Sec-Fetch-Site`, or, from a browser that does not send it, a `Referer` of another origin.
 * A request with neither (a bookmark, a typed address, a script) goes on to the session check.
 */
export async function refuseCrossSiteRead(request: FastifyRequest) {
  const fetchSite = request.headers['sec-fetch-site'];
  const referer = request.headers.referer;
  const origins = writingOrigins(request.server.config);
  const foreign =
    fetchSite !== undefined
      ? !ownFetchSites.has(String(fetchSite))
      : referer !== undefined && !origins.has(originOf(referer));
  if (foreign) throw forbidden(requestSafetyMessages.crossSiteRead, requestSafetyCodes.crossSiteRead);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Other sites call this route by design (a signed webhook): no origin check. */
    allowCrossOrigin?: boolean;
    /** A read of personal data for staff: refused when another site started it (every admin GET). */
    staffRead?: boolean;
  }
}
