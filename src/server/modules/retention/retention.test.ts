import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import {
  createPaidApplication,
  createUser,
  sessionCookieFor,
  setCaseStatuses,
} from '../../../../tests/setup/factories';
import { startS3Server } from '../../../../tests/setup/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { applicationEvents, applications, documents, emailOutbox, payments, refunds } from '../../db/schema';
import { storageBackend } from '../../lib/storage/configured';
import { newStorageKey } from '../../lib/storage/index';
import { runRetention } from './job';

const dayMs = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each([
  ['the local folder', () => ({})],
  ['an S3-protocol server', () => s3.environment],
])('retention and erasure with documents in %s', (_name, environment) => {
  let test: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp({ ...environment(), LOG_LEVEL: 'error' });
    admin = (await asAdmin(test.db())).cookies;
  });
  afterAll(() => test.close());

  const deps = () => ({ db: test.db(), storage: test.app.storage });
  const raw = () => storageBackend(test.config);
  const fileExists = (key: string) =>
    raw()
      .get(key)
      .then(
        () => true,
        () => false,
      );

  /** A traveller with a signed-in cookie, and a paid application holding a scan and a photo. */
  async function travellerWithApplication(overrides: Partial<typeof applications.$inferInsert> = {}) {
    const user = await createUser(test.db());
    const cookies = await sessionCookieFor(test.db(), user.id);
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const application = await createPaidApplication(test.db(), { userId: user.id, ...overrides });
    await test
      .db()
      .update(payments)
      .set({ snapshot: { firstName: 'Test', passportNumber: application.passportNumber } })
      .where(eq(payments.id, application.paymentId as string));
    const photo = await testImage('jpeg');
    const ids: string[] = [];
    for (const [kind, data] of [
      ['passportScan', testPdf],
      ['photo', photo],
    ] as const) {
      const { response } = await upload(test.app, { kind, fileName: 'mine', data, cookie });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
      await test
        .db()
        .update(documents)
        .set({ applicationId: application.id })
        .where(eq(documents.id, response.json().id));
    }
    const rows = await test.db().select().from(documents).where(eq(documents.applicationId, application.id));
    return { user, cookies, application, documentIds: ids, storageKeys: rows.map((row) => row.storageKey), photo };
  }

  it('erases a decided application when the clock passes its date, keeping the minimal record six years', async () => {
    const decidedAt = new Date();
    const departure = day(new Date(Date.now() + 10 * dayMs));
    const { cookies, application, documentIds, storageKeys } = await travellerWithApplication({
      status: 'approved',
      lastStatusUpdate: decidedAt,
      departureDate: departure,
    });
    // The traveller's page names the day: 30 days after the end of the trip (which is after the decision).
    const page = await test.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, cookies });
    const expected = day(new Date(Date.parse(`${departure}T00:00:00Z`) + 31 * dayMs));
    expect(page.json().application.documentsDeletedOn).toBe(expected);

    // The day before: nothing goes.
    await runRetention(deps(), new Date(Date.parse(`${expected}T00:00:00Z`) - 1));
    for (const key of storageKeys) expect(await fileExists(key)).toBe(true);

    const counts = await runRetention(deps(), new Date(Date.parse(`${expected}T00:00:00Z`)));
    expect(counts.erased).toBe(1);
    for (const key of storageKeys) expect(await fileExists(key)).toBe(false);
    const [kept] = await test.db().select().from(applications).where(eq(applications.id, application.id));
    expect(kept).toMatchObject({
      referenceNumber: application.referenceNumber,
      amountPence: application.amountPence,
      status: 'approved',
      firstName: '',
      lastName: '',
      email: '',
      passportNumber: '',
      dateOfBirth: null,
      passportExpiryDate: null,
      ukAddress: '',
      additionalApplicants: [],
      departureDate: departure,
    });
    expect(kept?.personalDataErasedAt).not.toBeNull();
    const [payment] = await test
      .db()
      .select()
      .from(payments)
      .where(eq(payments.id, application.paymentId as string));
    expect(payment?.snapshot).toEqual({});
    expect(await test.db().select().from(documents).where(eq(documents.applicationId, application.id))).toEqual([]);
    for (const id of documentIds) {
      const read = await test.app.inject({ method: 'GET', url: `/api/documents/${id}`, cookies: admin });
      expect(read.statusCode).toBe(404);
    }
    const after = await test.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, cookies });
    expect(after.json().application).toMatchObject({ documents: [], documentsDeletedOn: null });

    // Six years on, the minimal record and its payment go too.
    await runRetention(deps(), new Date(Date.now() + 6 * 366 * dayMs));
    expect(await test.db().select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect(
      await test
        .db()
        .select()
        .from(payments)
        .where(eq(payments.id, application.paymentId as string)),
    ).toEqual([]);
  });

  it('tells the traveller the deletion day in the decision and cancellation e-mails', async () => {
    const { application } = await travellerWithApplication({ status: 'processing', departureDate: '2027-06-14' });
    await setCaseStatuses(test.db(), application.id, ['submitted']);
    const decided = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}/status`,
      cookies: admin,
      payload: { status: 'approved', version: application.version },
    });
    expect(decided.statusCode).toBe(200);
    const [mail] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, application.email), eq(emailOutbox.template, 'caseDecision')));
    // 30 days after the end of the trip (14 June 2027), the decision being earlier.
    expect(mail?.text).toContain('Your documents will be deleted on 15 July 2027.');

    const owner = await travellerWithApplication({ status: 'pending' });
    const cancelled = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${owner.application.id}/cancel`,
      cookies: owner.cookies,
    });
    expect(cancelled.statusCode).toBe(200);
    const day = cancelled.json().application.documentsDeletedOn;
    expect(day).toBe(new Date(Math.ceil((Date.now() + 30 * dayMs) / dayMs) * dayMs).toISOString().slice(0, 10));
    const [notice] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.application.email), eq(emailOutbox.template, 'applicationCancelled')));
    expect(notice?.text).toContain('Your documents will be deleted on');
  });

  it('keeps an application that is still open however far the clock moves', async () => {
    const { application, storageKeys } = await travellerWithApplication({ status: 'processing' });
    await runRetention(deps(), new Date(Date.now() + 400 * dayMs));
    for (const key of storageKeys) expect(await fileExists(key)).toBe(true);
    const [row] = await test.db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.personalDataErasedAt).toBeNull();
    expect(row?.passportNumber).toBe(application.passportNumber);
  });

  it('leaves nothing behind an interrupted run: a file with no row and a row with no file are removed', async () => {
    const orphanKey = newStorageKey();
    await test.app.storage.put(orphanKey, Buffer.from('left by a crash'));
    const { storageKeys } = await travellerWithApplication({ status: 'processing' });
    const [gone, kept] = storageKeys as [string, string];
    await raw().delete(gone);
    // Within the hour an upload may be half done: both stay.
    expect(await runRetention(deps(), new Date())).toMatchObject({ orphanFiles: 0, orphanRows: 0 });
    const counts = await runRetention(deps(), new Date(Date.now() + 2 * 3600_000));
    expect(counts).toMatchObject({ orphanFiles: 1, orphanRows: 1 });
    expect(await fileExists(orphanKey)).toBe(false);
    expect(await test.db().select().from(documents).where(eq(documents.storageKey, gone))).toEqual([]);
    expect(await test.db().select().from(documents).where(eq(documents.storageKey, kept))).toHaveLength(1);
    expect(await fileExists(kept)).toBe(true);
  });

  it('exports the traveller’s data as a ZIP of a JSON file and their own documents, decrypted', async () => {
    const { cookies, application, photo } = await travellerWithApplication({ status: 'approved' });
    const response = await test.app.inject({ method: 'GET', url: '/api/user/export', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="advena-my-data-/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json']));
    expect(data.account.id).toBe(application.userId);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      referenceNumber: application.referenceNumber,
      passportNumber: application.passportNumber,
    });
    expect(data.applications[0].events.length).toBeGreaterThan(0);
    expect(data.messages).toEqual([]);
    const scan = files[`documents/passportScan-${application.referenceNumber}.pdf`];
    expect(Buffer.from(scan as Uint8Array).equals(testPdf)).toBe(true);
    expect(files[`documents/photo-${application.referenceNumber}.jpg`]?.length).toBeGreaterThan(0);
    expect(photo.length).toBeGreaterThan(0);
  });

  it('deleting an account cancels and refunds what is under review, erases the decided at once and keeps the submitted', async () => {
    const owner = await travellerWithApplication({ status: 'pending' });
    const decided = await createPaidApplication(test.db(), { userId: owner.user.id, status: 'rejected' });
    const submitted = await createPaidApplication(test.db(), { userId: owner.user.id, status: 'processing' });
    await setCaseStatuses(test.db(), submitted.id, ['submitted']);
    const response = await test.app.inject({ method: 'DELETE', url: '/api/user/account', cookies: owner.cookies });
    expect(response.statusCode).toBe(200);

    const [cancelled] = await test.db().select().from(applications).where(eq(applications.id, owner.application.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', userId: null, firstName: '', passportNumber: '' });
    const [refund] = await test.db().select().from(refunds).where(eq(refunds.applicationId, owner.application.id));
    expect(refund).toMatchObject({ amountPence: owner.application.amountPence, status: 'succeeded' });
    // The kept history still says how much was refunded; nothing else of the event's details stays.
    const history = await test
      .db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, owner.application.id));
    expect(history.filter((event) => event.type === 'refunded').map((event) => event.details)).toEqual([
      { amountPence: owner.application.amountPence },
    ]);
    expect(history.every((event) => event.notes === null)).toBe(true);
    for (const key of owner.storageKeys) expect(await fileExists(key)).toBe(false);
    for (const id of owner.documentIds) {
      const read = await test.app.inject({ method: 'GET', url: `/api/documents/${id}`, cookies: admin });
      expect(read.statusCode).toBe(404);
    }
    const [erased] = await test.db().select().from(applications).where(eq(applications.id, decided.id));
    expect(erased?.personalDataErasedAt).not.toBeNull();
    const [waiting] = await test.db().select().from(applications).where(eq(applications.id, submitted.id));
    expect(waiting).toMatchObject({ status: 'processing', personalDataErasedAt: null, userId: null });
    expect(waiting?.passportNumber).toBe(submitted.passportNumber);
  });
  it('staff deleting an account erase its applications the same way', async () => {
    const owner = await travellerWithApplication({ status: 'approved' });
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${owner.user.id}`,
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    for (const key of owner.storageKeys) expect(await fileExists(key)).toBe(false);
    const [erased] = await test.db().select().from(applications).where(eq(applications.id, owner.application.id));
    expect(erased).toMatchObject({ userId: null, firstName: '', passportNumber: '' });
    expect(erased?.personalDataErasedAt).not.toBeNull();
  });
});
