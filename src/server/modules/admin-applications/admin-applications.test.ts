import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import {
  createApplication,
  createUser,
  sessionCookieFor,
  setCaseStatuses,
  truncateApplications,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  applicationFiltersSchema,
  applicationListQuerySchema,
  rejectionNoteRequiredMessage,
} from '../../../core/admin-applications';
import { adminSearchCountCap } from '../../../core/limits';
import {
  applicationEvents,
  applications,
  contactMessages,
  documents,
  emailOutbox,
  settings,
  users,
} from '../../db/schema';
import { csvCell } from './csv';
import { iterateApplications, listApplications } from './service';

let test: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
const day = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { username: 'boss', firstName: 'Ada', lastName: 'Admin' })).cookies;
  const user = await createUser(test.db(), { firstName: 'Tom', lastName: 'User', createdAt: ago(2 * day) });
  traveller = await sessionCookieFor(test.db(), user.id);
});
afterAll(() => test.close());
beforeEach(() => truncateApplications(test.db()));

const get = (url: string, cookies = admin) => test.app.inject({ method: 'GET', url, cookies });

describe('admin application calls are for admins only', () => {
  const calls = [
    ['GET', '/api/admin/statistics'],
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/applications/export.csv'],
    ['GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000/export.csv'],
    ['PATCH', '/api/admin/applications/00000000-0000-4000-8000-000000000000/status'],
    ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/notes'],
  ] as const;
  it.each(calls)('%s %s: 401 without a session, 403 for a traveller', async (method, url) => {
    const anonymous = await test.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(anonymous.statusCode).toBe(401);
    const user = await test.app.inject({ method, url, cookies: traveller, payload: method === 'GET' ? undefined : {} });
    expect(user.statusCode).toBe(403);
  });

  it('answers 404 for an unknown application', async () => {
    expect((await get('/api/admin/applications/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/applications', () => {
  it('pages, sorts, searches, filters and counts in SQL', async () => {
    const db = test.db();
    for (let i = 0; i < 20; i++) {
      await createApplication(db, {
        lastName: `Name${String(i).padStart(2, '0')}`,
        createdAt: ago((20 - i) * 3600_000),
        status: i % 4 === 0 ? 'approved' : i % 5 === 0 ? 'rejected' : 'pending',
        nationality: i < 5 ? 'FR' : 'US',
        processingType: i === 3 ? 'standard' : 'priority',
      });
    }
    await createApplication(db, {
      firstName: 'Zoë',
      lastName: 'Quill',
      email: 'zoe.quill@example.org',
      status: 'processing',
    });

    const first = (await get('/api/admin/applications')).json();
    expect(first.success).toBe(true);
    expect(first.applications).toHaveLength(8);
    expect(first.total).toBe(21);
    expect(first.counters).toEqual({
      total: 21,
      pending: 12,
      processing: 1,
      approved: 5,
      partly_approved: 0,
      rejected: 3,
      cancelled: 0,
      expedited: 0,
    });
    expect(first.applications[0].lastName).toBe('Quill');

    const last = (await get('/api/admin/applications?page=3')).json();
    expect(last.applications.map((a: { lastName: string }) => a.lastName)).toEqual([
      'Name04',
      'Name03',
      'Name02',
      'Name01',
      'Name00',
    ]);
    const middle = (await get('/api/admin/applications?page=2&pageSize=8')).json();
    const seen = new Set([...first.applications, ...middle.applications, ...last.applications].map((a) => a.id));
    expect(seen.size).toBe(21);

    const byName = (await get('/api/admin/applications?sort=lastName&order=asc&pageSize=3')).json();
    expect(byName.applications.map((a: { lastName: string }) => a.lastName)).toEqual(['Name00', 'Name01', 'Name02']);
    const byNameDeep = (await get('/api/admin/applications?sort=lastName&order=asc&pageSize=3&page=7')).json();
    expect(byNameDeep.applications.map((a: { lastName: string }) => a.lastName)).toEqual(['Name18', 'Name19', 'Quill']);

    for (const term of ['quill', 'ZOE.QUILL@', first.applications[0].referenceNumber]) {
      const found = (await get(`/api/admin/applications?search=${encodeURIComponent(term)}`)).json();
      expect(found.total).toBe(1);
      expect(found.applications[0].lastName).toBe('Quill');
    }
    expect((await get('/api/admin/applications?search=%25')).json().total).toBe(0);

    const approved = (await get('/api/admin/applications?status=approved')).json();
    expect(approved.total).toBe(5);
    expect(approved.counters.total).toBe(21);
    const french = (await get('/api/admin/applications?nationality=fr&status=all')).json();
    expect(french.total).toBe(5);
    expect(french.counters.approved).toBe(2);
    expect((await get('/api/admin/applications?processingType=standard')).json().total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(`/api/admin/applications?submittedFrom=${today}&submittedTo=${today}`)).json().total,
    ).toBeLessThanOrEqual(21);
    expect((await get('/api/admin/applications?submittedTo=2000-01-01')).json().total).toBe(0);
    expect((await get('/api/admin/applications?page=9')).json().applications).toEqual([]);
  });

  it('finds any page from the day totals exactly where OFFSET would, for the date and status sorts', async () => {
    const db = test.db();
    const statuses = ['pending', 'processing', 'approved', 'rejected'] as const;
    // 60 applications over 9 days, several at the very same instant, around UTC midnight too.
    const midnight = Date.UTC(2026, 10, 10);
    for (let i = 0; i < 60; i++) {
      await createApplication(db, {
        createdAt: new Date(midnight + (i % 9) * day + (i % 3 === 0 ? -1 : Math.floor(i / 9) * 3600_000)),
        status: statuses[(i * 7) % 4],
        nationality: i % 2 ? 'FR' : 'JP',
        processingType: i % 10 === 0 ? 'standard' : 'priority',
      });
    }
    const rows = await db.select().from(applications);
    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const byDate = (up: boolean) => (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      (up ? 1 : -1) * (compare(a.createdAt.getTime(), b.createdAt.getTime()) || compare(a.id, b.id));
    const cases: {
      query: Record<string, string>;
      keep: (row: (typeof rows)[number]) => boolean;
      sort: (a: (typeof rows)[number], b: (typeof rows)[number]) => number;
    }[] = [
      { query: {}, keep: () => true, sort: byDate(false) },
      { query: { order: 'asc' }, keep: () => true, sort: byDate(true) },
      {
        query: { sort: 'status', order: 'asc' },
        keep: () => true,
        sort: (a, b) => compare(a.status, b.status) || byDate(false)(a, b),
      },
      {
        query: { sort: 'status', order: 'desc', nationality: 'FR' },
        keep: (row) => row.nationality === 'FR',
        sort: (a, b) => compare(b.status, a.status) || byDate(true)(a, b),
      },
      {
        query: { status: 'approved', submittedFrom: '2026-11-11', submittedTo: '2026-11-16' },
        keep: (row) =>
          row.status === 'approved' &&
          row.createdAt.getTime() >= Date.UTC(2026, 10, 11) &&
          row.createdAt.getTime() < Date.UTC(2026, 10, 17),
        sort: byDate(false),
      },
      {
        query: { processingType: 'priority', order: 'asc', sort: 'createdAt' },
        keep: (row) => row.processingType === 'priority',
        sort: byDate(true),
      },
    ];
    for (const { query, keep, sort } of cases) {
      const expected = rows
        .filter(keep)
        .sort(sort)
        .map((row) => row.id);
      const pageSize = 7;
      for (let page = 1; page <= Math.ceil(expected.length / pageSize) + 1; page++) {
        const parsed = applicationListQuerySchema.parse({ ...query, page, pageSize });
        const result = await listApplications(db, parsed, { directOffsetLimit: 0 });
        expect(result.total, JSON.stringify(query)).toBe(expected.length);
        expect(
          result.applications.map((a) => a.id),
          `${JSON.stringify(query)} page ${page}`,
        ).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });

  it('reads a page a few steps from one the admin has seen from its first row, in every one-way sort', async () => {
    const db = test.db();
    for (let i = 0; i < 40; i++) {
      await createApplication(db, {
        lastName: ['Ng', 'Smith', 'Øberg', 'Adams', 'Brown'][i % 5],
        status: i % 3 ? 'pending' : 'approved',
        createdAt: new Date(Date.UTC(2026, 2, 1) + (i % 7) * 3600_000),
      });
    }
    const pageSize = 6;
    for (const query of [
      { sort: 'lastName', order: 'asc' },
      { sort: 'lastName', order: 'desc', status: 'pending' },
      { sort: 'reference', order: 'desc' },
      { sort: 'createdAt', order: 'asc' },
    ]) {
      const all = (await listApplications(db, applicationListQuerySchema.parse({ ...query, pageSize: 100 })))
        .applications;
      const pages = Math.ceil(all.length / pageSize);
      for (let anchorPage = 1; anchorPage <= pages; anchorPage++) {
        const anchor = all[(anchorPage - 1) * pageSize]!.id;
        for (let page = Math.max(1, anchorPage - 3); page <= Math.min(pages, anchorPage + 3); page++) {
          const parsed = applicationListQuerySchema.parse({ ...query, page, pageSize, anchor, anchorPage });
          const result = await listApplications(db, parsed, { directOffsetLimit: 0 });
          expect(
            result.applications.map((a) => a.id),
            `${JSON.stringify(query)} page ${page} from ${anchorPage}`,
          ).toEqual(all.slice((page - 1) * pageSize, page * pageSize).map((a) => a.id));
        }
      }
    }
    // An anchor that is not in the list (another status) is ignored: the page is still right.
    const approvedFirst = (await get('/api/admin/applications?sort=lastName&order=asc&status=approved')).json();
    const pending = (await get('/api/admin/applications?sort=lastName&order=asc&status=pending&pageSize=100')).json();
    const stray = (
      await listApplications(
        db,
        applicationListQuerySchema.parse({
          sort: 'lastName',
          order: 'asc',
          status: 'pending',
          page: 2,
          pageSize,
          anchor: approvedFirst.applications[0].id,
          anchorPage: 1,
        }),
        { directOffsetLimit: 0 },
      )
    ).applications;
    expect(stray.map((a) => a.id)).toEqual(
      pending.applications.slice(pageSize, 2 * pageSize).map((a: { id: string }) => a.id),
    );
  });

  it('finds any page sorted by last name or reference from the counts per name and per prefix', async () => {
    const db = test.db();
    const names = ["O'Brien", 'Øberg', 'Smith', 'smith', 'Müller', 'Ng', 'Adams', 'Ng'];
    for (let i = 0; i < 45; i++) {
      await createApplication(db, {
        lastName: names[i % names.length],
        // Several references share a prefix ('ADV-123…'), as a thousandth of all references do.
        referenceNumber: `ADV-${String((i % 6) * 100 + 12300 + i).padStart(5, '0')}${String(i * 37).padStart(3, '0')}`,
        status: i % 3 ? 'pending' : 'approved',
      });
    }
    const pageSize = 7;
    for (const query of [
      { sort: 'lastName', order: 'asc' },
      { sort: 'lastName', order: 'desc', status: 'pending' },
      { sort: 'reference', order: 'asc', status: 'approved' },
      { sort: 'reference', order: 'desc' },
    ]) {
      const all = (await listApplications(db, applicationListQuerySchema.parse({ ...query, pageSize: 100 })))
        .applications;
      for (let page = 1; page <= Math.ceil(all.length / pageSize) + 1; page++) {
        const parsed = applicationListQuerySchema.parse({ ...query, page, pageSize });
        const result = await listApplications(db, parsed, { directOffsetLimit: 0 });
        expect(
          result.applications.map((a) => a.id),
          `${JSON.stringify(query)} page ${page}`,
        ).toEqual(all.slice((page - 1) * pageSize, page * pageSize).map((a) => a.id));
      }
    }
  });

  it('keeps the day totals equal to the rows through inserts, updates, deletes and truncation', async () => {
    const db = test.db();
    const dayCounts = async () =>
      (
        (await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, status, processing_type, sum(count)::int as n
          from application_day_nationality_counts group by 1, 2, 3 having sum(count) > 0
          union all select to_char(day, 'YYYY-MM-DD'), status, processing_type, -sum(count)::int
          from application_day_counts group by 1, 2, 3 having sum(count) > 0 order by 1, 2, 3, 4`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const fromRows = async () =>
      (
        (await db.execute(sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, status,
          processing_type, count(*)::int as n from applications group by 1, 2, 3
          union all select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), status, processing_type,
          -count(*)::int from applications group by 1, 2, 3 order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] }
      ).rows;
    const a = await createApplication(db, { createdAt: new Date(Date.UTC(2026, 0, 1, 23, 59)) });
    await createApplication(db, { createdAt: new Date(Date.UTC(2026, 0, 2, 0, 1)), nationality: 'DE' });
    await createApplication(db, { createdAt: new Date(Date.UTC(2026, 0, 2, 0, 1)), status: 'approved' });
    expect(await dayCounts()).toEqual(await fromRows());
    await db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, a.id));
    expect(await dayCounts()).toEqual(await fromRows());
    await db.delete(applications).where(eq(applications.id, a.id));
    expect(await dayCounts()).toEqual(await fromRows());
    expect(await fromRows()).toHaveLength(4);
    // The counts per last name and per reference prefix, too.
    const keyCounts = async () =>
      (
        (await db.execute(sql`select 'name' as kind, last_name as key, status, sum(count)::int as n
          from application_last_name_counts group by 2, 3 having sum(count) > 0
          union all select 'prefix', prefix, status, sum(count)::int from application_reference_counts
          group by 2, 3 having sum(count) > 0 order by 1, 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    const keysFromRows = async () =>
      (
        (await db.execute(sql`select 'name' as kind, last_name as key, status, count(*)::int as n
          from applications group by 2, 3
          union all select 'prefix', left(reference_number, 7), status, count(*)::int from applications
          group by 2, 3 order by 1, 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    expect(await keyCounts()).toEqual(await keysFromRows());
    await truncateApplications(db);
    expect(await dayCounts()).toEqual([]);
    expect(await keyCounts()).toEqual([]);
  });

  it('lists the first 1,000 matches of a search that matches more, without counting them all', async () => {
    const db = test.db();
    await db.execute(sql`insert into applications (reference_number, first_name, last_name, date_of_birth, nationality,
        email, phone, passport_number, passport_issue_date, passport_expiry_date, issuing_country, travel_purpose,
        arrival_date, departure_date, uk_address, amount_pence, language, status, created_at, last_status_update)
      select 'ADV-' || lpad(i::text, 8, '0'), 'Bulk', 'Lee', '1990-01-01', 'US', 'lee' || i || '@example.com',
             '+1 555 0100', 'P' || i, '2020-01-01', '2030-01-01', 'US', 'tourism', '2027-06-01', '2027-06-14',
             '1 Example Street, London', 4999, 'en', case when i <= 30 then 'approved' else 'pending' end,
             now() - make_interval(mins => i), now()
      from generate_series(1, ${adminSearchCountCap + 5}) i`);
    await createApplication(db, { lastName: 'Leeming', status: 'approved' });

    const broad = (await get('/api/admin/applications?search=lee')).json();
    expect(broad).toMatchObject({ capped: true, total: adminSearchCountCap, counters: null });
    expect(broad.applications[0].lastName).toBe('Leeming');
    const lastPage = adminSearchCountCap / 8;
    expect((await get(`/api/admin/applications?search=lee&page=${lastPage}`)).json().applications).toHaveLength(8);
    expect((await get(`/api/admin/applications?search=lee&page=${lastPage + 1}`)).json().applications).toEqual([]);

    // Fewer than the cap in the chosen status: an exact total, still no counters.
    const approved = (await get('/api/admin/applications?search=lee&status=approved')).json();
    expect(approved).toMatchObject({ capped: false, total: 31, counters: null });
    expect(approved.applications).toHaveLength(8);

    const narrow = (await get('/api/admin/applications?search=leeming')).json();
    expect(narrow).toMatchObject({ capped: false, total: 1 });
    expect(narrow.counters.approved).toBe(1);
  });

  it('refuses bad query values', async () => {
    expect((await get('/api/admin/applications?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/admin/applications?sort=password')).statusCode).toBe(400);
    expect((await get('/api/admin/applications?submittedFrom=yesterday')).statusCode).toBe(400);
    // A day that does not exist is refused, not rolled over into March (nor a database error).
    expect((await get('/api/admin/applications?submittedFrom=2024-02-31')).statusCode).toBe(400);
    expect((await get('/api/admin/applications/export.csv?submittedTo=2025-02-29')).statusCode).toBe(400);
  });
});

describe('CSV export', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('Smith')).toBe('"Smith"');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(2)).toBe('"2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('neutralises a formula at the start of a cell', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+44 20')).toBe(`"'+44 20"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('  =1+1')).toBe(`"  '=1+1"`);
    expect(csvCell('"=1+1"')).toBe(`"""'=1+1"""`);
  });

  it('neutralises a formula after any separator a spreadsheet may split on', () => {
    // Excel in a locale whose list separator is ';' splits 'Ann;=1+1' into 'Ann' and a formula.
    expect(csvCell('Ann;=1+1')).toBe(`"Ann;'=1+1"`);
    expect(csvCell('Ann,=1+1')).toBe(`"Ann,'=1+1"`);
    expect(csvCell('Ann|@SUM(A1)')).toBe(`"Ann|'@SUM(A1)"`);
    expect(csvCell('Ann\t-2+3')).toBe(`"Ann\t'-2+3"`);
    expect(csvCell('Ann,\tx')).toBe(`"Ann,'\tx"`);
    expect(csvCell('Ann,\t=x')).toBe(`"Ann,'\t'=x"`);
    expect(csvCell("Ann; =cmd|' /C calc'!A0")).toBe(`"Ann; '=cmd|' /C calc'!A0"`);
    expect(csvCell('Ann; "=1+1"')).toBe(`"Ann; ""'=1+1"""`);
    expect(csvCell("Ann;'+1")).toBe(`"Ann;''+1"`);
    expect(csvCell('a,,=1;;+2')).toBe(`"a,,'=1;;'+2"`);
    expect(csvCell('a\t\t=1')).toBe(`"a\t'\t'=1"`);
    expect(csvCell('Ann\n=1+1')).toBe(`"Ann\n'=1+1"`);
  });

  it('leaves a sign inside a word or a number alone', () => {
    expect(csvCell('Anne-Marie')).toBe('"Anne-Marie"');
    expect(csvCell('ann@example.com')).toBe('"ann@example.com"');
    expect(csvCell('2026-06-01T12:00:00.000Z')).toBe('"2026-06-01T12:00:00.000Z"');
    expect(csvCell('1 + 1 = 2')).toBe('"1 + 1 = 2"');
  });

  it('reads the export in keyset batches that neither skip nor repeat a row, in every order', async () => {
    const db = test.db();
    const instant = new Date(Date.UTC(2026, 5, 1, 12));
    for (let i = 0; i < 23; i++) {
      await createApplication(db, {
        lastName: ['Ng', 'Smith', 'Øberg'][i % 3],
        status: i % 2 ? 'approved' : 'pending',
        // Many at the same microsecond-precise instant: only the id tells them apart.
        createdAt: i % 4 ? instant : new Date(instant.getTime() + i * 1000),
      });
    }
    await db.execute(sql`update applications set created_at = created_at + interval '0.000123 second'`);
    for (const sort of ['createdAt', 'status', 'lastName', 'reference'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const filters = applicationFiltersSchema.parse({ sort, order });
        const whole = (await listApplications(db, { ...filters, page: 1, pageSize: 100 })).applications.map(
          (a) => a.id,
        );
        const batched: string[] = [];
        for await (const batch of iterateApplications(db, filters, 4)) batched.push(...batch.map((row) => row.id));
        expect(batched, `${sort} ${order}`).toEqual(whole);
        expect(new Set(batched).size).toBe(23);
      }
    }
  });

  it('streams the filtered list and exports one application with every traveller', async () => {
    const db = test.db();
    const evil = await createApplication(db, {
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Smith, Jr',
      nationality: 'DE',
      applicantCount: 2,
      isMultipleApplicants: true,
      additionalApplicants: [{ firstName: 'Anna', lastName: '@Smith', passportNumber: 'X1', nationality: 'DE' }],
    });
    await createApplication(db, { lastName: 'Other', nationality: 'US' });

    const list = await get('/api/admin/applications/export.csv?nationality=DE');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/csv');
    expect(list.headers['content-disposition']).toMatch(/attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = list.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Reference","First name","Last name","Email"/);
    expect(lines[1]).toContain(`"${evil.referenceNumber}","'=HYPERLINK(""http://x"")","Smith, Jr"`);
    expect(lines[1]).toContain('"Germany"');
    expect(lines[1]).toContain(`"'+1 555 0100"`);

    const one = await get(`/api/admin/applications/${evil.id}/export.csv`);
    expect(one.headers['content-disposition']).toContain(`${evil.referenceNumber}.csv`);
    const rows = one.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain(`,"2","Anna","'@Smith",`);
    expect(rows[2]).toContain('"X1"');
  });
});

describe('application detail, status and notes', () => {
  it('returns every field, documents per traveller, payment and history', async () => {
    const db = test.db();
    const application = await createApplication(db, {
      amountPence: 9998,
      applicantCount: 2,
      additionalApplicants: [
        { firstName: 'Bo', lastName: 'Two', passportScanId: '11111111-1111-4111-8111-111111111111' },
      ],
      paymentDetails: {
        cardholderName: 'Test Traveller',
        brand: 'visa',
        last4: '4242',
        expiryDate: '04/30',
      },
      paidAt: new Date('2026-11-01T10:00:00Z'),
    });
    await db.insert(documents).values([
      {
        kind: 'passportScan',
        applicationId: application.id,
        originalName: 'passport.jpg',
        storageKey: 'k1',
        sha256: 'a',
        sizeBytes: 1000,
        mimeType: 'image/jpeg',
      },
      {
        id: '11111111-1111-4111-8111-111111111111',
        kind: 'passportScan',
        applicationId: application.id,
        originalName: 'second.pdf',
        storageKey: 'k2',
        sha256: 'b',
        sizeBytes: 2000,
        mimeType: 'application/pdf',
      },
    ]);
    const response = await get(`/api/admin/applications/${application.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json().application;
    expect(body).toMatchObject({
      referenceNumber: application.referenceNumber,
      passportNumber: application.passportNumber,
      dateOfBirth: '1990-04-12',
      version: 1,
      payment: { amountPence: 9998, cardholderName: 'Test Traveller', brand: 'visa', last4: '4242', expiry: '04/30' },
      additionalApplicants: [{ firstName: 'Bo', lastName: 'Two', passportNumber: null }],
      events: [{ type: 'submitted' }],
    });
    expect(body.documents.map((d: { name: string; travellerIndex: number }) => [d.name, d.travellerIndex])).toEqual([
      ['passport.jpg', 0],
      ['second.pdf', 1],
    ]);
    expect(body).not.toHaveProperty('storageKey');
  });

  it('changes the status with notes, records the admin and e-mails the traveller in their language', async () => {
    const db = test.db();
    const application = await createApplication(db, { language: 'fr', email: 'marie@example.fr', firstName: 'Marie' });
    const url = `/api/admin/applications/${application.id}/status`;

    const missingNote = await test.app.inject({
      method: 'PATCH',
      url,
      cookies: admin,
      payload: { status: 'rejected', notes: '  ', version: 1 },
    });
    expect(missingNote.statusCode).toBe(400);
    expect(englishFieldErrors(missingNote.json())).toEqual({ notes: rejectionNoteRequiredMessage });

    // Only the Home Office decides: nothing submitted yet, so no approval (409) and nothing changes.
    const early = await test.app.inject({
      method: 'PATCH',
      url,
      cookies: admin,
      payload: { status: 'approved', notes: 'All documents in order', version: 1 },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CASE_NOT_SUBMITTED');
    expect((await get(`/api/admin/applications/${application.id}`)).json().application).toMatchObject({
      status: 'pending',
      version: 1,
    });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'marie@example.fr'))).toHaveLength(0);

    // Once the traveller is submitted, the Home Office's grant is recorded for them.
    await setCaseStatuses(db, application.id, ['submitted']);
    const approved = await test.app.inject({
      method: 'PATCH',
      url,
      cookies: admin,
      payload: { status: 'approved', notes: 'All documents in order', version: 1 },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application).toMatchObject({
      status: 'approved',
      statusNotes: 'All documents in order',
      version: 2,
    });
    expect(approved.json().application.travellers[0]).toMatchObject({ caseStatus: 'granted' });
    // The counters (kept by triggers) follow the change.
    expect((await get('/api/admin/applications')).json().counters).toMatchObject({ total: 1, pending: 0, approved: 1 });
    expect((await get('/api/admin/applications?nationality=US')).json().total).toBe(1);
    const history = approved.json().application.events;
    expect(history.at(-1)).toMatchObject({
      type: 'status_changed',
      fromStatus: 'processing',
      toStatus: 'approved',
      notes: 'All documents in order',
      actorName: 'Ada Admin',
    });

    // The e-mail is the traveller's own recorded decision, in their language.
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'marie@example.fr'));
    expect(mail?.subject).toBe(
      `[TEST] ETA accordée pour Marie ${application.lastName} (${application.referenceNumber})`,
    );
    expect(mail?.text).toContain("Le Home Office a accordé l'ETA de Marie");
    expect(mail?.text).toContain('Bonjour Marie');

    // A second admin acting on the version they loaded gets 409 and the current state.
    const stale = await test.app.inject({
      method: 'PATCH',
      url,
      cookies: admin,
      payload: { status: 'rejected', notes: 'No', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'APPLICATION_CHANGED',
      application: { status: 'approved', version: 2 },
    });

    // Approval is a final decision: a rejection no longer applies, and nothing changes.
    const rejected = await test.app.inject({
      method: 'PATCH',
      url,
      cookies: admin,
      payload: { status: 'rejected', notes: 'Passport expired', version: 2 },
    });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toMatchObject({ code: 'APPLICATION_DECIDED' });
    expect((await get(`/api/admin/applications/${application.id}`)).json().application).toMatchObject({
      status: 'approved',
      version: 2,
    });
  });

  it('sends no e-mail when notifications are off', async () => {
    const db = test.db();
    await db.update(settings).set({ emailNotificationsEnabled: false });
    try {
      const application = await createApplication(db, { email: 'quiet@example.com' });
      const response = await test.app.inject({
        method: 'PATCH',
        url: `/api/admin/applications/${application.id}/status`,
        cookies: admin,
        payload: { status: 'processing', version: 1 },
      });
      expect(response.json().application.status).toBe('processing');
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'quiet@example.com'))).toHaveLength(0);
    } finally {
      await db.update(settings).set({ emailNotificationsEnabled: true });
    }
  });

  it('refuses to change an application its traveller cancelled', async () => {
    const row = await createApplication(test.db(), { status: 'cancelled' });
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${row.id}/status`,
      cookies: admin,
      payload: { status: 'approved', notes: '', version: row.version },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'APPLICATION_CANCELLED' });
    expect((await get(`/api/admin/applications/${row.id}`)).json().application.status).toBe('cancelled');
  });

  it('saves an internal note as its own event without touching the status', async () => {
    const application = await createApplication(test.db());
    const url = `/api/admin/applications/${application.id}/notes`;
    expect((await test.app.inject({ method: 'POST', url, cookies: admin, payload: { notes: ' ' } })).statusCode).toBe(
      400,
    );
    const saved = await test.app.inject({
      method: 'POST',
      url,
      cookies: admin,
      payload: { notes: 'Called the traveller' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().application).toMatchObject({ status: 'pending', version: 1 });
    expect(saved.json().application.events.at(-1)).toMatchObject({
      type: 'note',
      notes: 'Called the traveller',
      actorName: 'Ada Admin',
    });
  });
});

describe('GET /api/admin/statistics', () => {
  it('reports N/A and zeros on an empty database', async () => {
    const stats = (await get('/api/admin/statistics')).json();
    expect(stats).toMatchObject({ totalApplications: 0, averageProcessingTime: 'N/A', averageProcessingHours: null });
    expect(stats.applicationTrend).toHaveLength(7);
    expect(stats.applicationTrend.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(stats.applicationsByCountry).toEqual([]);
  });

  it('computes every figure from known data', async () => {
    const db = test.db();
    const apps = [];
    for (const [nationality, count] of [
      ['US', 3],
      ['FR', 2],
      ['DE', 1],
      ['JP', 1],
      ['IT', 1],
      ['ES', 1],
    ] as const) {
      for (let i = 0; i < count; i++) apps.push(await createApplication(db, { nationality, createdAt: ago(10 * day) }));
    }
    // Two created earlier (31-60 days ago) for the month-over-month change; 9 in the last 30 days vs 2.
    await createApplication(db, { nationality: 'SE', createdAt: ago(40 * day) });
    await createApplication(db, { nationality: 'SE', createdAt: ago(45 * day) });
    const today = await createApplication(db, { nationality: 'CA', firstName: 'New', lastName: 'Comer' });

    // Decisions 24 h and 48 h after submission: average 36 h = 1.5 days.
    const decide = async (id: string, status: 'approved' | 'rejected', hours: number) => {
      await db.execute(sql`update applications set status = ${status} where id = ${id}`);
      await db.insert(applicationEvents).values({
        applicationId: id,
        type: 'status_changed',
        fromStatus: 'pending',
        toStatus: status,
        createdAt: new Date(Date.now() - 10 * day + hours * 3600_000),
      });
    };
    await decide(apps[0]!.id, 'approved', 24);
    await decide(apps[1]!.id, 'rejected', 48);
    await db.execute(sql`update applications set status = 'processing' where id = ${apps[2]!.id}`);
    await db
      .insert(contactMessages)
      .values({ name: 'Help Seeker', email: 'h@example.com', subject: 'Q', message: 'Hello there' });

    const stats = (await get('/api/admin/statistics')).json();
    expect(stats).toMatchObject({
      totalApplications: 12,
      pendingApplications: 9,
      processingApplications: 1,
      approvedApplications: 1,
      rejectedApplications: 1,
      applicationCompletionRate: 16.7,
      averageProcessingTime: '1.5 days',
      averageProcessingHours: 36,
      applicationsChange: 400,
    });
    const userCount = (await db.select().from(users).where(eq(users.role, 'user'))).length;
    expect(stats.totalUsers).toBe(userCount);
    expect(stats.applicationsByCountry).toEqual([
      { country: 'US', count: 3 },
      { country: 'FR', count: 2 },
      { country: 'SE', count: 2 },
      { country: 'CA', count: 1 },
      { country: 'DE', count: 1 },
    ]);
    expect(stats.applicationTrend).toHaveLength(7);
    expect(stats.applicationTrend.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 1 });
    expect(stats.applicationTrend.slice(0, 6).every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(stats.recentActivity.length).toBe(10);
    expect(stats.recentActivity[0]).toMatchObject({ type: 'support_request', user: 'Help Seeker' });
    expect(stats.recentActivity[1]).toMatchObject({
      type: 'application_submitted',
      user: 'New Comer',
      reference: today.referenceNumber,
    });
    const types = new Set(stats.recentActivity.map((a: { type: string }) => a.type));
    expect(types).toContain('user_registered');
  });
});
