import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { contactMessages, emailOutbox, users } from '../../db/schema';
import { sessionCookieName } from '../../lib/sessions';

let test: TestApp;
let userId: string;

beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.post<{ Body: { userId: string } }>('/api/test/sign-in', async (request, reply) => {
          await app.sessions.signIn(request, reply, { id: request.body.userId, role: 'user' });
          return {};
        });
      },
    },
  );
  const [user] = await test.db().insert(users).values({ email: 'ana@example.com', passwordHash: 'x' }).returning();
  userId = user!.id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.db().execute(sql`delete from rate_limit_hits`);
});

const contact = {
  name: 'Jane Traveller',
  email: 'jane@example.com',
  subject: 'payment',
  message: 'How do I pay for my two children?',
};
const support = {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  applicationId: 'adv-12345678',
  subject: 'technical_problem',
  urgency: 'high',
  message: 'My passport scan will not upload.',
};

const post = (payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/contact', payload, headers });

describe('POST /api/contact', () => {
  it('stores a contact message as unresolved General and queues an acknowledgement in the sender language', async () => {
    const response = await post(contact, { cookie: 'i18nextLng=fr' });
    expect(response.statusCode).toBe(201);
    const [row] = await test.db().select().from(contactMessages).where(eq(contactMessages.email, contact.email));
    expect(row).toMatchObject({
      name: 'Jane Traveller',
      subject: 'payment',
      status: 'unresolved',
      category: 'General',
      source: 'contact',
      urgency: null,
      userId: null,
      language: 'fr',
    });
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, contact.email));
    expect(mail?.subject).toBe('[TEST] Nous avons bien reçu votre message');
    // The sender's text is not echoed to the address given.
    expect(mail?.html).not.toContain(contact.message);
  });

  it('stores a support request with its urgency and application reference', async () => {
    const response = await post(support, { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(response.statusCode).toBe(201);
    const [row] = await test.db().select().from(contactMessages).where(eq(contactMessages.email, support.email));
    expect(row).toMatchObject({
      source: 'support',
      urgency: 'high',
      applicationReference: 'ADV-12345678',
      language: 'ja',
    });
  });

  it('stores a reference typed loosely as the reference itself, and other text as typed', async () => {
    for (const [typed, stored] of [
      ['adv 1234 5678', 'ADV-12345678'],
      ['１２３４５６７８', 'ADV-12345678'],
      ['my old one', 'MY OLD ONE'],
    ] as const) {
      const email = `loose.${stored.length}.${typed.length}@example.com`;
      expect((await post({ ...support, email, applicationId: typed })).statusCode).toBe(201);
      const [row] = await test.db().select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(row?.applicationReference).toBe(stored);
    }
  });

  it('links the message of a signed-in sender to their account', async () => {
    const signIn = await test.app.inject({ method: 'POST', url: '/api/test/sign-in', payload: { userId } });
    const token = signIn.cookies.find((cookie) => cookie.name === sessionCookieName)?.value;
    const response = await post({ ...contact, email: 'ana@example.com' }, { cookie: `${sessionCookieName}=${token}` });
    expect(response.statusCode).toBe(201);
    const [row] = await test.db().select().from(contactMessages).where(eq(contactMessages.email, 'ana@example.com'));
    expect(row?.userId).toBe(userId);
  });

  it("keeps a message sent anonymously with someone's address out of their account and greets neutrally", async () => {
    const aliceCookies = (await signedIn(test.db(), { email: 'alice@example.com', firstName: 'Alice' })).cookies;
    const staff = (await asAdmin(test.db())).cookies;
    const forged = {
      ...contact,
      name: 'Advena Security Team',
      email: 'ALICE@example.com',
      message: 'Your account is locked, call us.',
    };
    expect((await post(forged)).statusCode).toBe(201);

    const mine = await test.app.inject({ method: 'GET', url: '/api/user/messages', cookies: aliceCookies });
    expect(mine.json().messages).toEqual([]);
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, forged.email));
    expect(mail?.text).toMatch(/^Hello,/m);
    expect(mail?.text).not.toContain('Advena Security Team');
    expect(mail?.html).not.toContain('Advena Security Team');

    // Staff still see it, with the name and address as typed.
    const staffList = await test.app.inject({ method: 'GET', url: '/api/admin/contact-messages', cookies: staff });
    expect(staffList.json().messages).toContainEqual(
      expect.objectContaining({ name: 'Advena Security Team', email: 'ALICE@example.com' }),
    );
  });

  it('shows a message sent while signed in in My messages and greets the sender by name', async () => {
    const bob = await createUser(test.db(), { email: 'bob@example.com' });
    const bobCookies = await sessionCookieFor(test.db(), bob.id);
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, name: 'Bob Builder', email: 'bob@example.com' },
      cookies: bobCookies,
    });
    expect(sent.statusCode).toBe(201);
    const mine = await test.app.inject({ method: 'GET', url: '/api/user/messages', cookies: bobCookies });
    expect(mine.json().messages).toEqual([expect.objectContaining({ message: contact.message })]);
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bob@example.com'));
    expect(mail?.text).toContain('Hello Bob Builder,');
  });

  it("greets neutrally when a signed-in sender gives another person's address", async () => {
    const carol = (await signedIn(test.db(), { email: 'carol@example.com' })).cookies;
    await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, name: 'Your Bank', email: 'dave@example.com' },
      cookies: carol,
    });
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'dave@example.com'));
    expect(mail?.text).toMatch(/^Hello,/m);
    expect(mail?.text).not.toContain('Your Bank');
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const response = await post({ name: 'J', email: 'not-an-email', subject: '', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Please select a subject.',
      message: 'Message must be at least 10 characters.',
    });
    const supportResponse = await post({ ...support, urgency: 'whenever' });
    expect(englishFieldErrors(supportResponse.json())).toEqual({ urgency: 'Please select urgency level.' });
    const tooLong = await post({
      ...support,
      name: 'N'.repeat(201),
      message: 'M'.repeat(5001),
      applicationId: 'A'.repeat(41),
    });
    expect(englishFieldErrors(tooLong.json())).toEqual({
      name: 'Name must be at most 200 characters.',
      message: 'Message must be at most 5,000 characters.',
      applicationId: 'Please enter a valid application reference.',
    });
    const rows = await test.db().select().from(contactMessages).where(eq(contactMessages.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });

  it('limits how many messages one client can send', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post({ ...contact, email: `rate${attempt}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const refused = await post(contact);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses[5]).toBe(429);
  });
});
