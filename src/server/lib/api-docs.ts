import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdmin } from './admin-scope';

export const apiDocsPrefix = '/api/docs';

/**
 * The OpenAPI document the routes' own zod schemas describe. Registered before the features, so
 * its onRoute hook sees every route; nothing is written by hand, so it cannot drift.
 */
export const apiDocsCollector = fp(async function apiDocsCollector(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Advena API',
        description:
          'The HTTP API of Advena, a private agency that helps travellers apply for the UK ETA. ' +
          'Calls are authorised by the session cookie; /api/admin calls need a staff session with its second factor.',
        version: '1',
      },
    },
    // Grouped by area: /api/admin/users → 'admin users', /api/applications/:id → 'applications'.
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      const [area, part] = route.url.replace(/^\/api\//, '').split('/');
      const tag = area === 'admin' && part ? `admin ${part}` : (area ?? 'api');
      return { ...transformed, schema: { tags: [tag], ...transformed.schema } };
    },
  });
});

/**
 * The browsable page at /api/docs and the document at /api/docs/json. Staff only: the admin scope's
 * check, as a hook of this plugin, so it covers every route the UI registers (page, assets, JSON, YAML).
 */
export async function apiDocsPage(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', requireAdmin);
  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    // No call to swagger.io's validator, and the page is never framed.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' validator.swagger.io', '')
        // Swagger UI sets a few style attributes from its script; styles only, on a staff-only page.
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
