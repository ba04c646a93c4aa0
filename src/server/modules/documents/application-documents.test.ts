import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { auditEvents, documents } from '../../db/schema';

let test: TestApp;
let owner: { id: string; cookies: Record<string, string> };
let stranger: Record<string, string>;
let admin: { id: string; cookies: Record<string, string> };

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.db());
  owner = { id: user.id, cookies: await sessionCookieFor(test.db(), user.id) };
  stranger = await sessionCookieFor(test.db(), (await createUser(test.db())).id);
  const staff = await createUser(test.db(), { role: 'admin', username: 'docs-admin' });
  admin = { id: staff.id, cookies: await sessionCookieFor(test.db(), staff.id) };
});
afterAll(() => test.close());

const get = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });

/** A document uploaded before signing in (another session), then attached to the owner's application. */
async function submittedDocument(data: Buffer, fileName: string) {
  const { response } = await upload(test.app, { kind: 'passportScan', fileName, data });
  const { id } = response.json();
  const application = await createApplication(test.db(), { userId: owner.id });
  await test.db().update(documents).set({ applicationId: application.id }).where(eq(documents.id, id));
  return { id: id as string, application };
}

describe("the application page's documents", () => {
  it('show their owner a small thumbnail from any session, and nobody else', async () => {
    const { id } = await submittedDocument(await testImage('png', 1200, 1600), 'passport.png');
    const thumbnail = await get(`/api/documents/${id}/thumbnail`, owner.cookies);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);

    const strangers = await get(`/api/documents/${id}/thumbnail`, stranger);
    expect(strangers.statusCode).toBe(404);
    expect((await get(`/api/documents/${id}/thumbnail`)).statusCode).toBe(404);
    // The same answer as a document that does not exist.
    const missing = await get('/api/documents/00000000-0000-4000-8000-000000000000/thumbnail', stranger);
    expect(strangers.json()).toEqual(missing.json());
  });

  it('open in the browser or download, for the owner', async () => {
    const { id, application } = await submittedDocument(await testImage('jpeg'), 'scan.jpg');
    const inline = await get(`/api/documents/${id}?view=inline`, owner.cookies);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="passportScan-${application.referenceNumber}.jpg"`,
    );
    expect(inline.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const download = await get(`/api/documents/${id}`, owner.cookies);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(`/api/documents/${id}?view=inline`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/documents/${id}?view=script`, owner.cookies)).statusCode).toBe(400);
  });

  it('leave a staff read of a thumbnail in the audit log', async () => {
    const { id } = await submittedDocument(await testImage('png'), 'photo.png');
    expect((await get(`/api/documents/${id}/thumbnail`, admin.cookies)).statusCode).toBe(200);
    const events = await test
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.viewed'), eq(auditEvents.targetId, id)));
    expect(events).toHaveLength(1);
  });

  it('have no thumbnail for a PDF, and a replaced document is not the traveller’s any more', async () => {
    const pdf = await submittedDocument(testPdf, 'scan.pdf');
    const answer = await get(`/api/documents/${pdf.id}/thumbnail`, owner.cookies);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('This document has no preview.');

    const replaced = await submittedDocument(await testImage('png'), 'old.png');
    await test.db().update(documents).set({ replacedAt: new Date() }).where(eq(documents.id, replaced.id));
    expect((await get(`/api/documents/${replaced.id}/thumbnail`, owner.cookies)).statusCode).toBe(404);
  });
});
