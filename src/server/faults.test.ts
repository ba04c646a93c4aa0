import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshPostgresDatabase, startAppProcess, until } from '../../tests/setup/app-process';
import { sampleApplicationData, sandboxCard } from '../../tests/setup/application-data';
import { startDatabaseProxy } from '../../tests/setup/database-proxy';
import { multipart, testImage } from '../../tests/setup/uploads';

/**
 * Issue 21, item 4: faults survived, with the server in a process of its own on PostgreSQL. The
 * database goes away under writes; the app is killed between payment and submission; it is told
 * to stop in the middle of an upload. Afterwards nothing acknowledged is lost and the books agree.
 */
const url = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let environment: Record<string, string>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const query = <Row>(text: string, values: unknown[] = []) => database.query<Row>(text, values);

describe.runIf(process.env.TEST_DB === 'postgres')('faults, with the app in its own process', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase(url);
    const target = new URL(url);
    proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    environment = {
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_POOL_SIZE: '10',
      CODE_PEPPER: randomBytes(32).toString('base64'),
      DOCUMENTS_KEY: randomBytes(32).toString('base64'),
      // Every instance on one database shares the three keys (start-up checks their fingerprints).
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Each test client is its own address behind a trusted local proxy (the contact form's limit).
      TRUST_PROXY: '127.0.0.1',
    };
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  }, 60_000);

  it('answers 503 at once while the database is away under writes, survives, and loses nothing it acknowledged', async () => {
    const app = await startAppProcess(environment);
    const answers: { status: number; ms: number; marker: string; at: number }[] = [];
    let writing = true;
    let sent = 0;
    const client = async (index: number) => {
      while (writing) {
        sent += 1;
        const marker = `m${index}-${sent}`;
        const visitor = new Client(undefined, `10.9.${index}.${sent % 250}`);
        const started = Date.now();
        const response = await visitor
          .call(app.base, 'POST', '/api/contact', {
            name: 'Load Test',
            email: `${marker}@example.com`,
            subject: 'other',
            message: `Marker ${marker}, a message under load.`,
          })
          .catch(() => ({ status: 0 }));
        answers.push({ status: response.status, ms: Date.now() - started, marker, at: Date.now() });
        if (response.status !== 201) await sleep(100);
      }
    };
    const clients = Array.from({ length: 20 }, (_, index) => client(index));
    await sleep(2_000);

    // The database goes away for 10 s: its connections are ended (57P01), then none can be made.
    const awayAt = Date.now();
    await query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    await proxy.cut();
    await sleep(10_000);
    await proxy.restore();
    const backAt = Date.now();
    await sleep(2_000);
    writing = false;
    await Promise.all(clients);

    expect(app.child.exitCode, app.logs().slice(-2000)).toBeNull();
    const during = answers.filter((answer) => answer.status !== 201);
    expect(during.length).toBeGreaterThan(0);
    expect(new Set(during.map((answer) => answer.status))).toEqual(new Set([503]));
    // Nothing hangs: a refused write is refused within the connect timeout and a little.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000);
    // Back by itself: ready again, and writes succeed again.
    await until('readiness', async () => ((await fetch(`${app.base}/api/ready`)).status === 200 ? true : undefined), {
      retryErrors: true,
    });
    expect(answers.filter((answer) => answer.status === 201 && answer.at > backAt).length).toBeGreaterThan(0);
    const acknowledged = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => `${answer.marker}@example.com`);
    const stored = await query<{ email: string }>('select email from contact_messages');
    expect(stored.map((row) => row.email)).toEqual(expect.arrayContaining(acknowledged));
    console.info(
      `${answers.length} writes, ${during.length} refused with 503 in ${((backAt - awayAt) / 1000).toFixed(1)} s away, slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
    // And it still stops cleanly: no connection was left checked out by the outage.
    expect(await app.stop(), app.logs().slice(-2000)).toBe(0);
  }, 60_000);

  it('ends with exactly one application after kill -9 between payment and submission, restart and reconciliation', async () => {
    const first = await startAppProcess(environment);
    const traveller = new Client(undefined, '10.8.0.1');
    const uploaded: Record<string, string> = {};
    for (const kind of ['passportScan', 'photo']) {
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', new Blob([new Uint8Array(await testImage('png'))], { type: 'image/png' }), `${kind}.png`);
      uploaded[kind] = (await traveller.call(first.base, 'POST', '/api/documents', form)).json.id;
    }
    const applicationData = sampleApplicationData(
      { passportScanPath: uploaded.passportScan as string, photoPath: uploaded.photo as string },
      { email: 'killed@example.com' },
    );
    const intent = await traveller.call(first.base, 'POST', '/api/create-payment-intent', { applicationData });
    const paymentId = intent.json.paymentIntentId as string;
    const paid = await traveller.call(first.base, 'POST', '/api/payments/sandbox/confirm', sandboxCard(paymentId));
    expect(paid.status).toBe(200);
    // Paid, not yet submitted: the process dies without a word.
    await first.stop('SIGKILL');

    // The browser never came back. Reconciliation leaves a payment two minutes for its browser
    // to submit; here those minutes have passed, and its next run is now.
    await query("update payments set updated_at = now() - interval '3 minutes' where provider_intent_id = $1", [
      paymentId,
    ]);
    const second = await startAppProcess(environment);
    await query("update scheduled_jobs set next_run_at = now() where name = 'payments.reconcile'");
    const applicationsOfPayment = () =>
      query<{ id: string }>(
        'select a.id from applications a join payments p on p.id = a.payment_id where p.provider_intent_id = $1',
        [paymentId],
      );
    const [built] = await until(
      'reconciliation',
      async () => {
        const rows = await applicationsOfPayment();
        return rows.length > 0 ? rows : undefined;
      },
      { retryErrors: true },
    );
    // The browser submits after all: the same application, not a second.
    const submitted = await traveller.call(second.base, 'POST', '/api/applications', { paymentId });
    expect([200, 201]).toContain(submitted.status);
    expect(submitted.json.application.id).toBe(built?.id);
    expect(await applicationsOfPayment()).toHaveLength(1);
    expect(await second.stop()).toBe(0);
  }, 90_000);

  it('finishes a 5 MB upload under way when told to stop, then exits 0', async () => {
    const app = await startAppProcess(environment);
    const side = 1270;
    const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const anonymous = new Client(undefined, '10.7.0.1');
    await anonymous.call(app.base, 'GET', '/api/user');
    const { payload, headers } = multipart('photo', 'large.png', noise, 'image/png');
    expect(payload.length).toBeGreaterThan(4_800_000);
    const target = new URL(`${app.base}/api/documents`);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            ...headers,
            'content-length': String(payload.length),
            origin: anonymous.origin,
            'x-forwarded-for': '10.7.0.1',
            ...(anonymous.cookie ? { cookie: anonymous.cookie } : {}),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      void (async () => {
        const chunk = 256 * 1024;
        for (let offset = 0; offset < payload.length; offset += chunk) {
          request.write(payload.subarray(offset, offset + chunk));
          // A fifth of the way in, the process is told to stop.
          if (offset === chunk * 4) app.child.kill('SIGTERM');
          await sleep(50);
        }
        request.end();
      })();
    });
    const { status, body } = await answer;
    expect(status, body).toBe(201);
    expect(await app.exited).toBe(0);
    expect(app.logs()).toContain('shutting down');
  }, 60_000);

  it('keeps the books: every paid payment has exactly one application, every application its events', async () => {
    const [books] = await query<{ paid_without_one: number; without_events: number }>(`
      select
        (select count(*)::int from payments p
          where p.status = 'succeeded' and (select count(*) from applications a where a.payment_id = p.id) <> 1)
          as paid_without_one,
        (select count(*)::int from applications a
          where not exists (select 1 from application_events e where e.application_id = a.id)) as without_events`);
    expect(books).toEqual({ paid_without_one: 0, without_events: 0 });
    const [paid] = await query<{ n: number }>("select count(*)::int as n from payments where status = 'succeeded'");
    expect(paid?.n).toBeGreaterThan(0);
  });
});
