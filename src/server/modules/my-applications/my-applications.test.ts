import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import {
  createApplication,
  createUser,
  sessionCookieFor,
  truncateApplications,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { onlyPendingCancelMessage } from '../../../core/my-applications';
import {
  applicationEvents,
  applications,
  auditEvents,
  contactMessages,
  contactReplies,
  emailOutbox,
  rateLimitHits,
} from '../../db/schema';

let test: TestApp;
let owner: { id: string; email: string; cookies: Record<string, string> };
let stranger: Record<string, string>;
let admin: Record<string, string>;
const missingId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.db(), { firstName: 'Jane', lastName: 'Smith' });
  owner = { id: user.id, email: user.email, cookies: await sessionCookieFor(test.db(), user.id) };
  stranger = (await signedIn(test.db())).cookies;
  admin = (await asAdmin(test.db(), { username: 'boss' })).cookies;
});
afterAll(() => test.close());
beforeEach(async () => {
  await truncateApplications(test.db());
  await test.db().delete(rateLimitHits);
});

const get = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });
const post = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'POST', url, cookies });

describe('the list of my applications', () => {
  it('shows the owner only their own applications, newest first, on both paths', async () => {
    const older = await createApplication(test.db(), {
      userId: owner.id,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createApplication(test.db(), { userId: owner.id, statusNotes: 'Looking good' });
    await createApplication(test.db(), { userId: null });
    for (const path of ['/api/user/applications', '/api/applications']) {
      const response = await get(path, owner.cookies);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.applications.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
      expect(Object.keys(body.applications[0]).sort()).toEqual(
        [
          'applicantCount',
          'createdAt',
          'firstName',
          'id',
          'lastName',
          'lastStatusUpdate',
          'nationality',
          'processingType',
          'referenceNumber',
          'status',
          'statusNotes',
          'travellers',
        ].sort(),
      );
      expect(body.applications[0].statusNotes).toBe('Looking good');
      expect(body.applications[0].travellers).toEqual([
        { index: 0, firstName: 'Test', lastName: newer.lastName, caseStatus: 'in_review' },
      ]);
    }
    expect((await get('/api/user/applications', stranger)).json().applications).toEqual([]);
  });

  it('pages', async () => {
    for (let i = 0; i < 3; i += 1) {
      await createApplication(test.db(), { userId: owner.id, createdAt: new Date(Date.now() - i * 1000) });
    }
    const first = (await get('/api/applications?pageSize=2', owner.cookies)).json();
    expect(first.applications).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = (await get('/api/applications?pageSize=2&page=2', owner.cookies)).json();
    expect(second.applications).toHaveLength(1);
    expect(second.hasMore).toBe(false);
  });

  it('pages through every application, past the first fifty, each once and newest first', async () => {
    const made: string[] = [];
    for (let i = 0; i < 55; i += 1) {
      const row = await createApplication(test.db(), { userId: owner.id, createdAt: new Date(Date.now() - i * 1000) });
      made.push(row.id);
    }
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await get(`/api/user/applications?page=${page}&pageSize=20`, owner.cookies)).json();
      seen.push(...body.applications.map((a: { id: string }) => a.id));
      if (!body.hasMore) break;
    }
    expect(seen).toEqual(made);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/api/user/applications')).statusCode).toBe(401);
    expect((await get('/api/applications')).statusCode).toBe(401);
    expect((await get('/api/user/messages')).statusCode).toBe(401);
  });
});

describe('the detail of an application', () => {
  it('gives the owner everything, with the masked card and the public history', async () => {
    const row = await createApplication(test.db(), {
      userId: owner.id,
      applicantCount: 2,
      isMultipleApplicants: true,
      additionalApplicants: [{ firstName: 'Tom', lastName: 'Smith', nationality: 'FR', relationship: 'child' }],
      paymentDetails: { cardholderName: 'Jane Smith', brand: 'visa', last4: '4242', expiryDate: '12/30' },
      paidAt: new Date('2026-01-02T10:00:00Z'),
      amountPence: 9998,
    });
    await test.db().insert(applicationEvents).values({ applicationId: row.id, type: 'note', notes: 'internal only' });
    const response = await get(`/api/applications/${row.id}`, owner.cookies);
    expect(response.statusCode).toBe(200);
    const { application } = response.json();
    expect(application.referenceNumber).toBe(row.referenceNumber);
    expect(application.additionalApplicants[0]).toMatchObject({ firstName: 'Tom', nationality: 'FR' });
    expect(application.payment).toEqual({
      cardholderName: 'Jane Smith',
      brand: 'visa',
      maskedCard: '•••• 4242',
      expiry: '12/30',
      amountPence: 9998,
      governmentFeePence: 1600,
      paidAt: '2026-01-02T10:00:00.000Z',
    });
    expect(application.events.map((e: { type: string }) => e.type)).toEqual(['submitted']);
    expect(JSON.stringify(application)).not.toContain('internal only');
    expect(application.canCancel).toBe(true);
    expect((await get(`/api/applications/${row.id}`, admin)).statusCode).toBe(200);
  });

  it("answers another user's id exactly like a missing one", async () => {
    const row = await createApplication(test.db(), { userId: owner.id });
    const notOwned = await get(`/api/applications/${row.id}`, stranger);
    const missing = await get(`/api/applications/${missingId}`, stranger);
    const malformed = await get('/api/applications/not-an-id', stranger);
    for (const response of [notOwned, missing, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    expect(missing.json().message).toBe('Application not found');
    expect((await get(`/api/applications/${row.id}/receipt.pdf`, stranger)).body).toBe(missing.body);
  });
});

describe('cancelling', () => {
  it('lets the owner cancel a pending application, records the event and queues the e-mail', async () => {
    const row = await createApplication(test.db(), { userId: owner.id, language: 'fr' });
    const response = await post(`/api/applications/${row.id}/cancel`, owner.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'cancelled', canCancel: false });
    const [stored] = await test.db().select().from(applications).where(eq(applications.id, row.id));
    expect(stored?.status).toBe('cancelled');
    expect(stored?.version).toBe(row.version + 1);
    expect(stored && stored.lastStatusUpdate > row.lastStatusUpdate).toBe(true);
    const events = await test.db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, row.id));
    expect(events.find((e) => e.type === 'cancelled')).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorId: owner.id,
    });
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, row.email));
    expect(mail?.subject).toBe(`[TEST] Votre demande ${row.referenceNumber} a été annulée`);
    // Staff see the cancellation in the admin detail.
    const adminView = (await get(`/api/admin/applications/${row.id}`, admin)).json();
    expect(adminView.application.events.map((e: { type: string }) => e.type)).toContain('cancelled');
  });

  it('refuses anything but pending with 409', async () => {
    for (const status of ['processing', 'reviewing', 'approved', 'rejected', 'cancelled'] as const) {
      const row = await createApplication(test.db(), { userId: owner.id, status });
      const response = await post(`/api/applications/${row.id}/cancel`, owner.cookies);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(onlyPendingCancelMessage);
    }
  });

  it('is for the owner only: others, admins included, get the 404 of a missing id', async () => {
    const row = await createApplication(test.db(), { userId: owner.id });
    const missing = await post(`/api/applications/${missingId}/cancel`, stranger);
    for (const cookies of [stranger, admin]) {
      const response = await post(`/api/applications/${row.id}/cancel`, cookies);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    expect((await post(`/api/applications/${row.id}/cancel`)).statusCode).toBe(401);
    const [stored] = await test.db().select().from(applications).where(eq(applications.id, row.id));
    expect(stored?.status).toBe('pending');
  });
});

