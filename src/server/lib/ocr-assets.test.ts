import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { ocrVersion, ocrWorkerPolicy } from './ocr-assets';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the passport reader’s files for the device (decision 042)', () => {
  it('serves the worker from our origin, compressed, immutable, under the policy it needs', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/ocr/${ocrVersion}/worker.min.js`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(ocrWorkerPolicy);
    expect(ocrWorkerPolicy).toContain("'wasm-unsafe-eval'");
  });

  it('sends the English data gzip-encoded, as it is on disk', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/ocr/${ocrVersion}/eng.traineddata.gz` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeGreaterThan(2_000_000);
  });

  it('answers 404 for another version or a file it does not serve', async () => {
    for (const url of ['/ocr/t0.0.0-c0.0.0-e0.0.0/worker.min.js', `/ocr/${ocrVersion}/package.json`]) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
