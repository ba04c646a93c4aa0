import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let test: TestApp;
let webRoot: string;

beforeAll(async () => {
  // A build with only the app's fallback page, in English as the build writes it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, '__spa-fallback.html'),
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>Advena</title></head><body></body></html>',
  );
  test = await createTestApp({}, { config: { webRoot } });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('a page the build did not pre-render', () => {
  it('is served in the language of its prefix, right to left for Arabic, before any script runs', async () => {
    const arabic = await test.app.inject({ method: 'GET', url: '/ar/dashboard' });
    expect(arabic.statusCode).toBe(200);
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    const japanese = await test.app.inject({ method: 'GET', url: '/ja/auth' });
    expect(htmlTag(japanese.body)).toBe('<html lang="ja" dir="ltr">');
  });

  it('is served without a prefix in the reader’s choice: the language cookie, then the browser', async () => {
    const chosen = await test.app.inject({ method: 'GET', url: '/dashboard', cookies: { i18nextLng: 'ar' } });
    expect(htmlTag(chosen.body)).toBe('<html lang="ar" dir="rtl">');
    expect(chosen.headers.vary).toMatch(/Accept-Language/);
    const browser = await test.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(htmlTag(browser.body)).toBe('<html lang="de" dir="ltr">');
    const none = await test.app.inject({ method: 'GET', url: '/dashboard' });
    expect(htmlTag(none.body)).toBe('<html lang="en" dir="ltr">');
  });

  it('keeps the language on a page that does not exist, with 404', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/ar/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(htmlTag(missing.body)).toBe('<html lang="ar" dir="rtl">');
  });
});
