import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { faceVersion } from './face-assets';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the photo coach’s files for the device (decision 043)', () => {
  it('serves face-api from our origin, compressed and immutable', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/face/${faceVersion}/face-api.esm.js`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the two tiny models’ manifests and weights, and nothing else', async () => {
    for (const name of ['tiny_face_detector_model', 'face_landmark_68_tiny_model']) {
      const manifest = await test.app.inject({
        method: 'GET',
        url: `/face/${faceVersion}/${name}-weights_manifest.json`,
      });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()[0].paths).toEqual([`${name}.bin`]);
      const weights = await test.app.inject({ method: 'GET', url: `/face/${faceVersion}/${name}.bin` });
      expect(weights.statusCode).toBe(200);
      expect(weights.rawPayload.length).toBeGreaterThan(50_000);
    }
    for (const url of [
      '/face/f0.0.0/face-api.esm.js',
      `/face/${faceVersion}/ssd_mobilenetv1_model.bin`,
      `/face/${faceVersion}/constructor`,
    ]) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
