import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPaidApplication,
  createUser,
  sessionCookieFor,
  truncateApplications,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditEvents } from '../../db/schema';

let test: TestApp;
const staff = { rae: '', sam: '' };
let rae: Record<string, string>;
let sam: Record<string, string>;
let traveller: Record<string, string>;
let travellerId = '';

beforeAll(async () => {
  test = await createTestApp();
  const raeUser = await createUser(test.db(), { role: 'admin', firstName: 'Rae', lastName: 'Case' });
  const samUser = await createUser(test.db(), { role: 'admin', firstName: 'Sam', lastName: 'Colleague' });
  const travellerUser = await createUser(test.db(), { firstName: 'Tia', lastName: 'Traveller' });
  staff.rae = raeUser.id;
  staff.sam = samUser.id;
  travellerId = travellerUser.id;
  rae = await sessionCookieFor(test.db(), raeUser.id);
  sam = await sessionCookieFor(test.db(), samUser.id);
  traveller = await sessionCookieFor(test.db(), travellerUser.id);
});
afterAll(() => test.close());
beforeEach(() => truncateApplications(test.db()));

const call = (method: 'GET' | 'POST', url: string, cookies: Record<string, string>, payload?: object) =>
  test.app.inject(payload === undefined ? { method, url, cookies } : { method, url, cookies, payload });
const list = async (query: string, cookies = rae) => {
  const response = await call('GET', `/api/admin/applications?${query}`, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; applications: Record<string, unknown>[] };
};
const references = async (query: string, cookies = rae) =>
  (await list(query, cookies)).applications.map((item) => item.referenceNumber);
const historyOf = async (id: string) =>
  (await call('GET', `/api/admin/applications/${id}`, rae)).json().application.events as {
    type: string;
    notes: string | null;
    actorName: string | null;
    toStatus: string | null;
  }[];
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the queue views', () => {
  it('shows My cases and Unassigned with open applications only, soonest arrival first', async () => {
    const later = await createPaidApplication(test.db(), { arrivalDate: '2027-05-20' });
    const sooner = await createPaidApplication(test.db(), { arrivalDate: '2027-05-02' });
    const decided = await createPaidApplication(test.db(), { arrivalDate: '2027-05-01', status: 'approved' });
    const colleagues = await createPaidApplication(test.db(), { arrivalDate: '2027-05-03' });
    await call('POST', `/api/admin/applications/${later.id}/claim`, rae);
    await call('POST', `/api/admin/applications/${colleagues.id}/claim`, sam);
    const order = 'sort=arrivalDate&order=asc';

    expect(await references(`view=mine&${order}`)).toEqual([later.referenceNumber]);
    expect(await references(`view=mine&${order}`, sam)).toEqual([colleagues.referenceNumber]);
    expect(await references(`view=unassigned&${order}`)).toEqual([sooner.referenceNumber]);
    expect(await references(`view=all&${order}`)).toEqual([
      decided.referenceNumber,
      sooner.referenceNumber,
      colleagues.referenceNumber,
      later.referenceNumber,
    ]);
    const mine = await list(`view=mine&${order}`);
    expect(mine.total).toBe(1);
    expect(mine.applications[0]).toMatchObject({ assignee: { id: staff.rae, name: 'Rae Case' } });
  });

  it('pages a view on the server', async () => {
    for (let day = 1; day <= 5; day += 1) await createPaidApplication(test.db(), { arrivalDate: `2027-07-0${day}` });
    const second = await list('view=unassigned&sort=arrivalDate&order=asc&pageSize=2&page=2');
    expect(second.total).toBe(5);
    expect(second.applications.map((item) => item.arrivalDate)).toEqual(['2027-07-03', '2027-07-04']);
  });

  it('refuses an unknown view with a 400 that changes nothing', async () => {
    const response = await call('GET', '/api/admin/applications?view=everything', rae);
    expect(response.statusCode).toBe(400);
  });
});