describe('tracking by reference', () => {
  it('shows full names to the owner and admins, initials to anyone else', async () => {
    const row = await createApplication(test.db(), { userId: owner.id, firstName: 'Jane', lastName: 'Smith' });
    const url = `/api/application-status/${row.referenceNumber}`;
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      success: true,
      message: 'Application found',
      firstName: 'J***',
      lastName: 'S***',
      referenceNumber: row.referenceNumber,
      status: 'pending',
      lastUpdated: row.lastStatusUpdate.toISOString(),
      travellers: [{ name: 'J*** S***', status: 'in_review' }],
    });
    expect((await get(url, stranger)).json()).toMatchObject({ firstName: 'J***', lastName: 'S***' });
    expect((await get(url, owner.cookies)).json()).toMatchObject({
      firstName: 'Jane',
      lastName: 'Smith',
      travellers: [{ name: 'Jane Smith', status: 'in_review' }],
    });
    expect((await get(url, admin)).json()).toMatchObject({ firstName: 'Jane', lastName: 'Smith' });
    // Staff's read of the full names is recorded; the owner's is not.
    const reads = await test
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, row.id), eq(auditEvents.action, 'application.viewed')));
    expect(reads.map((read) => read.details)).toEqual([{ reference: row.referenceNumber, via: 'tracking' }]);
    expect((await get(url.toLowerCase())).statusCode).toBe(200);
  });

  it('finds a reference typed loosely: spaces, no hyphen, no prefix, any case', async () => {
    const row = await createApplication(test.db(), { userId: owner.id });
    const digits = row.referenceNumber.slice(4);
    for (const typed of [
      `adv ${digits}`,
      `ADV${digits}`,
      digits,
      `adv ${digits.slice(0, 4)} ${digits.slice(4)}`,
      `adv-${digits.slice(0, 4)} ${digits.slice(4)}`,
    ]) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/application-status/${encodeURIComponent(typed)}`,
        remoteAddress: '192.0.2.77',
      });
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().referenceNumber).toBe(row.referenceNumber);
    }
  });

  it('answers an unknown reference with 404 and the message', async () => {
    const response = await get('/api/application-status/ADV-00000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Application not found' });
  });

  it('is rate-limited per client', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await get('/api/application-status/ADV-00000000')).statusCode).toBe(404);
    }
    const limited = await get('/api/application-status/ADV-00000000');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('my messages', () => {
  it('lists the messages the user sent signed in, with the staff replies, newest first', async () => {
    const [mine] = await test
      .db()
      .insert(contactMessages)
      .values({
        userId: owner.id,
        name: 'Jane',
        email: owner.email,
        subject: 'Status',
        message: 'Any news?',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [later] = await test
      .db()
      .insert(contactMessages)
      .values({ userId: owner.id, name: 'Jane', email: owner.email, subject: 'Payment', message: 'And another' })
      .returning();
    // Sent anonymously with her address: anyone could have typed it, so it is not hers to read.
    await test
      .db()
      .insert(contactMessages)
      .values({ name: 'Jane', email: owner.email.toUpperCase(), subject: 'Payment', message: 'Anonymous' });
    await test
      .db()
      .insert(contactMessages)
      .values({ name: 'Other', email: 'other@example.com', subject: 'Other', message: 'Not hers' });
    if (!mine || !later) throw new Error('not inserted');
    await test.db().insert(contactReplies).values({ messageId: mine.id, body: 'It is being reviewed.' });
    const response = await get('/api/user/messages', owner.cookies);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((m: { id: string }) => m.id)).toEqual([later.id, mine.id]);
    expect(messages[1].replies).toEqual([expect.objectContaining({ body: 'It is being reviewed.' })]);
    expect((await get('/api/user/messages', stranger)).json().messages).toEqual([]);
  });
});
