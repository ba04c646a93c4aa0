import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../../../../tests/setup/documents';
import { createApplication, createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultSettings } from '../../../core/default-settings';
import { applications, auditEvents, contactMessages } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

let test: TestApp;
let admin: Record<string, string>;
let adminId: string;
let traveller: Record<string, string>;
let travellerId: string;
const origin = { origin: 'http://localhost:3000' };

beforeAll(async () => {
  test = await createTestApp();
  const adminUser = await createUser(test.db(), {
    role: 'admin',
    email: 'ada@advena.example',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  adminId = adminUser.id;
  admin = await sessionCookieFor(test.db(), adminId);
  const user = await createUser(test.db(), { email: 'tom@example.com', firstName: 'Tom', lastName: 'Traveller' });
  travellerId = user.id;
  traveller = await sessionCookieFor(test.db(), travellerId);
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookies = admin) =>
  test.app.inject({ method, url, cookies, payload, headers: method === 'GET' ? {} : origin });

/** The newest event id so far: `eventsSince(mark)` then reads what a call wrote. */
async function mark(): Promise<number> {
  const [row] = await test
    .db()
    .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` })
    .from(auditEvents);
  return Number(row?.id ?? 0);
}
const eventsSince = (id: number) =>
  test.db().select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);

const insertDocument = (applicationId: string | null, kind: 'passportScan' | 'photo' = 'passportScan') =>
  storedDocument(test, { kind, userId: travellerId, applicationId, originalName: 'passport.png' });

async function insertMessage() {
  const [row] = await test
    .db()
    .insert(contactMessages)
    .values({ name: 'Maria Rossi', email: 'maria@example.it', subject: 'payment', message: 'A question.' })
    .returning();
  return row!;
}

describe('GET /api/admin/audit-events', () => {
  it('is for admins only: 401 without a session, 403 for a traveller', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/audit-events' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit-events', undefined, traveller)).statusCode).toBe(403);
  });

  it('finds an admin opening a passport scan by the application id and by its reference', async () => {
    const application = await createApplication(test.db(), { userId: travellerId });
    const scan = await insertDocument(application.id);
    const read = await call('GET', `/api/documents/${scan.id}`);
    expect(read.statusCode).toBe(200);

    const body = (await call('GET', `/api/admin/audit-events?target=${application.id}`)).json();
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      action: 'document.viewed',
      actorId: adminId,
      actorName: 'Ada Admin',
      targetType: 'document',
      targetId: scan.id,
      applicationId: application.id,
      ip: '127.0.0.1',
      details: { documentKind: 'passportScan', reference: application.referenceNumber },
    });
    expect(body.events[0].requestId).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    const byReference = (
      await call('GET', `/api/admin/audit-events?target=${application.referenceNumber.toLowerCase()}`)
    ).json();
    expect(byReference.events.map((event: { id: string }) => event.id)).toEqual([body.events[0].id]);
    const byDocument = (await call('GET', `/api/admin/audit-events?target=${scan.id}`)).json();
    expect(byDocument.events.map((event: { id: string }) => event.id)).toEqual([body.events[0].id]);
  });

  it('records nothing when the owner reads their own document', async () => {
    const scan = await insertDocument(null);
    const before = await mark();
    expect((await call('GET', `/api/documents/${scan.id}`, undefined, traveller)).statusCode).toBe(200);
    expect(await eventsSince(before)).toEqual([]);
  });

  it('pages by cursor forwards and back, each event once, newest first', async () => {
    const application = await createApplication(test.db());
    const context = { requestId: 'paging', ip: '10.0.0.1' };
    const actor = { id: adminId, firstName: 'Ada', lastName: 'Admin', username: null, email: 'ada@advena.example' };
    // Several in one transaction share its timestamp: the id breaks the tie.
    await test.db().transaction(async (tx) => {
      for (let i = 0; i < 7; i++) {
        await recordAudit(tx, {
          action: 'application.viewed',
          actor,
          context,
          target: { type: 'application', id: application.id },
          applicationId: application.id,
        });
      }
    });
    for (let i = 0; i < 6; i++) {
      await recordAudit(test.db(), {
        action: 'application.viewed',
        actor,
        context,
        target: { type: 'application', id: application.id },
        applicationId: application.id,
      });
    }
    const all = await test.db().select().from(auditEvents).where(eq(auditEvents.applicationId, application.id));
    const expected = all
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((event) => String(event.id));

    const list = (query: string) =>
      call('GET', `/api/admin/audit-events?target=${application.id}&pageSize=5${query}`).then((r) => r.json());
    const pages = [await list('')];
    expect(pages[0].previousCursor).toBeNull();
    while (pages.at(-1).nextCursor) pages.push(await list(`&after=${pages.at(-1).nextCursor}`));
    expect(pages.map((page) => page.events.length)).toEqual([5, 5, 3]);
    const ids = pages.flatMap((page) => page.events.map((event: { id: string }) => event.id));
    expect(ids).toEqual(expected);

    // Back from the last page: the same pages in reverse.
    const back = [pages.at(-1)];
    while (back.at(-1).previousCursor) back.push(await list(`&before=${back.at(-1).previousCursor}`));
    expect(back.map((page) => page.events.map((event: { id: string }) => event.id))).toEqual(
      [...pages].reverse().map((page) => page.events.map((event: { id: string }) => event.id)),
    );
    expect(back.at(-1).previousCursor).toBeNull();
  });

  it('filters by actor, action and date range', async () => {
    const other = await createUser(test.db(), { role: 'admin', firstName: 'Otto', lastName: 'Other' });
    const otherCookie = await sessionCookieFor(test.db(), other.id);
    const application = await createApplication(test.db());
    await call('GET', `/api/admin/applications/${application.id}`, undefined, otherCookie);
    await call('POST', `/api/admin/applications/${application.id}/notes`, { notes: 'Checked.' }, otherCookie);

    const byActor = (await call('GET', `/api/admin/audit-events?actor=${other.id}`)).json();
    expect(byActor.events.map((event: { action: string }) => event.action)).toEqual([
      'application.note_added',
      'application.viewed',
    ]);
    const byAction = (await call('GET', `/api/admin/audit-events?actor=${other.id}&action=application.viewed`)).json();
    expect(byAction.events).toHaveLength(1);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const within = await call('GET', `/api/admin/audit-events?actor=${other.id}&from=${today}&to=${today}`);
    expect(within.json().events).toHaveLength(2);
    const later = await call('GET', `/api/admin/audit-events?actor=${other.id}&from=${tomorrow}`);
    expect(later.json().events).toHaveLength(0);
    const instant = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await call('GET', `/api/admin/audit-events?actor=${other.id}&to=${instant}`)).json().events).toHaveLength(
      2,
    );

    expect((await call('GET', '/api/admin/audit-events?action=nonsense')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-events?target=Smith')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-events?from=2024-02-31')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-events?after=1&before=2')).statusCode).toBe(400);
  });

  it('answers only the whitelisted details, whatever a row holds', async () => {
    const application = await createApplication(test.db());
    await test
      .db()
      .insert(auditEvents)
      .values({
        action: 'application.viewed',
        applicationId: application.id,
        details: { reference: application.referenceNumber, firstName: 'Jane', passportNumber: 'P123' },
      });
    const [event] = (await call('GET', `/api/admin/audit-events?target=${application.id}`)).json().events;
    expect(event.details).toEqual({ reference: application.referenceNumber });
  });
});

describe('each staff action writes exactly one event', () => {
  async function expectOneEvent(
    request: () => Promise<{ statusCode: number; body: string }>,
    expected: { action: string; targetType: string | null; targetId: string | null; applicationId?: string | null },
    status = 200,
  ) {
    const before = await mark();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    const events = await eventsSince(before);
    expect(events, expected.action).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      actorName: 'Ada Admin',
      ip: '127.0.0.1',
      applicationId: null,
      ...expected,
    });
    return events[0]!;
  }

  it('for reads of an application, its documents, receipt and CSV', async () => {
    const application = await createApplication(test.db(), { userId: travellerId });
    const target = { targetType: 'application', targetId: application.id, applicationId: application.id };
    const reference = application.referenceNumber;

    const viewed = await expectOneEvent(() => call('GET', `/api/admin/applications/${application.id}`), {
      action: 'application.viewed',
      ...target,
    });
    expect(viewed.details).toEqual({ reference, via: 'admin' });
    const dashboard = await expectOneEvent(() => call('GET', `/api/applications/${application.id}`), {
      action: 'application.viewed',
      ...target,
    });
    expect(dashboard.details).toEqual({ reference, via: 'traveller' });
    await expectOneEvent(() => call('GET', `/api/applications/${application.id}/receipt.pdf`), {
      action: 'application.receipt_downloaded',
      ...target,
    });
    const csv = await expectOneEvent(() => call('GET', `/api/admin/applications/${application.id}/export.csv`), {
      action: 'application.exported',
      ...target,
    });
    expect(csv.details).toEqual({ reference });
    const photo = await insertDocument(application.id, 'photo');
    await expectOneEvent(() => call('GET', `/api/documents/${photo.id}`), {
      action: 'document.viewed',
      targetType: 'document',
      targetId: photo.id,
      applicationId: application.id,
    });

    // The owner's own reads are not staff reads.
    const before = await mark();
    expect((await call('GET', `/api/applications/${application.id}`, undefined, traveller)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/applications/${application.id}/receipt.pdf`, undefined, traveller)).statusCode,
    ).toBe(200);
    expect(await eventsSince(before)).toEqual([]);
  });

  it('for the list export, with its filters, row count and no search term', async () => {
    for (let i = 0; i < 3; i++) await createApplication(test.db(), { nationality: 'DE', lastName: `Export${i}` });
    const event = await expectOneEvent(
      () => call('GET', '/api/admin/applications/export.csv?nationality=DE&search=export'),
      { action: 'applications.exported', targetType: null, targetId: null },
    );
    expect(event.details).toEqual({
      filters: { nationality: 'DE', sort: 'createdAt', order: 'desc' },
      searched: true,
      rowCount: 3,
      completed: true,
    });
  });

  it('for status changes and notes, and none for a stale or refused change', async () => {
    const application = await createApplication(test.db());
    const target = { targetType: 'application', targetId: application.id, applicationId: application.id };
    const changed = await expectOneEvent(
      () =>
        call('PATCH', `/api/admin/applications/${application.id}/status`, {
          status: 'processing',
          notes: 'Passport checked for Jane',
          version: 1,
        }),
      { action: 'application.status_changed', ...target },
    );
    // The notes may name the traveller: the event names the statuses only.
    expect(changed.details).toEqual({
      reference: application.referenceNumber,
      fromStatus: 'pending',
      toStatus: 'processing',
    });
    const note = await expectOneEvent(
      () => call('POST', `/api/admin/applications/${application.id}/notes`, { notes: 'Called Jane.' }),
      { action: 'application.note_added', ...target },
    );
    expect(note.details).toEqual({ reference: application.referenceNumber });

    const before = await mark();
    const stale = await call('PATCH', `/api/admin/applications/${application.id}/status`, {
      status: 'approved',
      notes: '',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/applications/${missing}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/applications/${missing}/notes`, { notes: 'x' })).statusCode).toBe(404);
    const refused = await call(
      'PATCH',
      `/api/admin/applications/${application.id}/status`,
      { status: 'approved', notes: '', version: 2 },
      traveller,
    );
    expect(refused.statusCode).toBe(403);
    expect(await eventsSince(before)).toEqual([]);
  });

  it('for user create, edit, password reset and delete', async () => {
    const input = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Staff', role: 'user', password: '' };
    const created = await expectOneEvent(
      () => call('POST', '/api/admin/users', input),
      { action: 'user.created', targetType: 'user', targetId: expect.any(String) as unknown as string },
      201,
    );
    const id = created.targetId as string;
    expect(created.details).toEqual({ role: 'user' });
    const edited = await expectOneEvent(
      () => call('PATCH', `/api/admin/users/${id}`, { ...input, lastName: 'Stone', password: 'a-long-new-password' }),
      { action: 'user.updated', targetType: 'user', targetId: id },
    );
    expect(edited.details).toEqual({ role: 'user', changed: ['lastName', 'password'] });
    await expectOneEvent(() => call('POST', `/api/admin/users/${id}/reset-password`), {
      action: 'user.password_reset',
      targetType: 'user',
      targetId: id,
    });
    // The list names a user target by its address while the account exists.
    const listed = (await call('GET', `/api/admin/audit-events?target=${id}`)).json();
    expect(listed.events.map((event: { targetName: string }) => event.targetName)).toEqual([
      'sam@example.com',
      'sam@example.com',
      'sam@example.com',
    ]);
    await expectOneEvent(() => call('DELETE', `/api/admin/users/${id}`), {
      action: 'user.deleted',
      targetType: 'user',
      targetId: id,
    });

    const before = await mark();
    expect((await call('POST', '/api/admin/users', input)).statusCode).toBe(201);
    expect((await call('POST', '/api/admin/users', input)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${adminId}`)).statusCode).toBe(403);
    expect((await eventsSince(before)).map((event) => event.action)).toEqual(['user.created']);
  });

  it('for a settings change, naming the settings changed', async () => {
    const event = await expectOneEvent(
      () => call('PATCH', '/api/admin/settings', { ...defaultSettings, maintenanceMode: true, visaProcessingTime: 4 }),
      { action: 'settings.updated', targetType: 'settings', targetId: null },
    );
    expect(event.details).toEqual({ changed: ['maintenanceMode', 'visaProcessingTime'] });
    await call('PATCH', '/api/admin/settings', defaultSettings);
  });

  it('for a message reply, resolve and delete', async () => {
    const message = await insertMessage();
    const target = { targetType: 'contact_message', targetId: message.id };
    const replied = await expectOneEvent(
      () => call('POST', `/api/admin/contact-messages/${message.id}/reply`, { reply: 'Thank you, it is done.' }),
      { action: 'contact_message.replied', ...target },
    );
    // Never the reply's text.
    expect(replied.details).toEqual({});
    await expectOneEvent(() => call('PATCH', `/api/admin/contact-messages/${message.id}/resolve`), {
      action: 'contact_message.resolved',
      ...target,
    });
    await expectOneEvent(() => call('DELETE', `/api/admin/contact-messages/${message.id}`), {
      action: 'contact_message.deleted',
      ...target,
    });
    const before = await mark();
    expect((await call('DELETE', `/api/admin/contact-messages/${message.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/contact-messages/${message.id}/resolve`)).statusCode).toBe(404);
    expect(await eventsSince(before)).toEqual([]);
  });
});

