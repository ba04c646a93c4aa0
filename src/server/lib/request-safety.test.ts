import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createUser, sessionCookieFor } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { ConfigError, loadConfig } from '../config';
import { auditEvents } from '../db/schema';
import { nestingDepth } from './json-depth';
import { writingOrigins } from './origin-check';

let test: TestApp;
let staff: Record<string, string>;
let applicationId: string;

beforeAll(async () => {
  test = await createTestApp();
  const admin = await createUser(test.db(), { role: 'admin', email: 'reader@advena.example' });
  staff = await sessionCookieFor(test.db(), admin.id);
  applicationId = (await createApplication(test.db())).id;
});
afterAll(() => test.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, cookies: staff, headers });
const auditCount = async () => (await test.db().select().from(auditEvents)).length;

describe('staff reads started by another site', () => {
  const lists = ['/api/admin/applications', '/api/admin/applications/export.csv', '/api/admin/users'];
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a Referer of another origin', { referer: 'https://evil.example/page' }],
  ])('refuses %s with 403 CROSS_SITE_READ, before any audit event or download', async (_, headers) => {
    const before = await auditCount();
    for (const url of [`/api/admin/applications/${applicationId}`, ...lists]) {
      const response = await read(url, headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('CROSS_SITE_READ');
    }
    expect(await auditCount()).toBe(before);
  });

  it('answers the same reads from our own pages, a typed address and a same-origin Referer', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://localhost:3000/admin/applications' },
      {},
    ]) {
      const response = await read(`/api/admin/applications/${applicationId}`, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('decides on the matched route: a document download refuses another site too, whatever the URL spelling', async () => {
    const response = await read('/api/documents/00000000-0000-4000-8000-000000000000', {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.json().code).toBe('CROSS_SITE_READ');
    const spelled = await read(`/api/admin/applications/${applicationId}?x=/api/health`, {
      'sec-fetch-site': 'cross-site',
    });
    expect(spelled.json().code).toBe('CROSS_SITE_READ');
  });
});

describe('writes only from APP_URL', () => {
  it('takes the dev server origin in development only, and never an origin that merely matches Host', () => {
    const development = writingOrigins({ appUrl: 'http://localhost:3000', nodeEnv: 'development' });
    expect(development.has('http://localhost:5173')).toBe(true);
    const production = writingOrigins({ appUrl: 'https://eta.example.com', nodeEnv: 'production' });
    expect([...production]).toEqual(['https://eta.example.com']);
  });

  it('refuses a write whose Origin equals the Host header but not APP_URL', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('production defaults', () => {
  it('stops start-up in production on a public HOST without APP_URL, naming it', () => {
    const start = (environment: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...environment });
    expect(start({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(start({ HOST: '0.0.0.0' })).toThrow(/APP_URL: NODE_ENV=production on HOST=0\.0\.0\.0 needs APP_URL/);
    expect(start({ HOST: '127.0.0.1' })).not.toThrow();
    expect(start({ HOST: '0.0.0.0', APP_URL: 'http://localhost:3000' })).not.toThrow();
  });

  it('sets Secure cookies in production, with the __Host- name only on https', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { origin: 'http://localhost:3000' },
      });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^advena_session=/);
      expect(cookie).toContain('Secure');
    } finally {
      await production.close();
    }
  });
});

describe('nesting', () => {
  it('counts depth without the call stack', () => {
    expect(nestingDepth('x')).toBe(0);
    expect(nestingDepth({ a: [1, { b: {} }] })).toBe(4);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(nestingDepth(deep, 32)).toBe(33);
  });

  it('answers a 10,000-deep draft with 400 BODY_TOO_DEEP, and a 32-deep one goes on', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
    const save = (body: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/application/save-progress',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: body,
      });
    const deep = await save(`{"data":${nested(10_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('BODY_TOO_DEEP');
    expect((await save(`{"data":${nested(31)}}`)).json().code).not.toBe('BODY_TOO_DEEP');
  });
});
