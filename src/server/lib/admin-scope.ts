import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './errors';
import { refuseCrossSiteRead } from './origin-check';
import type { SessionUser } from './sessions';

declare const adminScopeBrand: unique symbol;

/**
 * The Fastify instance inside the admin scope. Only `adminScope` makes one, so an admin route
 * module (registered through `adminRoutes`) cannot be registered anywhere else: it does not compile.
 */
export type AdminScope = FastifyInstance & { readonly [adminScopeBrand]: true };

/** An admin route module: its routes, its name and the named plugins whose decorations it uses. */
export interface AdminRoutes {
  readonly meta: { readonly name: string; readonly dependencies: readonly string[] };
  readonly routes: (scope: AdminScope) => Promise<void>;
}

/**
 * Declares an admin route module. `dependencies` names the plugins whose decorations it uses
 * (`storage`, `mail`, `application-services`…), so fastify-plugin refuses it, at start-up, where
 * one of them is not registered before it (lib/plugin-dependencies.test.ts checks each says so).
 */
export const adminRoutes = (
  meta: { name: string; dependencies?: string[] },
  routes: (scope: AdminScope) => Promise<void>,
): AdminRoutes => ({ meta: { name: meta.name, dependencies: meta.dependencies ?? [] }, routes });

/**
 * Every /api/admin route lives in this one encapsulated plugin. Its onRequest hook runs on the
 * matched route, whatever spelling of the URL reached it, loads the session's user from the
 * database and refuses with 401 (no session) or 403 (not an admin); the handlers then read the
 * admin from `request.admin`. Who may call a route is where it is registered, never the URL text.
 * Every read in the scope shows staff what travellers gave, so it is a `staffRead` unless the route
 * says `staffRead: false`: another site cannot start it (origin-check.ts).
 */
export function adminScope(modules: AdminRoutes[]) {
  return fp(
    async function adminScopePlugin(instance: FastifyInstance) {
      instance.decorateRequest('admin', null);
      instance.addHook('onRequest', requireAdmin);
      instance.addHook('onRequest', async (request) => {
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        if (isRead && request.routeOptions.config.staffRead !== false) await refuseCrossSiteRead(request);
      });
      for (const { meta, routes } of modules) {
        const plugin = async (child: FastifyInstance) => routes(child as AdminScope);
        await instance.register(
          fp(plugin, { name: meta.name, dependencies: [...meta.dependencies], encapsulate: true }),
        );
      }
    },
    { name: 'admin-scope', dependencies: ['sessions'], encapsulate: true },
  );
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