describe('the trail itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const application = await createApplication(test.db());
    await call('GET', `/api/admin/applications/${application.id}`);
    const count = async () => (await test.db().select().from(auditEvents)).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // Drizzle wraps the database's error; its cause carries PostgreSQL's code and message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      test
        .db()
        .execute(statement)
        .then(
          () => 'allowed',
          (error) => {
            const cause = (error as { cause?: { code?: string; message?: string } }).cause;
            return `${cause?.code}: ${cause?.message}`;
          },
        );
    expect(await refusal(sql`update audit_events set actor_name = 'someone else'`)).toBe(
      '42501: audit_events is append-only: UPDATE is not allowed',
    );
    expect(await refusal(sql`delete from audit_events where id > 0`)).toBe(
      '42501: audit_events is append-only: DELETE is not allowed',
    );
    expect(await refusal(sql`truncate audit_events`)).toBe(
      '42501: audit_events is append-only: TRUNCATE is not allowed',
    );
    expect(await count()).toBe(before);
    const names = await test.db().select({ name: auditEvents.actorName }).from(auditEvents);
    expect(names.map((row) => row.name)).not.toContain('someone else');
  });

  it('is kept when the application is erased, and still names its reference', async () => {
    const application = await createApplication(test.db(), { userId: travellerId });
    const scan = await insertDocument(application.id);
    await call('GET', `/api/admin/applications/${application.id}`);
    await call('GET', `/api/documents/${scan.id}`);
    await test.db().delete(applications).where(eq(applications.id, application.id));

    const byId = (await call('GET', `/api/admin/audit-events?target=${application.id}`)).json();
    expect(byId.events.map((event: { action: string }) => event.action)).toEqual([
      'document.viewed',
      'application.viewed',
    ]);
    for (const event of byId.events) expect(event.details.reference).toBe(application.referenceNumber);
    const byReference = (await call('GET', `/api/admin/audit-events?target=${application.referenceNumber}`)).json();
    expect(byReference.events).toHaveLength(2);
  });

  it("lists who opened an application and its documents in the admin detail, not the traveller's", async () => {
    const application = await createApplication(test.db(), { userId: travellerId });
    const scan = await insertDocument(application.id);
    await call('GET', `/api/admin/applications/${application.id}`);
    await call('GET', `/api/documents/${scan.id}`);
    await call('POST', `/api/admin/applications/${application.id}/notes`, { notes: 'Fine.' });

    const detail = (await call('GET', `/api/admin/applications/${application.id}`)).json().application;
    // Newest first, this opening included; the note is in the events, not among the reads.
    expect(
      detail.accessLog.map((entry: { action: string; documentKind: string | null; actorName: string }) => [
        entry.action,
        entry.documentKind,
        entry.actorName,
      ]),
    ).toEqual([
      ['application.viewed', null, 'Ada Admin'],
      ['document.viewed', 'passportScan', 'Ada Admin'],
      ['application.viewed', null, 'Ada Admin'],
    ]);
    const own = (await call('GET', `/api/applications/${application.id}`, undefined, traveller)).json().application;
    expect(own).not.toHaveProperty('accessLog');
  });
});
