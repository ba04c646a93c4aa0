import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import { setSettings } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultSettings } from '../../../core/default-settings';
import { contactMessages, contactReplies, emailOutbox } from '../../db/schema';

let test: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
const unknownId = '00000000-0000-4000-8000-000000000000';
const hour = 3_600_000;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Ada', lastName: 'Admin' })).cookies;
  traveller = (await signedIn(test.db())).cookies;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.db().execute(sql`truncate contact_messages cascade`);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookies = admin) =>
  test.app.inject({ method, url, cookies, payload });

async function message(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await test
    .db()
    .insert(contactMessages)
    .values({
      name: 'Maria Rossi',
      email: 'maria@example.it',
      subject: 'Question about my application',
      message: 'Hello, I would like to know how long the review takes.',
      ...overrides,
    })
    .returning();
  return row!;
}

describe('admin contact calls are for admins only', () => {
  const calls = [
    ['GET', '/api/admin/contact-messages'],
    ['PATCH', `/api/admin/contact-messages/${unknownId}/resolve`],
    ['POST', `/api/admin/contact-messages/${unknownId}/reply`],
    ['DELETE', `/api/admin/contact-messages/${unknownId}`],
  ] as const;
  it.each(calls)('%s %s: 401 without a session, 403 for a traveller', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    expect((await test.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await test.app.inject({ method, url, payload, cookies: traveller })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('pages by 8, searches, filters, sorts and counts today from the given local midnight', async () => {
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await message({
        name: `Sender ${String(i).padStart(2, '0')}`,
        email: `sender${i}@example.com`,
        subject: `Subject ${String(i).padStart(2, '0')}`,
        status: i < 3 ? 'resolved' : 'unresolved',
        createdAt: new Date(now - i * 5 * hour),
      });
    }
    await message({ message: 'My passport number changed, what should I do?', createdAt: new Date(now - 100 * hour) });

    const first = (await call('GET', '/api/admin/contact-messages')).json();
    expect(first.messages).toHaveLength(8);
    expect(first.total).toBe(11);
    expect(first.counters.total).toBe(11);
    expect(first.counters.resolved).toBe(3);
    expect(first.counters.unresolved).toBe(8);
    expect(first.messages[0].replies).toEqual([]);
    expect((await call('GET', '/api/admin/contact-messages?page=2')).json().messages).toHaveLength(3);

    // 'Today' starts at the admin's local midnight, sent by the browser.
    const since = new Date(now - 12 * hour).toISOString();
    const local = (await call('GET', `/api/admin/contact-messages?since=${encodeURIComponent(since)}`)).json();
    expect(local.counters.today).toBe(3); // 0 h, 5 h and 10 h ago
    expect((await call('GET', '/api/admin/contact-messages?since=yesterday')).statusCode).toBe(400);

    const search = (await call('GET', '/api/admin/contact-messages?search=PASSPORT')).json();
    expect(search.total).toBe(1);
    expect(search.messages[0].email).toBe('maria@example.it');
    const byEmail = (await call('GET', '/api/admin/contact-messages?search=sender7@')).json();
    expect(byEmail.messages.map((m: { subject: string }) => m.subject)).toEqual(['Subject 07']);

    const resolved = (await call('GET', '/api/admin/contact-messages?status=resolved')).json();
    expect(resolved.total).toBe(3);
    expect(resolved.messages.every((m: { status: string }) => m.status === 'resolved')).toBe(true);

    const bySubject = (await call('GET', '/api/admin/contact-messages?sort=subject&order=desc')).json();
    expect(bySubject.messages[0].subject).toBe('Subject 09');
    const byName = (await call('GET', '/api/admin/contact-messages?sort=name&order=asc')).json();
    expect(byName.messages[0].name).toBe('Maria Rossi');
  });
});

describe('resolve, reply and delete', () => {
  it('marks a message resolved', async () => {
    const row = await message();
    expect((await call('PATCH', `/api/admin/contact-messages/${row.id}/resolve`)).json()).toEqual({ success: true });
    const [after] = await test.db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(after?.status).toBe('resolved');
    expect((await call('PATCH', `/api/admin/contact-messages/${unknownId}/resolve`)).statusCode).toBe(404);
  });

  it('refuses a reply under 10 characters', async () => {
    const row = await message();
    const short = await call('POST', `/api/admin/contact-messages/${row.id}/reply`, { reply: '  too short ' });
    expect(short.statusCode).toBe(400);
    expect(englishFieldErrors(short.json()).reply).toBe('Reply must be at least 10 characters');
    expect(await test.db().select().from(contactReplies)).toHaveLength(0);
  });

  it('stores the reply and e-mails it in the message language, even with notifications off', async () => {
    await setSettings(test.db(), { ...defaultSettings, emailNotificationsEnabled: false });
    const row = await message({ language: 'it', subject: 'Tempi di revisione' });
    const text = 'Buongiorno, la revisione richiede di solito 24-48 ore.';
    const response = await call('POST', `/api/admin/contact-messages/${row.id}/reply`, { reply: text });
    expect(response.json()).toEqual({ success: true });
    const replies = await test.db().select().from(contactReplies).where(eq(contactReplies.messageId, row.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.body).toBe(text);
    expect(replies[0]?.adminId).toBeTruthy();

    const listed = (await call('GET', '/api/admin/contact-messages')).json();
    expect(listed.messages[0].replies[0]).toMatchObject({ body: text, adminName: 'Ada Admin' });
    // Replying does not change the status (spec §4).
    expect(listed.messages[0].status).toBe('unresolved');

    const [queued] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = 'maria@example.it'`);
    expect(queued?.template).toBe('contactReply');
    expect(queued?.subject).toBe('[TEST] Re: Tempi di revisione');
    expect(queued?.text).toContain('«Tempi di revisione»');
    expect(queued?.text).toContain(text);
    await test.app.mailer.processNow();
    const mailDir = path.join(test.dataDir, 'mail');
    const eml = fs.readdirSync(mailDir).map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'));
    expect(eml.some((content) => content.includes('maria@example.it'))).toBe(true);
    await setSettings(test.db(), defaultSettings);
  });

  it('names a contact-form subject key by its label in the reply', async () => {
    const row = await message({ language: 'en', subject: 'payment_issue', email: 'payer@example.com' });
    await call('POST', `/api/admin/contact-messages/${row.id}/reply`, { reply: 'Your refund has been issued.' });
    const [queued] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = 'payer@example.com'`);
    expect(queued?.subject).toBe('[TEST] Re: Payment issue');
  });

  it('deletes a message with its replies', async () => {
    const row = await message();
    await call('POST', `/api/admin/contact-messages/${row.id}/reply`, { reply: 'A long enough reply.' });
    expect((await call('DELETE', `/api/admin/contact-messages/${row.id}`)).json()).toEqual({ success: true });
    expect(await test.db().select().from(contactMessages).where(eq(contactMessages.id, row.id))).toHaveLength(0);
    expect(await test.db().select().from(contactReplies).where(eq(contactReplies.messageId, row.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/contact-messages/${row.id}`)).statusCode).toBe(404);
  });
});
