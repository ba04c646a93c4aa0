import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApplication,
  createUser,
  sessionCookieFor,
  truncateApplications,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { unknownTimeZoneMessage } from '../../../core/admin-applications';
import { contactMessages } from '../../db/schema';

let test: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp({ LOG_LEVEL: 'info' });
  const adminUser = await createUser(test.db(), { role: 'admin', email: 'ada@advena.example' });
  admin = await sessionCookieFor(test.db(), adminUser.id);
});
afterAll(() => test.close());
beforeEach(() => truncateApplications(test.db()));

const list = async (query: string) => {
  const response = await test.app.inject({ method: 'GET', url: `/api/admin/applications?${query}`, cookies: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    counters: Record<string, number> | null;
    applications: { referenceNumber: string; createdAt: string }[];
  };
};
const references = (answer: { applications: { referenceNumber: string }[] }) =>
  answer.applications.map((row) => row.referenceNumber).sort();

describe('cancelled applications in the list', () => {
  it('have a counter and a filter of their own', async () => {
    const cancelled = await createApplication(test.db(), { status: 'cancelled' });
    await createApplication(test.db(), { status: 'pending' });
    const all = await list('');
    expect(all.counters).toMatchObject({ total: 2, pending: 1, cancelled: 1 });
    const only = await list('status=cancelled');
    expect(only.total).toBe(1);
    expect(references(only)).toEqual([cancelled.referenceNumber]);
  });
});

describe('finding an application by passport number', () => {
  it('finds any traveller’s number, written with spaces or in small letters, and never logs it', async () => {
    const main = await createApplication(test.db(), { passportNumber: 'XK4471920' });
    const family = await createApplication(test.db(), {
      passportNumber: 'P1234000',
      additionalApplicants: [{ firstName: 'Kim', lastName: 'Lee', passportNumber: 'ZT 998 877' }],
    });
    await createApplication(test.db(), { passportNumber: 'XK4471921' });
    expect(references(await list('search=xk4471920'))).toEqual([main.referenceNumber]);
    expect(references(await list('search=ZT998877'))).toEqual([family.referenceNumber]);
    expect(references(await list(`search=${encodeURIComponent('zt-998 877')}`))).toEqual([family.referenceNumber]);
    // Part of a number is not a match: the search is exact.
    expect((await list('search=XK44719')).total).toBe(0);
    // Logged as the route matched, never as the address sent (whose query held the number).
    expect(test.logs()).toContain('"url":"/api/admin/applications"');
    expect(test.logs()).not.toContain('/api/admin/applications?');
    expect(test.logs()).not.toMatch(/xk4471920|ZT998877|998 877/i);
  });
});

describe("one account's applications", () => {
  it('are listed by the account, counted from its rows', async () => {
    const owner = await createUser(test.db(), { email: 'owner@example.com' });
    const own = await createApplication(test.db(), { userId: owner.id });
    await createApplication(test.db());
    const answer = await list(`userId=${owner.id}`);
    expect(references(answer)).toEqual([own.referenceNumber]);
    expect(answer.counters?.total).toBe(1);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/applications?userId=nope', cookies: admin })).statusCode,
    ).toBe(400);
  });
});

describe('submission dates in the admin’s time zone', () => {
  it('filters and counts by the days of the zone given, across the edges of UTC days', async () => {
    // Tokyo is 9 hours ahead: 1 March in Tokyo runs from 28 February 15:00 to 1 March 15:00 UTC.
    const at = (iso: string, status: 'pending' | 'approved' = 'pending') =>
      createApplication(test.db(), { createdAt: new Date(iso), status });
    const beforeTokyo = await at('2026-02-28T14:59:00Z');
    const tokyoEvening = await at('2026-02-28T15:00:00Z', 'approved');
    const tokyoMidday = await at('2026-03-01T03:00:00Z');
    const tokyoMonth = await at('2026-03-02T10:00:00Z');
    const afterTokyo = await at('2026-03-02T15:00:00Z');
    const tokyo = await list('submittedFrom=2026-03-01&submittedTo=2026-03-02&timeZone=Asia%2FTokyo');
    expect(references(tokyo)).toEqual([tokyoEvening, tokyoMidday, tokyoMonth].map((row) => row.referenceNumber).sort());
    expect(tokyo.counters).toMatchObject({ total: 3, pending: 2, approved: 1 });
    expect(tokyo.total).toBe(3);
    const approvedInTokyo = await list('status=approved&submittedFrom=2026-03-01&timeZone=Asia%2FTokyo');
    expect(references(approvedInTokyo)).toEqual([tokyoEvening.referenceNumber]);
    // A single day shorter than the UTC day it overlaps.
    const oneDay = await list('submittedFrom=2026-03-01&submittedTo=2026-03-01&timeZone=Asia%2FTokyo');
    expect(references(oneDay)).toEqual([tokyoEvening, tokyoMidday].map((row) => row.referenceNumber).sort());
    expect(oneDay.counters?.total).toBe(2);
    // Without a zone, the days are UTC's, as before.
    const utc = await list('submittedFrom=2026-03-01&submittedTo=2026-03-02');
    expect(references(utc)).toEqual([tokyoMidday, tokyoMonth, afterTokyo].map((row) => row.referenceNumber).sort());
    expect(utc.counters?.total).toBe(3);
    expect(beforeTokyo).toBeTruthy();
  });

  it('refuses a time zone Intl does not know with a 400 naming it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/applications?timeZone=Mars%2FOlympus',
      cookies: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors?.timeZone).toBe(unknownTimeZoneMessage);
  });
});

describe('a contact message naming an application', () => {
  it('carries the application’s id, so the message links to it', async () => {
    const application = await createApplication(test.db());
    await test
      .db()
      .insert(contactMessages)
      .values([
        {
          name: 'Sam',
          email: 'sam@example.com',
          subject: 'About my application',
          message: 'When will it be decided, please?',
          applicationReference: application.referenceNumber.toLowerCase(),
        },
        { name: 'Lee', email: 'lee@example.com', subject: 'Another', message: 'A message naming no application.' },
      ]);
    const response = await test.app.inject({ method: 'GET', url: '/api/admin/contact-messages', cookies: admin });
    const byName = Object.fromEntries(
      (response.json().messages as { name: string; applicationId: string | null }[]).map((row) => [row.name, row]),
    );
    expect(byName.Sam?.applicationId).toBe(application.id);
    expect(byName.Lee?.applicationId).toBeNull();
  });
});

// Decision 045: 'Expedited' counts the applications whose processing type is `expedited`, the rows
// the list's filter of the same name shows, not every application that is not standard.
describe("the 'Expedited' counter", () => {
  it('counts only expedited applications, as the filter of the same name does, with and without a search or range', async () => {
    const db = test.db();
    await createApplication(db, { lastName: 'Priority', processingType: 'priority' });
    await createApplication(db, { lastName: 'Priority', processingType: 'priority' });
    await createApplication(db, { lastName: 'Standard', processingType: 'standard' });
    await createApplication(db, { lastName: 'Expedited', processingType: 'expedited' });

    expect((await list('')).counters).toMatchObject({ total: 4, expedited: 1 });
    expect((await list('search=Priority')).counters).toMatchObject({ total: 2, expedited: 0 });
    expect((await list('search=Expedited')).counters).toMatchObject({ total: 1, expedited: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const range = await list(`submittedFrom=${today}&submittedTo=${today}&timeZone=Europe/London`);
    expect(range.counters).toMatchObject({ total: 4, expedited: 1 });
    expect((await list('processingType=expedited')).total).toBe(1);
  });
});
