import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../../tests/setup/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { documents } from '../../db/schema';
import { storageBackend } from '../../lib/storage/configured';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each([
  ['the local folder', () => ({})],
  ['an S3-protocol server', () => s3.environment],
])('documents kept in %s', (_name, environment) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ ...environment(), LOG_LEVEL: 'error' });
  });
  afterAll(() => test.close());

  it('are encrypted where they are stored and download intact', async () => {
    const raw = storageBackend(test.config);
    for (const [kind, data] of [
      ['photo', await testImage('jpeg')],
      ['passportScan', testPdf],
    ] as const) {
      const { response, cookie } = await upload(test.app, { kind, fileName: 'file', data });
      expect(response.statusCode).toBe(201);
      const [row] = await test.db().select().from(documents).where(eq(documents.id, response.json().id));
      const stored = await raw.get(row!.storageKey);
      expect(await fileTypeFromBuffer(stored)).toBeUndefined();
      const download = await test.app.inject({
        method: 'GET',
        url: `/api/documents/${response.json().id}`,
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      expect((await fileTypeFromBuffer(download.rawPayload))?.mime).toBe(
        kind === 'photo' ? 'image/jpeg' : 'application/pdf',
      );
      if (kind === 'passportScan') expect(download.rawPayload.equals(testPdf)).toBe(true);
    }
    // The master key was generated into DATA_DIR, readable by the server only.
    const keyFile = path.join(test.dataDir, 'documents.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64')).toHaveLength(32);
  });

  it('refuse and log a stored file that was tampered with, never serving it', async () => {
    const { response, cookie } = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data: testPdf });
    const [row] = await test.db().select().from(documents).where(eq(documents.id, response.json().id));
    const raw = storageBackend(test.config);
    const stored = await raw.get(row!.storageKey);
    stored[stored.length - 10] = (stored.at(-10) as number) ^ 0xff;
    await raw.replace(row!.storageKey, stored);
    const download = await test.app.inject({ method: 'GET', url: `/api/documents/${row!.id}`, headers: { cookie } });
    expect(download.statusCode).toBe(500);
    expect(download.json().message).toBe('An error occurred. Please try again later.');
    expect(download.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    expect(test.logs()).toContain('"event":"stored_file_refused"');
    expect(test.logs()).toContain('"reason":"does not verify"');
  });
});
