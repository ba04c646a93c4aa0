import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'onResponse';

/**
 * Adds a hook to each route that needs it, as the route is declared, instead of a global hook
 * every request pays for (GET /api/health carries none of them). Registered before the routes;
 * a route's own hooks run after the app's and its context's.
 */
export function hookRoutes(
  app: FastifyInstance,
  name: HookName,
  hook: NonNullable<RouteOptions[HookName]> extends infer H ? (H extends readonly unknown[] ? H[number] : H) : never,
  applies: (route: RouteOptions) => boolean,
) {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const existing = route[name];
    (route as Record<HookName, unknown>)[name] = existing ? [...[existing].flat(), hook] : [hook];
  });
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Whether a route takes any method that may change something. */
export const takesWrites = (route: RouteOptions) =>
  [route.method].flat().some((method) => !readOnlyMethods.has(method));
