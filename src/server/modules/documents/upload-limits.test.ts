import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { documents } from '../../db/schema';
import { imageDecodes } from './upload-checks';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => test.close());

/** A PNG of a few KB that claims width × height pixels (a decompression bomb). */
function pixelFlood(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('safe uploads', () => {
  it('refuse a 30,000 × 30,000 pixel PNG of a few KB quickly, with a clear message', async () => {
    const bomb = pixelFlood(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const { response } = await upload(test.app, { kind: 'photo', fileName: 'me.png', data: bomb });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'This image has too many pixels. Please upload a photo of at most 40 megapixels.',
    });
  });

  it('decode at most two images at a time, however many arrive together', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, index) => (index * 7919) % 251)),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    imageDecodes.peak = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => upload(test.app, { kind: 'photo', fileName: 'me.png', data: noise })),
    );
    expect(results.map((result) => result.response.statusCode)).toEqual(Array(6).fill(201));
    expect(imageDecodes.peak).toBe(2);
  });

  it('name downloads by kind and reference (or id) with the detected type, never the uploader’s name', async () => {
    const png = await testImage('png');
    const photo = await upload(test.app, { kind: 'photo', fileName: 'Jane Doe passport.pdf', data: png });
    const { id } = photo.response.json();
    const unattached = await test.app.inject({
      method: 'GET',
      url: `/api/documents/${id}`,
      headers: { cookie: photo.cookie },
    });
    expect(unattached.headers['content-disposition']).toBe(`attachment; filename="photo-${id}.png"`);

    const scan = await upload(test.app, { kind: 'passportScan', fileName: 'scan.jpg', data: testPdf });
    const application = await createApplication(test.db());
    await test
      .db()
      .update(documents)
      .set({ applicationId: application.id })
      .where(eq(documents.id, scan.response.json().id));
    const attached = await test.app.inject({
      method: 'GET',
      url: `/api/documents/${scan.response.json().id}`,
      headers: { cookie: scan.cookie },
    });
    expect(attached.headers['content-disposition']).toBe(
      `attachment; filename="passportScan-${application.referenceNumber}.pdf"`,
    );
    expect(attached.headers['content-disposition']).not.toContain('scan');
  });

  it('answer 400 with a clear message to a multipart body without a boundary or ending early', async () => {
    const png = await testImage('png');
    const boundary = 'advena-boundary';
    const complete = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const cases = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: complete },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: complete.subarray(0, complete.length - 40),
      },
    ];
    for (const { headers, payload } of cases) {
      const response = await test.app.inject({ method: 'POST', url: '/api/documents', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'UPLOAD_MALFORMED',
        message: 'The upload was incomplete or malformed. Please choose the file and upload it again.',
      });
    }
    expect(test.logs()).not.toContain('request failed');
    expect(await test.db().select().from(documents).where(eq(documents.originalName, 'p.png'))).toEqual([]);
  });
});
