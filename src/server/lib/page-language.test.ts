import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { prerenderOrigin } from '../../core/routes';

let test: TestApp;
let webRoot: string;

/** A build with the home and pricing pages pre-rendered in English and Japanese. */
function writeBuild() {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<!doctype html><title>Advena</title>');
  for (const [folder, lang] of [
    ['', 'en'],
    ['pricing', 'en'],
    ['ja', 'ja'],
    ['ja/pricing', 'ja'],
  ] as const) {
    fs.mkdirSync(path.join(webRoot, folder), { recursive: true });
    const page = `/${folder}`.replace(/\/$/, '') || '/';
    fs.writeFileSync(
      path.join(webRoot, folder, 'index.html'),
      `<!doctype html><html lang="${lang}"><link rel="canonical" href="${prerenderOrigin}${page}"></html>`,
    );
  }
}

beforeAll(async () => {
  writeBuild();
  test = await createTestApp(
    { APP_URL: 'https://eta.example.com', ALLOW_TEST_PAYMENTS: 'true' },
    { config: { webRoot } },
  );
});
afterAll(async () => {
  await test.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

describe('a pre-rendered page in the reader’s language', () => {
  it('is where a Japanese browser’s first visit is sent, by its q weights', async () => {
    for (const accept of ['ja', 'ja-JP,en;q=0.8', 'en;q=0.5,ja;q=0.9']) {
      const response = await get('/pricing', { 'accept-language': accept });
      expect(response.statusCode, accept).toBe(302);
      expect(response.headers.location).toBe('/ja/pricing');
    }
    expect((await get('/', { 'accept-language': 'ja' })).headers.location).toBe('/ja');
  });

  it('is not forced on a browser that refuses it (q=0), prefers English, or asks for a language we lack', async () => {
    for (const accept of ['ja;q=0,en', 'en-GB,ja;q=0.5', 'ko', '']) {
      const response = await get('/pricing', accept ? { 'accept-language': accept } : {});
      expect(response.statusCode, accept).toBe(200);
      expect(response.body).toContain('lang="en"');
      expect(response.headers.vary).toContain('Accept-Language');
    }
  });

  it('follows ?lng= and the stored choice, which win over the browser', async () => {
    const fromQuery = await get('/pricing?lng=ja&utm_source=mail', { 'accept-language': 'en' });
    expect(fromQuery.headers.location).toBe('/ja/pricing?utm_source=mail');
    const choseEnglish = await get('/pricing', { 'accept-language': 'ja', cookie: 'i18nextLng=en' });
    expect(choseEnglish.statusCode).toBe(200);
    const choseJapanese = await get('/', { cookie: 'i18nextLng=ja' });
    expect(choseJapanese.headers.location).toBe('/ja');
  });

  it('is served as it is when the address names its language', async () => {
    const response = await get('/ja/pricing?lng=en', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('lang="ja"');
  });

  it('names its canonical address absolutely, on the deployment’s own origin', async () => {
    const response = await get('/ja/pricing');
    expect(response.body).toContain('<link rel="canonical" href="https://eta.example.com/ja/pricing">');
    expect(response.body).not.toContain(prerenderOrigin);
  });
});
