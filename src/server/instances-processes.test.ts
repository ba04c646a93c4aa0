import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, Client, freshPostgresDatabase, startAppProcess, until } from '../../tests/setup/app-process';
import { sampleApplicationData, sandboxCard } from '../../tests/setup/application-data';
import { startS3Server } from '../../tests/setup/s3-server';
import { testImage } from '../../tests/setup/uploads';

/**
 * Issue 21, item 3: two app processes behind one load balancer, on one PostgreSQL, one
 * S3-protocol store and one mail server, sharing only the environment. What is started on one is
 * seen and finished on the other, every e-mail leaves once, and each scheduled job runs once.
 */
const url = process.env.TEST_DATABASE_URL as string;
const mail: { to: string; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let text = '';
    stream.on('data', (chunk) => {
      text += chunk;
    });
    stream.on('end', () => {
      mail.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(), text });
      callback();
    });
  },
});

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let one: AppProcess;
let two: AppProcess;
let startedAt = 0;

const query = <Row>(text: string, values: unknown[] = []) => database.query<Row>(text, values);

const codeFor = (email: string) =>
  until(`the code e-mailed to ${email}`, async () => {
    const message = mail.findLast((item) => item.to === email);
    return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  });

async function uploadTo(base: string, client: Client, kind: 'passportScan' | 'photo') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([new Uint8Array(await testImage('png'))], { type: 'image/png' }), `${kind}.png`);
  const response = await client.call(base, 'POST', '/api/documents', form);
  expect(response.status).toBe(201);
  return response.json.id as string;
}

describe.runIf(process.env.TEST_DB === 'postgres')('two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    [database, s3] = await Promise.all([freshPostgresDatabase(url), startS3Server()]);
    const shared = {
      DATABASE_URL: database.url,
      CODE_PEPPER: randomBytes(32).toString('base64'),
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DOCUMENTS_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      ADMIN_USERNAME: 'ops',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
      DATABASE_POOL_SIZE: '4',
      ...s3.environment,
    };
    startedAt = Date.now();
    // Started together: migrations and the built-in admin under the advisory lock.
    [one, two] = await Promise.all([startAppProcess(shared), startAppProcess(shared)]);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([one?.stop(), two?.stop()]);
    await Promise.all([database?.drop(), s3?.close()]);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    // SIGTERM: each finishes what it was doing and exits 0.
    if (one && two) expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('signs in on one with the code e-mailed by the other, and the session works on both', async () => {
    const traveller = new Client();
    const email = 'two-processes@example.com';
    const registered = await traveller.call(one.base, 'POST', '/api/register', {
      email,
      password: 'secret-pass-1',
      firstName: 'Ana',
    });
    expect(registered.status).toBe(200);
    const verified = await traveller.call(two.base, 'POST', '/api/verify-email', { email, code: await codeFor(email) });
    expect(verified.status).toBe(200);
    for (const base of [one.base, two.base]) {
      const user = await traveller.call(base, 'GET', '/api/user');
      expect(user.status).toBe(200);
      expect(user.json).toMatchObject({ email });
    }
  });

  it('serves an upload made on one from the other, pays on the other and submits on the first', async () => {
    const traveller = new Client();
    const passportScanPath = await uploadTo(one.base, traveller, 'passportScan');
    const photoPath = await uploadTo(one.base, traveller, 'photo');
    const fromOne = await fetch(`${one.base}/api/documents/${photoPath}`, { headers: { cookie: traveller.cookie } });
    const fromTwo = await fetch(`${two.base}/api/documents/${photoPath}`, { headers: { cookie: traveller.cookie } });
    expect(fromTwo.status).toBe(200);
    expect(Buffer.from(await fromTwo.arrayBuffer())).toEqual(Buffer.from(await fromOne.arrayBuffer()));

    const applicationData = sampleApplicationData({ passportScanPath, photoPath }, { email: 'payer@example.com' });
    const intent = await traveller.call(one.base, 'POST', '/api/create-payment-intent', { applicationData });
    expect(intent.status).toBe(200);
    const paymentId = intent.json.paymentIntentId as string;
    const paid = await traveller.call(two.base, 'POST', '/api/payments/sandbox/confirm', sandboxCard(paymentId));
    expect(paid.status).toBe(200);
    const submitted = await traveller.call(one.base, 'POST', '/api/applications', { paymentId });
    expect(submitted.status).toBe(201);
    const again = await traveller.call(two.base, 'POST', '/api/applications', { paymentId });
    expect(again.json.application.id).toBe(submitted.json.application.id);
    const reference = submitted.json.application.referenceNumber as string;
    const status = await new Client().call(two.base, 'GET', `/api/application-status/${reference}`);
    expect(status.status).toBe(200);
    // The confirmation queued by one instance is sent by whichever worker claims it, once.
    await until('the confirmation e-mail', async () => mail.find((item) => item.to === 'payer@example.com'));
  });

  it('sends every e-mail once and runs each scheduled job once', async () => {
    await until('an empty outbox', async () => {
      const [row] = await query<{ waiting: number }>(
        "select count(*)::int as waiting from email_outbox where status = 'pending'",
      );
      return row?.waiting === 0 ? true : undefined;
    });
    const outbox = await query<{ to_address: string; status: string }>('select to_address, status from email_outbox');
    expect(outbox.every((row) => row.status === 'sent')).toBe(true);
    expect(mail.map((item) => item.to).sort()).toEqual(outbox.map((row) => row.to_address).sort());

    const jobs = await until('every job to have run', async () => {
      const rows = await query<{ name: string; runs: number; locked_by: string | null }>(
        'select name, runs, locked_by from scheduled_jobs order by name',
      );
      return rows.length >= 3 && rows.every((row) => row.runs >= 1) ? rows : undefined;
    });
    // Reconciliation runs every 30 s; the others hourly: across both instances, once per period.
    const periods = Math.floor((Date.now() - startedAt) / 30_000);
    for (const job of jobs) {
      if (job.name === 'payments.reconcile') expect(job.runs).toBeLessThanOrEqual(1 + periods);
      else expect(job, job.name).toMatchObject({ runs: 1 });
    }
  });
});
