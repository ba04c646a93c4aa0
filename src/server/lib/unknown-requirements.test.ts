import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let test: TestApp;
let webRoot: string;

beforeAll(async () => {
  // A build with only the app's fallback page: every page the build did not pre-render is served from it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<!doctype html><title>Advena</title>');
  test = await createTestApp({}, { config: { webRoot } });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('requirements pages', () => {
  it('answer 404 for a country without one, with the app, which shows its not-found page', async () => {
    for (const url of ['/requirements/xx', '/requirements/fr', '/ja/requirements/zz', '/requirements/jp/extra']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answer 200 for the eight countries that have one, in any case', async () => {
    for (const url of ['/requirements/jp', '/requirements/SE', '/de/requirements/us']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
