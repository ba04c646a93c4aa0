import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import { sampleApplicationData } from '../../../../tests/setup/application-data';
import { draftRequests } from '../../../../tests/setup/drafts';
import { createApplication } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, upload } from '../../../../tests/setup/uploads';
import { applications, auditEvents, documents } from '../../db/schema';
import { passportPhoto, type SpecimenPassport } from './passport-corpus';
import { portrait } from './photo-corpus';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Ola', lastName: 'Checker' })).cookies;
});
afterAll(() => test.close());

const specimen: SpecimenPassport = {
  documentNumber: 'XA1234567',
  surname: 'GARCIA LOPEZ',
  givenNames: 'JOSE MARIA',
  nationality: 'ESP',
  issuingCountry: 'ESP',
  birth: '850314',
  sex: 'M',
  expiry: '310630',
};

const check = (id: string, cookie?: string, cookies?: Record<string, string>) =>
  test.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/check`,
    ...(cookie ? { headers: { cookie } } : {}),
    cookies,
  });

async function settled(id: string, cookie: string) {
  for (let i = 0; i < 120; i++) {
    const body = (await check(id, cookie)).json();
    if (body.passport?.status !== 'pending') return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the passport check did not finish');
}

describe('the passport check on the server', () => {
  it('reads a tilted, soft photo of a passport page while /api/health keeps answering within a second', async () => {
    const data = await passportPhoto(specimen, { width: 1600, rotate: 3, blur: 0.8, quality: 70 });
    const { response, cookie } = await upload(test.app, { kind: 'passportScan', fileName: 'p.jpg', data });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect((await check(id, cookie)).json()).toEqual({ success: true, passport: { status: 'pending' } });

    const healthTimes: number[] = [];
    const reading = settled(id, cookie as string);
    let done = false;
    void reading.finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      const health = await test.app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect(healthTimes.length).toBeGreaterThan(2);
    expect(await reading).toEqual({
      success: true,
      passport: {
        status: 'read',
        mrz: {
          documentNumber: 'XA1234567',
          surname: 'GARCIA LOPEZ',
          givenNames: 'JOSE MARIA',
          nationality: 'ESP',
          issuingCountry: 'ESP',
          dateOfBirth: '1985-03-14',
          sex: 'M',
          expiryDate: '2031-06-30',
          checkDigitsValid: true,
        },
      },
    });

    // Staff see the verdict on the traveller's case: one digit off is a mismatch naming only the number.
    const application = await createApplication(test.db(), {
      firstName: 'José María',
      lastName: 'García López',
      dateOfBirth: '1985-03-14',
      nationality: 'ES',
      issuingCountry: 'ES',
      passportNumber: 'XA1234568',
      passportExpiryDate: '2031-06-30',
      passportConfirmed: ['passportNumber'],
    });
    await test.db().update(documents).set({ applicationId: application.id }).where(eq(documents.id, id));
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      cookies: admin,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const [traveller] = detail.json().application.travellers;
    expect(traveller.passportCheck).toMatchObject({
      status: 'mismatch',
      differences: ['passportNumber'],
      confirmed: ['passportNumber'],
    });

    // The list flags it; once the number is corrected, the verdict is a match and the flag goes.
    const listed = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/admin/applications', cookies: admin }))
        .json()
        .applications.find((item: { id: string }) => item.id === application.id);
    expect(await listed()).toMatchObject({ passportDiffers: true, photoWarnings: false });
    await test
      .db()
      .update(applications)
      .set({ passportNumber: 'XA1234567' })
      .where(eq(applications.id, application.id));
    expect(await listed()).toMatchObject({ passportDiffers: false });
    const corrected = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      cookies: admin,
    });
    expect(corrected.json().application.travellers[0].passportCheck).toMatchObject({
      status: 'match',
      differences: [],
    });

    // Staff may read the check, and the read is recorded; another visitor may not.
    expect((await check(id, undefined, admin)).statusCode).toBe(200);
    const reads = await test.db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(reads.map((event) => [event.action, (event.details as { reason?: string }).reason])).toContainEqual([
      'document.viewed',
      'check',
    ]);
    const stranger = await upload(test.app, { kind: 'photo', fileName: 'x.jpg', data: await portrait(0, 'good') });
    expect((await check(id, stranger.cookie)).statusCode).toBe(404);
  }, 60_000);

  it('says an unreadable PDF is unreadable, and takes the payment and the submission all the same', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const { response, cookie } = await upload(test.app, { kind: 'passportScan', fileName: 'p.pdf', data: pdf });
    expect(response.statusCode).toBe(201);
    const scan = response.json().id as string;
    expect(await settled(scan, cookie as string)).toEqual({
      success: true,
      passport: { status: 'unreadable' },
    });

    const jar = { cookie: cookie as string };
    const { intentFor, pay, inject } = draftRequests(() => test);
    const photo = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: await testImage('png'), cookie });
    const data = sampleApplicationData({ passportScanPath: scan, photoPath: photo.response.json().id });
    const intent = await intentFor(jar, data);
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId } = intent.json();
    expect((await pay(jar, paymentIntentId)).statusCode).toBe(200);
    const submitted = await inject('POST', '/api/applications', jar, { paymentId: paymentIntentId });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${submitted.json().application.id}`,
      cookies: admin,
    });
    expect(detail.json().application.travellers[0].passportCheck).toMatchObject({ status: 'unreadable' });
  }, 60_000);
});

describe('the photo check on the server', () => {
  it('measures at upload: a good portrait has no warning, a dark one PHOTO_TOO_DARK', async () => {
    for (const [label, warnings] of [
      ['good', []],
      ['PHOTO_TOO_DARK', ['PHOTO_TOO_DARK']],
      ['PHOTO_BLURRED', ['PHOTO_BLURRED']],
      ['PHOTO_BACKGROUND_NOT_PLAIN', ['PHOTO_BACKGROUND_NOT_PLAIN']],
    ] as const) {
      const { response, cookie } = await upload(test.app, {
        kind: 'photo',
        fileName: 'p.jpg',
        data: await portrait(1, label, 800),
      });
      expect(response.statusCode).toBe(201);
      expect((await check(response.json().id, cookie)).json(), label).toEqual({
        success: true,
        photo: { status: 'checked', width: 800, height: 1000, warnings },
      });
    }
  });

  it("shows staff the dark photo's warning on the traveller's case and flags it in the list", async () => {
    const { response } = await upload(test.app, {
      kind: 'photo',
      fileName: 'dark.jpg',
      data: await portrait(2, 'PHOTO_TOO_DARK'),
    });
    const application = await createApplication(test.db());
    await test
      .db()
      .update(documents)
      .set({ applicationId: application.id })
      .where(eq(documents.id, response.json().id));
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      cookies: admin,
    });
    expect(detail.json().application.travellers[0]).toMatchObject({
      passportCheck: { status: 'pending', differences: [] },
      photoCheck: { status: 'checked', warnings: ['PHOTO_TOO_DARK'] },
    });
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/applications', cookies: admin });
    expect(list.json().applications.find((item: { id: string }) => item.id === application.id)).toMatchObject({
      photoWarnings: true,
      passportDiffers: false,
    });
  });
});
