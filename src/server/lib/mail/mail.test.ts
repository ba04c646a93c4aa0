import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { oneTimeCodeLifetimeMinutes } from '../../../core/limits';
import { emailOutbox } from '../../db/schema';
import { enqueueEmail } from './outbox';
import { backoffSeconds, maxAttempts, processOutbox } from './worker';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the e-mail outbox', () => {
  it('writes a queued message to the dev mailbox in the recipient language, once', async () => {
    await enqueueEmail(test.db(), {
      to: 'lea@example.com',
      template: 'verificationCode',
      language: 'fr',
      data: { firstName: 'Léa', code: '123456' },
    });
    expect(await test.app.mailer.processNow()).toEqual({ claimed: 1, sent: 1 });
    expect(await test.app.mailer.processNow()).toEqual({ claimed: 0, sent: 0 });
    const files = fs.readdirSync(path.join(test.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(test.dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: lea@example.com');
    expect(eml).toContain('123456');
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Votre code/);
  });

  it('says TEST in the subject and atop the body while the sandbox takes the payments', async () => {
    const id = await enqueueEmail(test.db(), {
      to: 'tester@example.com',
      template: 'passwordChanged',
      language: 'de',
      data: { firstName: 'Tess' },
    });
    const [queued] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(queued?.subject).toMatch(/^\[TEST\] /);
    expect(queued?.text.split('\n')[0]).toBe('TEST — es wurde keine echte Zahlung eingezogen.');
    expect(queued?.html).toContain('TEST — es wurde keine echte Zahlung eingezogen.');
    await test.db().delete(emailOutbox);
  });

  it('writes in English to a recipient whose stored language we do not write in', async () => {
    for (const language of [null, 'xx']) {
      await enqueueEmail(test.db(), {
        to: `someone.${language}@example.com`,
        template: 'verificationCode',
        language,
        data: { firstName: 'Sam', code: '654321' },
      });
    }
    const rows = await test.db().select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox);
    const english = rows.filter((row) => row.subject.startsWith('[TEST] Your Advena verification code'));
    expect(english).toHaveLength(2);
    // The code's real lifetime, not a number written into each language's sentence.
    expect(english[0]?.text).toContain(`The code expires in ${oneTimeCodeLifetimeMinutes} minutes.`);
    await test.db().delete(emailOutbox);
  });

  it('forgets the body of a code e-mail once it is sent, keeping template, recipient, status and times', async () => {
    const id = await enqueueEmail(test.db(), {
      to: 'forget@example.com',
      template: 'passwordResetCode',
      language: 'en',
      data: { firstName: 'Flo', code: '428613' },
    });
    const [queued] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(queued?.text).toContain('428613');
    await test.app.mailer.processNow();
    const [sent] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(sent).toMatchObject({
      toAddress: 'forget@example.com',
      template: 'passwordResetCode',
      subject: queued?.subject,
      status: 'sent',
      html: '',
      text: '',
    });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.createdAt).toEqual(queued?.createdAt);
  });

  it('keeps the body of an e-mail without a secret after sending', async () => {
    const id = await enqueueEmail(test.db(), {
      to: 'keep@example.com',
      template: 'accountDeleted',
      language: 'en',
      data: { firstName: 'Kim' },
    });
    await test.app.mailer.processNow();
    const [sent] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(sent?.status).toBe('sent');
    expect(sent?.text).toContain('Kim');
  });

  it('forgets the body of a code e-mail it gives up on', async () => {
    const id = await enqueueEmail(test.db(), {
      to: 'never@example.com',
      template: 'verificationCode',
      language: 'en',
      data: { code: '975310' },
    });
    await test
      .db()
      .update(emailOutbox)
      .set({ attempts: maxAttempts - 1 })
      .where(eq(emailOutbox.id, id!));
    const failing = { send: async () => Promise.reject(new Error('SMTP down')), close() {} };
    await processOutbox(test.db(), failing, { warn() {} } as never);
    const [row] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ status: 'failed', template: 'verificationCode', html: '', text: '' });
  });

  it('is not sent twice when it is queued in a transaction that rolls back', async () => {
    await test
      .db()
      .transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: 'no@example.com',
          template: 'verificationCode',
          language: 'en',
          data: { code: '000000' },
        });
        tx.rollback();
      })
      .catch(() => {});
    const rows = await test.db().select().from(emailOutbox).where(sql`${emailOutbox.toAddress} = 'no@example.com'`);
    expect(rows).toHaveLength(0);
  });

  it('retries a failed send later with backoff, and gives up after the last attempt', async () => {
    await enqueueEmail(test.db(), {
      to: 'fail@example.com',
      template: 'verificationCode',
      language: 'en',
      data: { code: '111111' },
    });
    const failing = { send: async () => Promise.reject(new Error('SMTP down')), close() {} };
    const silent = { warn() {} } as never;
    expect(await processOutbox(test.db(), failing, silent)).toEqual({ claimed: 1, sent: 0 });
    const [row] = await test.db().select().from(emailOutbox).where(sql`${emailOutbox.toAddress} = 'fail@example.com'`);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toBe('SMTP down');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is claimed.
    expect(await processOutbox(test.db(), failing, silent)).toEqual({ claimed: 0, sent: 0 });
    expect(backoffSeconds(1)).toBe(30);
    expect(backoffSeconds(3)).toBe(120);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
