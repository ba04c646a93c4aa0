import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import { createApplication, setCaseStatuses, truncateApplications } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { applicationListQuerySchema } from '../../../core/admin-applications';
import { documents } from '../../db/schema';
import { rowsOf } from '../../lib/sql';
import { listApplications } from './service';

let test: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Rae', lastName: 'Viewer' })).cookies;
});
afterAll(() => test.close());
beforeEach(() => truncateApplications(test.db()));

const get = (url: string) => test.app.inject({ method: 'GET', url, cookies: admin });
type Item = { id: string; arrivalDate: string; applicantCount: number; lastName: string };
const page = async (query: string): Promise<Item[]> => {
  const response = await get(`/api/admin/applications?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().applications;
};

/** 12 applications: arrivals a day apart in a shuffled order, 1 to 3 travellers. */
async function seed() {
  const rows = [];
  for (const day of [7, 2, 11, 5, 1, 9, 3, 12, 4, 10, 6, 8]) {
    rows.push(
      await createApplication(test.db(), {
        arrivalDate: `2027-03-${String(day).padStart(2, '0')}`,
        applicantCount: (day % 3) + 1,
        lastName: `Arrival${String(day).padStart(2, '0')}`,
      }),
    );
  }
  return rows;
}

describe('GET /api/admin/applications sorted by arrival date or travellers', () => {
  it('shows each application’s arrival date and travellers and sorts by arrival date both ways, page by page', async () => {
    await seed();
    const soonest = await page('sort=arrivalDate&order=asc&pageSize=5');
    expect(soonest.map((item) => item.arrivalDate)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    expect(soonest[0]).toMatchObject({ lastName: 'Arrival01', applicantCount: 2 });
    const third = await page('sort=arrivalDate&order=asc&pageSize=5&page=3');
    expect(third.map((item) => item.arrivalDate)).toEqual(['2027-03-11', '2027-03-12']);
    // The next page read from the first row of page 1 (as the list's hook sends it) is the same page.
    const anchored = await page(`sort=arrivalDate&order=asc&pageSize=5&page=2&anchor=${soonest[0]!.id}&anchorPage=1`);
    expect(anchored.map((item) => item.lastName)).toEqual([
      'Arrival06',
      'Arrival07',
      'Arrival08',
      'Arrival09',
      'Arrival10',
    ]);
    const latest = await page('sort=arrivalDate&order=desc&pageSize=3');
    expect(latest.map((item) => item.arrivalDate)).toEqual(['2027-03-12', '2027-03-11', '2027-03-10']);
  });

  it('sorts by travellers with ties kept in a stable order, every row on exactly one page at any depth', async () => {
    await seed();
    for (const order of ['asc', 'desc'] as const) {
      const all = await page(`sort=travellers&order=${order}&pageSize=100`);
      const counts = all.map((item) => item.applicantCount);
      expect(counts).toEqual([...counts].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      // Read page by page through OFFSET from either end (the deep-page path forced on): the same rows.
      const query = applicationListQuerySchema.parse({ sort: 'travellers', order, pageSize: 5 });
      const paged: string[] = [];
      for (const number of [1, 2, 3]) {
        const result = await listApplications(test.db(), { ...query, page: number }, { directOffsetLimit: 0 });
        paged.push(...result.applications.map((item) => item.id));
      }
      expect(paged).toEqual(all.map((item) => item.id));
    }
  });

  it('refuses a sort or an order it does not know with a 400 naming the field, and lists nothing', async () => {
    for (const query of ['sort=arrival', 'sort=email', 'sort=arrivalDate&order=up', 'sort=']) {
      const response = await get(`/api/admin/applications?${query}`);
      if (query === 'sort=') {
        // An empty value means 'not set' (forms send it): the default order.
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.json().fieldErrors ?? {})).toEqual([query.includes('order') ? 'order' : 'sort']);
    }
  });

  it('answers both sorts from their own index', async () => {
    const db = test.db();
    const plans: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      for (const column of ['arrival_date', 'applicant_count']) {
        for (const direction of ['asc', 'desc']) {
          const plan = await rowsOf<{ 'QUERY PLAN': string }>(
            tx.execute(
              sql.raw(
                `explain select id from applications order by ${column} ${direction}, id ${direction} limit 8 offset 16`,
              ),
            ),
          );
          plans.push(plan.map((line) => line['QUERY PLAN']).join('\n'));
        }
      }
    });
    expect(plans[0]).toContain('applications_arrival_idx');
    expect(plans[1]).toContain('Backward using applications_arrival_idx');
    expect(plans[2]).toContain('applications_travellers_idx');
    expect(plans[3]).toContain('Backward using applications_travellers_idx');
  });
});

describe('after a final decision', () => {
  const patch = (id: string, payload: object) =>
    test.app.inject({ method: 'PATCH', url: `/api/admin/applications/${id}/status`, cookies: admin, payload });

  it('refuses every status change that no longer applies, and changes nothing', async () => {
    for (const [from, to] of [
      ['approved', 'processing'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
      ['rejected', 'processing'],
      ['processing', 'processing'],
    ] as const) {
      const row = await createApplication(test.db(), { status: from });
      const response = await patch(row.id, { status: to, notes: 'Changed my mind', version: row.version });
      expect(response.statusCode, `${from} → ${to}`).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'APPLICATION_DECIDED',
        message: 'This application has a final decision and its status cannot be changed.',
      });
      const after = (await get(`/api/admin/applications/${row.id}`)).json().application;
      expect(after).toMatchObject({ status: from, version: row.version });
      expect(after.events.filter((event: { type: string }) => event.type === 'status_changed')).toEqual([]);
    }
  });

  it('still moves an open application on: pending to processing, then approved once submitted', async () => {
    const row = await createApplication(test.db());
    expect((await patch(row.id, { status: 'processing', version: 1 })).json().application.status).toBe('processing');
    // Ready to submit is not submitted: only the Home Office decides (409, nothing moves).
    expect((await patch(row.id, { status: 'approved', version: 2 })).json().code).toBe('CASE_NOT_SUBMITTED');
    await setCaseStatuses(test.db(), row.id, ['submitted']);
    expect((await patch(row.id, { status: 'approved', version: 2 })).json().application.status).toBe('approved');
  });
});

describe('GET /api/admin/applications/:id documents', () => {
  it('lists each traveller’s passport before the photo, whatever order they were uploaded in', async () => {
    const db = test.db();
    const row = await createApplication(db, { applicantCount: 2 });
    const insert = async (kind: 'passportScan' | 'photo', minutesAgo: number) => {
      const [document] = await db
        .insert(documents)
        .values({
          kind,
          applicationId: row.id,
          originalName: `${kind}.jpg`,
          storageKey: `test/${crypto.randomUUID()}`,
          sha256: '0'.repeat(64),
          sizeBytes: 1000,
          mimeType: 'image/jpeg',
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning();
      return document!.id;
    };
    // Traveller 2's photo first, then their passport; the main applicant's photo before their passport.
    const photo2 = await insert('photo', 40);
    const passport2 = await insert('passportScan', 30);
    const photo1 = await insert('photo', 20);
    const passport1 = await insert('passportScan', 10);
    await db.execute(
      sql`update applications set additional_applicants = ${JSON.stringify([
        { firstName: 'Kit', lastName: 'Second', passportScanId: passport2, photoId: photo2 },
      ])}::jsonb where id = ${row.id}`,
    );
    const application = (await get(`/api/admin/applications/${row.id}`)).json().application;
    expect(application.documents.map((d: { id: string; travellerIndex: number }) => [d.id, d.travellerIndex])).toEqual([
      [passport1, 0],
      [photo1, 0],
      [passport2, 1],
      [photo2, 1],
    ]);
  });
});
