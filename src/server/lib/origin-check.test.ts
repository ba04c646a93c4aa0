import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.route({
          method: ['POST', 'PUT', 'PATCH', 'DELETE'],
          url: '/api/test/write',
          handler: async () => ({ done: true }),
        });
        app.get('/api/test/read', async () => ({ done: true }));
        app.post('/api/test/hook', { config: { allowCrossOrigin: true } }, async () => ({ done: true }));
      },
    },
  );
});
afterAll(() => test.close());

const write = (headers: Record<string, string | undefined>, url = '/api/test/write') =>
  test.app.inject({ method: 'POST', url, headers });

describe('the origin check on writes', () => {
  it('lets through a write from our own origin, by Origin or by Sec-Fetch-Site', async () => {
    expect((await write({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await write({ origin: undefined, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('refuses a write that shows neither Origin nor Sec-Fetch-Site with 403', async () => {
    const response = await write({ origin: undefined });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'CROSS_SITE_REQUEST',
      message: 'Requests from other sites are not allowed.',
    });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const other = await test.app.inject({ method, url: '/api/test/write', headers: { origin: undefined } });
      expect(other.statusCode, method).toBe(403);
    }
  });

  it('refuses a write from another origin or another site, a sibling subdomain included', async () => {
    expect((await write({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ origin: 'null' })).statusCode).toBe(403);
    expect((await write({ origin: undefined, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ origin: undefined, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets reads through without either header', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test/read', headers: { origin: undefined } });
    expect(response.statusCode).toBe(200);
  });

  it('exempts only a route that declares it, whatever the URL text says', async () => {
    expect((await write({ origin: undefined }, '/api/test/hook')).statusCode).toBe(200);
    expect((await write({ origin: undefined }, '/api/test/write?then=/api/test/hook')).statusCode).toBe(403);
    expect((await write({ origin: undefined }, '/api/test/write#/api/payments/webhook')).statusCode).toBe(403);
  });
});
