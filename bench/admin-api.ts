/**
 * Benchmark of the admin application calls against DATABASE_URL (seed it first with
 * `npm run seed:demo -- --applications N`): `DATABASE_URL=... npx tsx bench/admin-api.ts [--runs 40]`.
 * Each call goes through the whole app (routing, admin guard, validation, SQL, serialisation) with
 * app.inject; prints p50 and p95 in milliseconds and the deep-page/first-page ratio.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { sessions, users } from '../src/server/db/schema';
import { sessionCookieName } from '../src/server/lib/sessions';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(values.runs);

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the seeded PostgreSQL database.');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'advena-bench'),
    APP_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ ...config, runJobs: false } as typeof config);
  await app.ready();
  const db = app.db;

  // An admin session for the benchmark, removed at the end.
  const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
  const [admin] = await db
    .insert(users)
    .values({ email, passwordHash: 'bench', role: 'admin', mfaEnabledAt: new Date() })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId: admin!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const cookies = { [sessionCookieName]: token };
  // A caseload for My cases: 500 open applications assigned to the benchmark's admin (set null when it goes).
  await db.execute(sql`update applications set assigned_to = ${admin!.id}, claimed_at = now()
    where id in (select id from applications where status in ('pending', 'reviewing', 'processing') limit 500)`);

  const count = Number(
    ((await db.execute(sql`select count(*)::int as n from applications`)) as unknown as { rows: { n: number }[] })
      .rows[0]?.n,
  );
  const [sample] = (
    (await db.execute(
      sql`select reference_number, last_name from applications order by created_at desc limit 1 offset 1000`,
    )) as unknown as {
      rows: { reference_number: string; last_name: string }[];
    }
  ).rows;
  const lastPage = Math.max(1, Math.ceil(count / 8));
  const middlePage = Math.max(1, Math.floor(lastPage / 2));

  // The pager's next page of a middle page, read from the first row of the page shown (its anchor).
  const anchorOf = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, cookies });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { applications: { id: string }[] }).applications[0]?.id;
  };
  const nextFromMiddle = async (sort: string) => {
    const base = `/api/admin/applications?sort=${sort}&order=asc`;
    const anchor = await anchorOf(`${base}&page=${middlePage}`);
    return `${base}&page=${middlePage + 1}&anchor=${anchor}&anchorPage=${middlePage}`;
  };

  const cases: [string, string][] = [
    ['list, first page', '/api/admin/applications'],
    ['list, page 100', '/api/admin/applications?page=100'],
    [`list, middle page (${middlePage})`, `/api/admin/applications?page=${middlePage}`],
    [`list, last page (${lastPage})`, `/api/admin/applications?page=${lastPage}`],
    ['search by reference', `/api/admin/applications?search=${sample?.reference_number}`],
    ['search by e-mail fragment', '/api/admin/applications?search=nikolai.andersson12'],
    [
      `search by last name (${sample?.last_name})`,
      `/api/admin/applications?search=${encodeURIComponent(sample?.last_name ?? '')}`,
    ],
    ['sort by last name', '/api/admin/applications?sort=lastName&order=asc'],
    ['sort by reference, page 50', '/api/admin/applications?sort=reference&order=desc&page=50'],
    ['sort by status', '/api/admin/applications?sort=status&order=asc'],
    [`sort by status, middle page`, `/api/admin/applications?sort=status&order=asc&page=${middlePage}`],
    ['sort by last name, middle page, next', await nextFromMiddle('lastName')],
    ['sort by reference, middle page, next', await nextFromMiddle('reference')],
    ['any page: last name, middle', `/api/admin/applications?sort=lastName&order=asc&page=${middlePage}`],
    ['any page: reference, middle', `/api/admin/applications?sort=reference&order=asc&page=${middlePage}`],
    ['filter pending, middle page', `/api/admin/applications?status=pending&page=${Math.floor(middlePage / 2.5)}`],
    [
      'search by last name, page 100',
      `/api/admin/applications?search=${encodeURIComponent(sample?.last_name ?? '')}&page=100`,
    ],
    ['filter status + counters', '/api/admin/applications?status=approved'],
    ['filter nationality + dates', '/api/admin/applications?nationality=FR&submittedFrom=2026-01-01'],
    ['statistics', '/api/admin/statistics'],
    // The caseworker's queue (decision 018), in its default order.
    ['queue: all by arrival', '/api/admin/applications?sort=arrivalDate&order=asc'],
    ['queue: my cases', '/api/admin/applications?view=mine&sort=arrivalDate&order=asc'],
    ['queue: unassigned', '/api/admin/applications?view=unassigned&sort=arrivalDate&order=asc'],
    ['queue: unassigned, page 50', '/api/admin/applications?view=unassigned&sort=arrivalDate&order=asc&page=50'],
  ];

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const results: Record<string, { p50: number; p95: number }> = {};
  console.log(`${count.toLocaleString('en')} applications, ${runs} runs per call (after 3 warm-up runs)\n`);
  console.log(`${'call'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, cookies });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(
      `${name.padEnd(40)} ${results[name].p50.toFixed(1).padStart(8)} ${results[name].p95.toFixed(1).padStart(8)}`,
    );
  }
  await measureExports(app, cookies, sample?.last_name ?? '');

  const first = results['list, first page']!.p50;
  const deepest = Math.max(
    ...Object.entries(results)
      .filter(([name]) => name.startsWith('list, ') && name !== 'list, first page')
      .map(([, r]) => r.p50),
  );
  console.log(`\ndeepest page / first page (p50): ${(deepest / first).toFixed(2)} (budget 2.00)`);
  const over = Object.entries(results).filter(([, r]) => r.p95 > 50);
  console.log(
    over.length
      ? `over the 50 ms p95 budget: ${over.map(([name, r]) => `${name} (${r.p95.toFixed(0)} ms)`).join('; ')}`
      : 'every call within the 50 ms p95 budget',
  );

  await db.delete(users).where(sql`${users.id} = ${admin!.id}`);
  await app.close();
}

/**
 * The list's CSV export (decision 007) over the last week, filtered by status and by a search for a
 * last name, compared per thousand rows: a search must not make each row dearer than twice a
 * status filter's. Median of three runs after one warm-up.
 */
async function measureExports(
  app: Awaited<ReturnType<typeof buildApp>>,
  cookies: Record<string, string>,
  lastName: string,
) {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const exports: [string, string][] = [
    ['export: rejected, last 7 days', `status=rejected&submittedFrom=${since}`],
    [`export: search ${lastName}, last 7 days`, `search=${encodeURIComponent(lastName)}&submittedFrom=${since}`],
  ];
  console.log(`\n${'export'.padEnd(40)} ${'rows'.padStart(8)} ${'ms'.padStart(8)} ${'ms/1000'.padStart(8)}`);
  const perThousand: number[] = [];
  for (const [name, query] of exports) {
    const runs: { rows: number; ms: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/admin/applications/export.csv?${query}`, cookies });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      if (i > 0) runs.push({ rows: response.body.split('\r\n').length - 2, ms });
    }
    const median = runs.sort((a, b) => a.ms - b.ms)[1]!;
    perThousand.push((median.ms / Math.max(1, median.rows)) * 1000);
    console.log(
      `${name.padEnd(40)} ${String(median.rows).padStart(8)} ${median.ms.toFixed(0).padStart(8)} ${perThousand.at(-1)!.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`search / status export, per row: ${(perThousand[1]! / perThousand[0]!).toFixed(2)} (budget 2.00)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
