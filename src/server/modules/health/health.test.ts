import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('health and readiness', () => {
  it('answers ok on /api/health', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('runs only the headers, load-shedding and cookie-writing hooks (docs/decisions/055-health-with-a-margin.md)', () => {
    const routes = test.app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n');
    const start = routes.findIndex((line) => line.endsWith('── /api/health (GET)'));
    const end = routes.findIndex((line, index) => index > start && !line.includes('•'));
    const hooks = routes.slice(start + 1, end).map((line) => line.replace(/^[│\s]*/, ''));
    // No cookie parsing, no upload clean-up, no onResponse hook: a liveness probe pays for none of them.
    expect(hooks).toEqual([
      '• (onRequest) ["anonymous()","onRequest()"]',
      '• (onSend) ["fastifyCookieOnSendHandler()"]',
    ]);
  });

  it('is ready when the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready when the database does not answer', async () => {
    const ping = test.database.ping;
    test.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      test.database.ping = ping;
    }
  });
});
