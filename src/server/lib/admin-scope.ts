import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';
import { refuseCrossSiteRead } from './origin-check';
import type { SessionUser } from './sessions';

declare const adminScopeBrand: unique symbol;

/**
 * The Fastify instance inside the admin scope. Only `adminScope` makes one, so an admin route
 * module (a function of an AdminScope) registered anywhere else does not compile.
 */
export type AdminScope = FastifyInstance & { readonly [adminScopeBrand]: true };
export type AdminRoutes = (scope: AdminScope) => Promise<void>;

/**
 * Every /api/admin route lives in this one encapsulated plugin. Its onRequest hook runs on the
 * matched route, whatever spelling of the URL reached it, loads the session's user from the
 * database and refuses with 401 (no session) or 403 (not an admin); the handlers then read the
 * admin from `request.admin`. Who may call a route is where it is registered, never the URL text.
 * Every read in the scope shows staff what travellers gave, so it is a `staffRead` unless the route
 * says `staffRead: false`: another site cannot start it (origin-check.ts).
 */
export function adminScope(routes: AdminRoutes[]) {
  return async function adminScopePlugin(instance: FastifyInstance) {
    instance.decorateRequest('admin', null);
    instance.addHook('onRequest', requireAdmin);
    instance.addHook('onRequest', async (request) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && request.routeOptions.config.staffRead !== false) await refuseCrossSiteRead(request);
    });
    for (const register of routes) await instance.register(async (child) => register(child as AdminScope));
  };
}

/**
 * The scope's hook, also used by the few admin-only routes a plugin registers under its own prefix
 * (the API documentation): the session's user from the database, 401 without one, 403 for a non-admin.
 */
export async function requireAdmin(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (user.role !== 'admin') {
    request.log.warn(
      { event: 'authorization_failure', route: request.routeOptions.url, userId: user.id },
      'a non-admin called an admin route',
    );
    throw forbidden();
  }
  request.admin = user;
}

/** The admin the scope's hook loaded; a route outside the scope has none and refuses. */
export function adminOf(request: FastifyRequest): SessionUser {
  if (!request.admin) throw forbidden();
  return request.admin;
}

/** The service boundary's own check for writes only an admin may make. */
export function assertAdmin(actor: Pick<SessionUser, 'role'> | null | undefined): asserts actor is SessionUser {
  if (actor?.role !== 'admin') throw forbidden();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin scope's hook; null outside it. */
    admin: SessionUser | null;
  }
}
