import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import { createApplication } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, upload } from '../../../../tests/setup/uploads';
import { documents } from '../../db/schema';
import { portrait } from './photo-corpus';
import { runDocumentCheck } from './service';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Ola', lastName: 'Checker' })).cookies;
});
afterAll(() => test.close());

const record = (id: string, warnings: unknown, cookie?: string) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/documents/${id}/device-check`,
    payload: { warnings },
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe("what the device's photo coach showed (decision 043)", () => {
  it("is kept with the photo and shown to staff beside the server's warnings", async () => {
    const { response, cookie } = await upload(test.app, {
      kind: 'photo',
      fileName: 'dark.jpg',
      data: await portrait(2, 'PHOTO_TOO_DARK'),
    });
    const id = response.json().id;
    expect((await record(id, ['PHOTO_TOO_DARK', 'PHOTO_FACE_TOO_SMALL', 'PHOTO_TOO_DARK'], cookie)).statusCode).toBe(
      204,
    );
    const check = await test.app.inject({ method: 'GET', url: `/api/documents/${id}/check`, headers: { cookie } });
    expect(check.json().photo).toMatchObject({
      warnings: ['PHOTO_TOO_DARK'],
      deviceWarnings: ['PHOTO_FACE_TOO_SMALL', 'PHOTO_TOO_DARK'],
    });
    const application = await createApplication(test.db());
    await test.db().update(documents).set({ applicationId: application.id }).where(eq(documents.id, id));
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      cookies: admin,
    });
    expect(detail.json().application.travellers[0].photoCheck).toEqual({
      status: 'checked',
      warnings: ['PHOTO_TOO_DARK'],
      deviceWarnings: ['PHOTO_FACE_TOO_SMALL', 'PHOTO_TOO_DARK'],
    });
    // Once the photo is part of the application, what was shown is what staff read: never rewritten.
    const late = await record(id, [], cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DEVICE_CHECK_CLOSED');
    const [row] = await test.db().select().from(documents).where(eq(documents.id, id));
    expect(row?.checkResult).toMatchObject({ deviceWarnings: ['PHOTO_FACE_TOO_SMALL', 'PHOTO_TOO_DARK'] });
  });

  it('is for photos only', async () => {
    const { response, cookie } = await upload(test.app, {
      kind: 'passportScan',
      fileName: 'scan.png',
      data: await testImage('png'),
    });
    const refused = await record(response.json().id, ['PHOTO_TOO_DARK'], cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DEVICE_CHECK_CLOSED');
  });

  it('refuses an unknown code and another visitor, and changes nothing', async () => {
    const { response, cookie } = await upload(test.app, {
      kind: 'photo',
      fileName: 'good.jpg',
      data: await portrait(1, 'good'),
    });
    const id = response.json().id;
    expect((await record(id, ['PHOTO_UGLY'], cookie)).statusCode).toBe(400);
    expect((await record(id, [])).statusCode).toBe(404);
    const [row] = await test.db().select().from(documents).where(eq(documents.id, id));
    expect(row?.checkResult).not.toHaveProperty('deviceWarnings');
  });

  it("keeps the device's record when the server's check runs after it", async () => {
    const { response, cookie } = await upload(test.app, {
      kind: 'photo',
      fileName: 'good.jpg',
      data: await portrait(3, 'good'),
    });
    const id = response.json().id;
    // As if a restart had interrupted the server's check before the device's record came.
    await test.db().update(documents).set({ checkResult: null }).where(eq(documents.id, id));
    expect((await record(id, ['PHOTO_HEAD_TILTED'], cookie)).statusCode).toBe(204);
    await runDocumentCheck(test.db(), test.app.storage, id);
    const [row] = await test.db().select().from(documents).where(eq(documents.id, id));
    expect(row?.checkResult).toMatchObject({ status: 'checked', warnings: [], deviceWarnings: ['PHOTO_HEAD_TILTED'] });
  });

  it("raises the list's photo flag when only the device warned", async () => {
    const { response, cookie } = await upload(test.app, {
      kind: 'photo',
      fileName: 'good.jpg',
      data: await portrait(4, 'good'),
    });
    const id = response.json().id;
    await runDocumentCheck(test.db(), test.app.storage, id);
    const application = await createApplication(test.db());
    const flagged = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/admin/applications', cookies: admin }))
        .json()
        .applications.find((item: { id: string }) => item.id === application.id).photoWarnings;
    await test.db().update(documents).set({ applicationId: application.id }).where(eq(documents.id, id));
    expect(await flagged()).toBe(false);
    await test.db().update(documents).set({ applicationId: null }).where(eq(documents.id, id));
    expect((await record(id, ['PHOTO_HEAD_TILTED'], cookie)).statusCode).toBe(204);
    await test.db().update(documents).set({ applicationId: application.id }).where(eq(documents.id, id));
    const [row] = await test.db().select().from(documents).where(eq(documents.id, id));
    expect(row?.checkResult).toMatchObject({ warnings: [], deviceWarnings: ['PHOTO_HEAD_TILTED'] });
    expect(await flagged()).toBe(true);
  });
});