describe('claim, assign and release', () => {
  it('lets an admin claim an unassigned application, and records it in the History tab and the audit trail', async () => {
    const application = await createPaidApplication(test.db());
    const response = await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().assignment).toMatchObject({ assignee: { id: staff.rae, name: 'Rae Case' } });
    expect(response.json().assignment.claimedAt).toBeTruthy();
    const events = await historyOf(application.id);
    expect(events.at(-1)).toMatchObject({ type: 'claimed', actorName: 'Rae Case' });
    const audit = await test.db().select().from(auditEvents).where(eq(auditEvents.applicationId, application.id));
    expect(audit.map((event) => event.action)).toContain('application.claimed');
    expect(audit.find((event) => event.action === 'application.claimed')).toMatchObject({ actorId: staff.rae });
  });

  it('refuses a claim on an application a colleague has, naming them', async () => {
    const application = await createPaidApplication(test.db());
    await call('POST', `/api/admin/applications/${application.id}/claim`, sam);
    const response = await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALREADY_ASSIGNED',
      message: expect.stringContaining('Sam Colleague'),
    });
    expect(await references('view=mine')).toEqual([]);
  });

  it('gives a claim made at the same moment by two admins to exactly one of them', async () => {
    const application = await createPaidApplication(test.db());
    const answers = await Promise.all([
      call('POST', `/api/admin/applications/${application.id}/claim`, rae),
      call('POST', `/api/admin/applications/${application.id}/claim`, sam),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await historyOf(application.id);
    expect(events.filter((event) => event.type === 'claimed')).toHaveLength(1);
  });

  it('refuses to claim or assign a closed application', async () => {
    const application = await createPaidApplication(test.db(), { status: 'cancelled' });
    const claim = await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('APPLICATION_CLOSED');
    const assign = await call('POST', `/api/admin/applications/${application.id}/assign`, rae, {
      assigneeId: staff.sam,
    });
    expect(assign.json().code).toBe('APPLICATION_CLOSED');
  });

  it('assigns to a colleague, with their name in the History tab', async () => {
    const application = await createPaidApplication(test.db());
    await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    const response = await call('POST', `/api/admin/applications/${application.id}/assign`, rae, {
      assigneeId: staff.sam,
      expectedAssigneeId: staff.rae,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await references('view=mine', sam)).toEqual([application.referenceNumber]);
    expect((await historyOf(application.id)).at(-1)).toMatchObject({
      type: 'assigned',
      notes: 'Sam Colleague',
      actorName: 'Rae Case',
    });
  });

  it('refuses to assign to someone who is not staff, or over a change the caller has not seen', async () => {
    const application = await createPaidApplication(test.db());
    const notStaff = await call('POST', `/api/admin/applications/${application.id}/assign`, rae, {
      assigneeId: travellerId,
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toMatchObject({ code: 'NOT_STAFF', fieldErrors: { assigneeId: expect.any(String) } });
    await call('POST', `/api/admin/applications/${application.id}/claim`, sam);
    const stale = await call('POST', `/api/admin/applications/${application.id}/assign`, rae, {
      assigneeId: staff.rae,
      expectedAssigneeId: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ASSIGNMENT_CHANGED');
    expect((await list('view=mine', sam)).total).toBe(1);
    const bad = await call('POST', `/api/admin/applications/${application.id}/assign`, rae, { assigneeId: 'nobody' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only the assignee release an application back to Unassigned', async () => {
    const application = await createPaidApplication(test.db());
    await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    const other = await call('POST', `/api/admin/applications/${application.id}/release`, sam);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('NOT_ASSIGNEE');
    const own = await call('POST', `/api/admin/applications/${application.id}/release`, rae);
    expect(own.statusCode).toBe(200);
    expect(own.json().assignment.assignee).toBeNull();
    expect(await references('view=unassigned')).toEqual([application.referenceNumber]);
    expect((await historyOf(application.id)).at(-1)).toMatchObject({ type: 'released', actorName: 'Rae Case' });
  });

  it('keeps the queue to staff and the assignments out of the traveller’s timeline', async () => {
    const application = await createPaidApplication(test.db(), { userId: travellerId });
    const refused = await call('POST', `/api/admin/applications/${application.id}/claim`, traveller);
    expect(refused.statusCode).toBe(403);
    await call('POST', `/api/admin/applications/${application.id}/claim`, rae);
    const own = await call('GET', `/api/applications/${application.id}`, traveller);
    expect(own.statusCode).toBe(200);
    const types = (own.json().application.events as { type: string }[]).map((event) => event.type);
    expect(types).not.toContain('claimed');
  });
});

describe('the clocks and the duplicate warning', () => {
  it('counts 24-48 hours from payment and flags a departure within 72 hours', async () => {
    const fresh = await createPaidApplication(test.db(), { paidAt: hoursAgo(10), arrivalDate: daysFromNow(30) });
    const soon = await createPaidApplication(test.db(), { paidAt: hoursAgo(30), arrivalDate: daysFromNow(2) });
    const late = await createPaidApplication(test.db(), { paidAt: hoursAgo(50), arrivalDate: daysFromNow(30) });
    const taken = await createPaidApplication(test.db(), { paidAt: hoursAgo(50), status: 'processing' });
    const items = new Map(
      (await list('sort=arrivalDate&order=asc')).applications.map((item) => [item.id as string, item]),
    );
    expect(items.get(fresh.id)).toMatchObject({ reviewClock: 'on_time', departsWithin72Hours: false });
    expect(items.get(soon.id)).toMatchObject({ reviewClock: 'due_soon', departsWithin72Hours: true });
    expect(items.get(late.id)).toMatchObject({ reviewClock: 'overdue' });
    expect(items.get(taken.id)).toMatchObject({ reviewClock: null });
    const assignment = (await call('GET', `/api/admin/applications/${late.id}/assignment`, rae)).json().assignment;
    expect(assignment.reviewClock).toBe('overdue');
    expect(Date.parse(assignment.reviewDueAt)).toBeLessThan(Date.now());
  });

  it('warns when a passport is in another open application, whatever the spacing, case or traveller', async () => {
    const first = await createPaidApplication(test.db(), { passportNumber: 'AB 123456', issuingCountry: 'US' });
    const family = await createPaidApplication(test.db(), {
      applicantCount: 2,
      additionalApplicants: [{ firstName: 'Kim', passportNumber: 'ab123456', issuingCountry: 'US' }],
    });
    const otherCountry = await createPaidApplication(test.db(), { passportNumber: 'AB123456', issuingCountry: 'CA' });
    const cancelled = await createPaidApplication(test.db(), {
      passportNumber: 'CD999999',
      issuingCountry: 'US',
      status: 'cancelled',
    });
    const single = await createPaidApplication(test.db(), { passportNumber: 'CD999999', issuingCountry: 'US' });
    const flags = new Map((await list('')).applications.map((item) => [item.id, item.duplicatePassport]));
    expect(flags.get(first.id)).toBe(true);
    expect(flags.get(family.id)).toBe(true);
    expect(flags.get(otherCountry.id)).toBe(false);
    expect(flags.get(cancelled.id)).toBe(false);
    expect(flags.get(single.id)).toBe(false);
    const assignment = (await call('GET', `/api/admin/applications/${first.id}/assignment`, rae)).json().assignment;
    expect(assignment.duplicates).toEqual([
      { id: family.id, referenceNumber: family.referenceNumber, status: 'pending' },
    ]);
  });
});

describe('bulk actions on the selected rows', () => {
  it('assigns a selection, saying which could not be', async () => {
    const one = await createPaidApplication(test.db());
    const two = await createPaidApplication(test.db());
    const closed = await createPaidApplication(test.db(), { status: 'rejected' });
    const response = await call('POST', '/api/admin/applications/bulk', rae, {
      action: 'assign',
      ids: [one.id, two.id, closed.id],
      assigneeId: staff.sam,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: one.id, ok: true },
      { id: two.id, ok: true },
      { id: closed.id, ok: false, code: 'APPLICATION_CLOSED', message: expect.any(String) },
    ]);
    expect((await list('view=mine', sam)).total).toBe(2);
  });

  it('marks pending applications in review, in the History tab as a status change', async () => {
    const pending = await createPaidApplication(test.db());
    const processing = await createPaidApplication(test.db(), { status: 'processing' });
    const response = await call('POST', '/api/admin/applications/bulk', rae, {
      action: 'mark_in_review',
      ids: [pending.id, processing.id],
    });
    expect(response.json().results.map((result: { ok: boolean; code?: string }) => result.code ?? 'ok')).toEqual([
      'ok',
      'NOT_PENDING',
    ]);
    const events = await historyOf(pending.id);
    expect(events.at(-1)).toMatchObject({ type: 'status_changed', toStatus: 'reviewing', actorName: 'Rae Case' });
    const detail = (await call('GET', `/api/admin/applications/${pending.id}`, rae)).json().application;
    expect(detail).toMatchObject({ status: 'reviewing', version: 2 });
  });

  it('refuses an empty or oversized selection and an unknown assignee without changing anything', async () => {
    const one = await createPaidApplication(test.db());
    const empty = await call('POST', '/api/admin/applications/bulk', rae, { action: 'mark_in_review', ids: [] });
    expect(empty.statusCode).toBe(400);
    const many = Array.from({ length: 101 }, () => one.id);
    expect(
      (await call('POST', '/api/admin/applications/bulk', rae, { action: 'mark_in_review', ids: many })).statusCode,
    ).toBe(400);
    const notStaff = await call('POST', '/api/admin/applications/bulk', rae, {
      action: 'assign',
      ids: [one.id],
      assigneeId: travellerId,
    });
    expect(notStaff.statusCode).toBe(400);
    expect((await historyOf(one.id)).map((event) => event.type)).toEqual(['submitted']);
  });

  it('exports the selection as CSV and records the export', async () => {
    const one = await createPaidApplication(test.db(), { arrivalDate: '2027-08-02' });
    const two = await createPaidApplication(test.db(), { arrivalDate: '2027-08-01' });
    await createPaidApplication(test.db());
    const response = await call('GET', `/api/admin/applications/selection.csv?ids=${one.id},${two.id}`, rae);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(two.referenceNumber);
    expect(lines[2]).toContain(one.referenceNumber);
    const [audit] = await test.db().select().from(auditEvents).where(eq(auditEvents.action, 'applications.exported'));
    expect(audit?.details).toMatchObject({ rowCount: 2, filters: { selection: '2' } });
  });
});
