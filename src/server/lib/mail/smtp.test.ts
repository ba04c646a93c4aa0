import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { emailOutbox } from '../../db/schema';
import { enqueueEmail } from './outbox';
import { createTransport, smtpTimeouts } from './transport';
import { lockSeconds, processOutbox } from './worker';

/** Issue 21: a real SMTP server on loopback that refuses, then accepts, then stalls. */
let mode: 'refuse' | 'busy' | 'accept' = 'accept';
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (mode === 'refuse') return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    if (mode === 'busy') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join());
      callback();
    });
  },
});

/** A server that takes the connection and never says a word (a hung mail relay). */
const silent = net.createServer(() => {});

let test: TestApp;
let transport: ReturnType<typeof createTransport>;
let stalled: ReturnType<typeof createTransport>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  test = await createTestApp();
  const transportTo = (smtpPort: number) =>
    createTransport({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'Advena <no-reply@advena.example>',
      dataDir: test.dataDir,
      log: test.app.log,
      timeouts: { connectionTimeout: 1_000, greetingTimeout: 1_000, socketTimeout: 1_000 },
    });
  transport = transportTo(port);
  stalled = transportTo((silent.address() as AddressInfo).port);
});
afterAll(async () => {
  transport.close();
  stalled.close();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await test.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function queue(to: string) {
  await enqueueEmail(test.db(), {
    to,
    template: 'contactAcknowledgement',
    language: 'en',
    data: { name: 'Ann', support: false },
  });
  const [row] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row!.id;
}
const rowOf = async (id: number) => (await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const due = (id: number) =>
  test
    .db()
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(emailOutbox.id, id));

describe('sending through SMTP', () => {
  it('waits less than its lease, so no second worker sends a message still on its way', () => {
    const slowest = smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout;
    expect(slowest / 1000).toBeLessThan(lockSeconds);
  });

  it('gives up at once on a permanent refusal (5xx), with the reason', async () => {
    mode = 'refuse';
    const id = await queue('nobody@example.com');
    await processOutbox(test.db(), transport, test.app.log);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(id))?.lastError).toContain('No such mailbox');
  });

  it('backs off on a temporary refusal (4xx), then sends it once the server accepts', async () => {
    mode = 'busy';
    const id = await queue('later@example.com');
    await processOutbox(test.db(), transport, test.app.log);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    mode = 'accept';
    await due(id);
    await processOutbox(test.db(), transport, test.app.log);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toContain('later@example.com');
  });

  it('lets a stalled server time out and tries again later, without losing the message', async () => {
    const id = await queue('stalled@example.com');
    const started = Date.now();
    await processOutbox(test.db(), stalled, test.app.log);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    mode = 'accept';
    await due(id);
    await processOutbox(test.db(), transport, test.app.log);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
  });
});
