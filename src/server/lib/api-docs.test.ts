import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signedIn } from '../../../tests/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let test: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { email: 'docs-admin@advena.example' })).cookies;
  traveller = (await signedIn(test.db(), { email: 'docs-traveller@example.com' })).cookies;
});
afterAll(() => test.close());

/** OpenAPI writes `/api/applications/{id}` where Fastify writes `/api/applications/:id`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API documentation', () => {
  it('lists every API route and method the server has, from the routes themselves', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json', cookies: admin });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const missing = test.app.routeList
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Schemas come through: the sign-in call documents its body.
    expect(JSON.stringify(document.paths['/api/login'])).toContain('password');
  });

  it('is a browsable page for staff', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs', cookies: admin });
    const html =
      page.statusCode === 302
        ? await test.app.inject({ method: 'GET', url: page.headers.location as string, cookies: admin })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger');
  });

  it('answers 401 to anonymous callers and 403 to travellers, for the page and the document', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await test.app.inject({ method: 'GET', url, cookies: traveller })).statusCode, url).toBe(403);
    }
  });
});
