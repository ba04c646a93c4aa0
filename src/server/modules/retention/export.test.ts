import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { documents } from '../../db/schema';
import { newStorageKey } from '../../lib/storage/index';

describe("'Download my data', streamed and limited", () => {
  let test: TestApp;
  let base: string;
  beforeAll(async () => {
    test = await createTestApp({ LOG_LEVEL: 'error' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => test.close());

  /** A signed-in traveller holding `count` stored documents of `size` random bytes each. */
  async function travellerWithFiles(count: number, size: number) {
    const user = await createUser(test.db());
    const cookies = await sessionCookieFor(test.db(), user.id);
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const files: Buffer[] = [];
    for (let i = 0; i < count; i += 1) {
      const data = randomBytes(size);
      const storageKey = newStorageKey();
      await test.app.storage.put(storageKey, data);
      await test
        .db()
        .insert(documents)
        .values({
          kind: 'additionalDocument',
          userId: user.id,
          originalName: `file${i}.pdf`,
          storageKey,
          sha256: 'x',
          sizeBytes: size,
          mimeType: 'application/pdf',
        });
      files.push(data);
    }
    return { user, cookie, files };
  }

  /** GET over a real socket; `pause` stops reading after the first chunk until it is resumed. */
  function get(path: string, cookie: string, onFirstChunk?: (response: http.IncomingMessage) => void) {
    return new Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { cookie } }, (response) => {
          const chunks: Buffer[] = [];
          let first = true;
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (first && onFirstChunk) onFirstChunk(response);
            first = false;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }),
          );
        })
        .on('error', reject);
    });
  }

  it('streams every document stored, and the event loop stays free while it does', async () => {
    const { cookie, files } = await travellerWithFiles(16, 4 * 1024 * 1024);
    let worstGapMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGapMs = Math.max(worstGapMs, now - last);
      last = now;
    }, 5);
    const health: number[] = [];
    const probe = setInterval(() => {
      const started = performance.now();
      void test.app.inject({ method: 'GET', url: '/api/health' }).then(() => health.push(performance.now() - started));
    }, 100);
    const started = performance.now();
    const response = await get('/api/user/export', cookie);
    const tookMs = performance.now() - started;
    clearInterval(timer);
    clearInterval(probe);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(response.body));
    const stored = Object.keys(zip).filter((name) => name.startsWith('documents/'));
    expect(stored).toHaveLength(16);
    const contents = stored.map((name) => Buffer.from(zip[name]!));
    for (const file of files) expect(contents.some((content) => content.equals(file))).toBe(true);
    // Stored, not deflated: the ZIP is about the size of what it holds.
    expect(response.body.length).toBeGreaterThan(16 * 4 * 1024 * 1024);
    console.info(`export of 64 MiB: ${Math.round(tookMs)} ms, worst event-loop gap ${Math.round(worstGapMs)} ms`);
    // zipSync blocked for seconds; a streamed export leaves gaps of tens of ms (a GC, a decrypt) on a busy machine.
    expect(worstGapMs).toBeLessThan(500);
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(1000);
  });

  it('sends one export at a time per account, and at most 10 an hour, saying how long to wait', async () => {
    const { user, cookie } = await travellerWithFiles(6, 4 * 1024 * 1024);
    let second: Awaited<ReturnType<typeof get>> | undefined;
    const first = await get('/api/user/export', cookie, (response) => {
      response.pause();
      void get('/api/user/export', cookie).then((answer) => {
        second = answer;
        response.resume();
      });
    });
    expect(first.status).toBe(200);
    expect(second?.status).toBe(429);
    expect(JSON.parse(second!.body.toString()).code).toBe('EXPORT_IN_PROGRESS');

    // The refused one did not count: nine more (now small) make ten.
    await test.db().delete(documents).where(eq(documents.userId, user.id));
    for (let i = 0; i < 9; i += 1) expect((await get('/api/user/export', cookie)).status).toBe(200);
    const refused = await get('/api/user/export', cookie);
    expect(refused.status).toBe(429);
    const body = JSON.parse(refused.body.toString());
    expect(body.code).toBe('TOO_MANY_EXPORTS');
    expect(body.params.waitSeconds).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(body.params.waitSeconds);
    expect(body.message).toMatch(
      /^You have downloaded your data many times in the last hour\. Please try again in about /,
    );
  });
});
