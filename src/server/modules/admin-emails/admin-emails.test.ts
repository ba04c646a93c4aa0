import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { failedEmailsPageSize, resendMessages } from '../../../core/admin-emails';
import { auditEvents, emailOutbox } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';

/** Issue 21: e-mails the outbox gave up on, listed for staff, resent once, against a real SMTP server. */
let refuse = true;
const delivered: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (refuse) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      delivered.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join());
      callback();
    });
  },
});

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  admin = (await asAdmin(test.db())).cookies;
});
afterAll(async () => {
  await test.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  refuse = true;
  await test.db().execute(sql`truncate email_outbox`);
});

async function refusedEmail(to: string, kind: 'acknowledgement' | 'code' = 'acknowledgement') {
  const id =
    kind === 'code'
      ? await enqueueEmail(test.db(), { to, template: 'verificationCode', language: 'fr', data: { code: '123456' } })
      : await enqueueEmail(test.db(), {
          to,
          template: 'contactAcknowledgement',
          language: 'fr',
          data: { name: 'Ann', support: false },
        });
  await test.app.mailer.processNow();
  return String(id);
}

const list = (page = 1) =>
  test.app.inject({ method: 'GET', url: `/api/admin/emails/failed?page=${page}`, cookies: admin });
const resend = (id: string) =>
  test.app.inject({ method: 'POST', url: `/api/admin/emails/${id}/resend`, cookies: admin });
const actions = async () =>
  (await test.db().select({ action: auditEvents.action }).from(auditEvents)).map((row) => row.action);

describe('failed e-mails for staff', () => {
  it('lists a refused e-mail with its recipient, subject, kind, reason, attempts and time, and records the read', async () => {
    const id = await refusedEmail('nobody@example.com');
    const response = await list();
    expect(response.statusCode).toBe(200);
    const [item] = response.json().items;
    expect(item).toMatchObject({
      id,
      toAddress: 'nobody@example.com',
      template: 'contactAcknowledgement',
      attempts: 1,
      resendable: true,
    });
    expect(item.subject).not.toBe('');
    expect(item.reason).toMatch(/550/);
    expect(Date.now() - Date.parse(item.failedAt)).toBeLessThan(60_000);
    expect(response.json().total).toBe(1);
    expect(await actions()).toContain('emails.failed_viewed');
  });

  it('resends a failed e-mail once, and refuses to resend one already sent', async () => {
    const id = await refusedEmail('later@example.com');
    refuse = false;
    const resent = await resend(id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().email).toMatchObject({ id, failedAt: null });
    await test.app.mailer.processNow();
    expect(delivered).toContain('later@example.com');
    const [row] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, Number(id)));
    expect(row?.status).toBe('sent');

    const again = await resend(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_SENT', message: resendMessages.alreadySent });
    expect((await list()).json().items).toEqual([]);
    expect((await actions()).filter((action) => action === 'email.resent')).toHaveLength(1);
  });

  it("refuses to resend a code's e-mail, whose code was erased, and one already waiting", async () => {
    const code = await refusedEmail('code@example.com', 'code');
    expect((await list()).json().items[0]).toMatchObject({ id: code, resendable: false });
    const refused = await resend(code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(resendMessages.codeErased);

    const other = await refusedEmail('twice@example.com');
    expect((await resend(other)).statusCode).toBe(200);
    const waiting = await resend(other);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(resendMessages.alreadyQueued);
  });

  it('pages the list on the server and answers bad input with 4xx', async () => {
    const rows = Array.from({ length: failedEmailsPageSize + 3 }, (_, index) => ({
      toAddress: `p${index}@example.com`,
      subject: 'S',
      html: '<p>x</p>',
      text: 'x',
      template: 'contactAcknowledgement',
      status: 'failed' as const,
      attempts: 8,
      failedAt: new Date(Date.now() - index * 1000),
    }));
    await test.db().insert(emailOutbox).values(rows);
    const first = (await list(1)).json();
    expect(first.items).toHaveLength(failedEmailsPageSize);
    expect(first.total).toBe(failedEmailsPageSize + 3);
    expect(first.items[0].toAddress).toBe('p0@example.com');
    expect((await list(2)).json().items.map((item: { toAddress: string }) => item.toAddress)).toEqual([
      `p${failedEmailsPageSize}@example.com`,
      `p${failedEmailsPageSize + 1}@example.com`,
      `p${failedEmailsPageSize + 2}@example.com`,
    ]);
    expect((await list(0)).statusCode).toBe(400);
    expect((await resend('abc')).statusCode).toBe(400);
    expect((await resend('999999')).statusCode).toBe(404);
  });
});
