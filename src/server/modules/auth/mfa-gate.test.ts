import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { sessionCookieName } from '../../lib/sessions';

let test: TestApp;

beforeAll(async () => {
  // A built web app of two files: the enrolment screen needs both while the gate is shut.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<!doctype html><title>Advena</title>');
  test = await createTestApp(
    { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@advena.example', ADMIN_PASSWORD: 'boss-password-1' },
    { config: { webRoot } },
  );
});
afterAll(() => test.close());

describe('a staff session before two-step verification is set up', () => {
  it('still loads the web app, the set-up page and who it is, and nothing else of the API', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'boss', password: 'boss-password-1' },
    });
    expect(login.json().user.mfaEnrolmentRequired).toBe(true);
    const cookie = login.cookies.find((entry) => entry.name === sessionCookieName)?.value as string;
    const get = (url: string) => test.app.inject({ method: 'GET', url, cookies: { [sessionCookieName]: cookie } });

    expect((await get('/assets/app.js')).statusCode).toBe(200);
    expect((await get('/admin/security/setup')).statusCode).toBe(200);
    expect((await get('/api/user')).statusCode).toBe(200);
    const refused = await get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MFA_ENROLMENT_REQUIRED');
  });
});
