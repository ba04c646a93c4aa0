import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { documents, savedProgress } from '../../db/schema';
import { newStorageKey } from '../../lib/storage/index';
import { deleteAbandonedDocuments, maxUnattachedDocuments } from './service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('document uploads', () => {
  it('store a PNG renamed .pdf as a PNG, re-encoded, readable by its owner only as an attachment', async () => {
    const png = await testImage('png');
    const withTrailer = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const { response, cookie } = await upload(test.app, {
      kind: 'passportScan',
      fileName: 'passport.pdf',
      data: withTrailer,
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'passport.pdf', type: 'image/png' });
    expect(Object.keys(body).sort()).toEqual(['id', 'name', 'size', 'type']);

    const read = await test.app.inject({ method: 'GET', url: `/api/documents/${body.id}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toMatch(/^attachment;/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(read.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(read.rawPayload).metadata()).width).toBe(600);

    const [row] = await test.db().select().from(documents);
    expect(row?.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect(row?.storageKey).not.toContain('passport');

    // Someone else (another anonymous visitor, or nobody) gets 404.
    const other = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: png });
    const stranger = await test.app.inject({
      method: 'GET',
      url: `/api/documents/${body.id}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/documents/${body.id}` })).statusCode).toBe(404);
    const strangerDelete = await test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${body.id}`,
      headers: { cookie: other.cookie },
    });
    expect(strangerDelete.statusCode).toBe(404);

    const removed = await test.app.inject({ method: 'DELETE', url: `/api/documents/${body.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    const gone = await test.app.inject({ method: 'GET', url: `/api/documents/${body.id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it('drop EXIF data such as GPS from JPEG photos', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#888' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-location'))).toBe(true);
    const { response, cookie } = await upload(test.app, { kind: 'photo', fileName: 'me.jpg', data: jpeg });
    expect(response.statusCode).toBe(201);
    expect(response.json().type).toBe('image/jpeg');
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/documents/${response.json().id}`,
      headers: { cookie },
    });
    expect(read.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuse a text file renamed .jpg, a PDF as a photo, and a broken image (415)', async () => {
    const text = await upload(test.app, {
      kind: 'photo',
      fileName: 'photo.jpg',
      data: Buffer.from('just some text, not an image'),
      contentType: 'image/jpeg',
    });
    expect(text.response.statusCode).toBe(415);
    expect(text.response.json().message).toBe('Invalid file type. Please upload a JPEG or PNG image.');

    const textScan = await upload(test.app, { kind: 'passportScan', fileName: 'scan.jpg', data: Buffer.from('hello') });
    expect(textScan.response.statusCode).toBe(415);
    expect(textScan.response.json().message).toBe('Invalid file type. Please upload a JPEG, PNG, or PDF file.');

    const pdfPhoto = await upload(test.app, { kind: 'photo', fileName: 'photo.pdf', data: testPdf });
    expect(pdfPhoto.response.statusCode).toBe(415);
    const pdfScan = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data: testPdf });
    expect(pdfScan.response.statusCode).toBe(201);
    expect(pdfScan.response.json().type).toBe('application/pdf');

    const png = await testImage('png');
    const broken = await upload(test.app, { kind: 'photo', fileName: 'b.png', data: png.subarray(0, 60) });
    expect(broken.response.statusCode).toBe(415);

    const noKind = await upload(test.app, { kind: 'selfie', fileName: 'a.png', data: png });
    expect(noKind.response.statusCode).toBe(400);
  });

  it('refuse a photo smaller than 600 × 750 pixels with the reason, and take a passport scan of any size', async () => {
    const small = await testImage('jpeg', 40, 40);
    const refused = await upload(test.app, { kind: 'photo', fileName: 'tiny.jpg', data: small });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json().message).toBe('The photo must be at least 600 × 750 pixels.');
    const narrow = await upload(test.app, { kind: 'photo', fileName: 'n.png', data: await testImage('png', 599, 750) });
    expect(narrow.response.statusCode).toBe(400);
    const enough = await upload(test.app, {
      kind: 'photo',
      fileName: 'ok.png',
      data: await testImage('png', 600, 750),
    });
    expect(enough.response.statusCode).toBe(201);
    const scan = await upload(test.app, { kind: 'passportScan', fileName: 's.jpg', data: small });
    expect(scan.response.statusCode).toBe(201);
  });

  it('tell the owner whether an upload is still held, and nobody else', async () => {
    const { response, cookie } = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: await testImage() });
    const id = response.json().id;
    const info = await test.app.inject({ url: `/api/documents/${id}/info`, headers: { cookie: cookie ?? '' } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ id, name: 'p.png', size: expect.any(Number), type: 'image/png' });
    expect((await test.app.inject({ url: `/api/documents/${id}/info` })).statusCode).toBe(404);
    await test.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie: cookie ?? '' } });
    const gone = await test.app.inject({ url: `/api/documents/${id}/info`, headers: { cookie: cookie ?? '' } });
    expect(gone.statusCode).toBe(404);
  });

  it('refuse 5 MB + 1 byte (413) and accept exactly 5 MB', async () => {
    const png = await testImage('png');
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const refused = await upload(test.app, { kind: 'passportScan', fileName: 'big.png', data: tooBig });
    expect(refused.response.statusCode).toBe(413);
    expect(refused.response.json().message).toBe('File too large. Maximum size is 5 MB.');

    const exact = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    const accepted = await upload(test.app, { kind: 'passportScan', fileName: 'exact.png', data: exact });
    expect(accepted.response.statusCode).toBe(201);
  });

  it('refuse more files than a family needs while none belongs to an application yet (429)', async () => {
    const png = await testImage('png');
    const first = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: png });
    const cookie = first.cookie as string;
    const [stored] = await test.db().select().from(documents).where(eq(documents.id, first.response.json().id));
    // Fill the visit's allowance directly; the next upload is refused, and nothing more is stored.
    await test
      .db()
      .insert(documents)
      .values(
        Array.from({ length: maxUnattachedDocuments - 1 }, (_, index) => ({
          ...stored!,
          id: undefined,
          storageKey: `${stored!.storageKey}-${index}`,
        })),
      );
    const refused = await upload(test.app, { kind: 'photo', fileName: 'q.png', data: png, cookie });
    expect(refused.response.statusCode).toBe(429);
    const [{ count } = { count: 0 }] = await test
      .db()
      .select({ count: sql<number>`count(*)::int` })
      .from(documents)
      .where(eq(documents.sessionId, stored!.sessionId!));
    expect(Number(count)).toBe(maxUnattachedDocuments);
  });

  it('remove abandoned uploads, rows and files, and keep those someone can still submit', async () => {
    const db = test.db();
    const png = await testImage('png');
    const first = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: png });
    const [template] = await db.select().from(documents).where(eq(documents.id, first.response.json().id));
    const user = await createUser(db);
    const saver = await createUser(db);
    await db.insert(savedProgress).values({ userId: saver.id, data: {}, currentStep: 2 });
    const old = new Date(Date.now() - 10 * 86_400_000);
    const put = async (values: Partial<typeof documents.$inferInsert>) => {
      const storageKey = newStorageKey();
      await test.app.storage.put(storageKey, png);
      const [row] = await db
        .insert(documents)
        .values({ ...template!, id: undefined, storageKey, createdAt: old, ...values })
        .returning();
      return row!;
    };
    const orphan = await put({ sessionId: null, userId: null });
    const usersOld = await put({ sessionId: null, userId: user.id });
    const saved = await put({ sessionId: null, userId: saver.id });
    const live = await put({}); // its session still exists
    const recent = await put({ sessionId: null, userId: null, createdAt: new Date() });

    expect(await deleteAbandonedDocuments(db, test.app.storage)).toBe(2);
    const left = (await db.select({ id: documents.id }).from(documents)).map((row) => row.id);
    expect(left).not.toContain(orphan.id);
    expect(left).not.toContain(usersOld.id);
    expect(left).toEqual(expect.arrayContaining([saved.id, live.id, recent.id]));
    await expect(test.app.storage.get(orphan.storageKey)).rejects.toThrow();
    expect(await test.app.storage.get(saved.storageKey)).toBeInstanceOf(Buffer);
  });
});
