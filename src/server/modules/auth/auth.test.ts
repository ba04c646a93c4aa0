import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { hashAtProductionCost } from '../../../../tests/setup/password-cost';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { applications, emailOutbox, oneTimeCodes, rateLimitHits, users } from '../../db/schema';
import { sessionCookieName } from '../../lib/sessions';

// The production cost of argon2id, here only: the other API tests hash at a small one.
hashAtProductionCost();

let test: TestApp;
let ipCounter = 1;
/** Each scenario comes from its own client address, so per-client limits do not mix between tests. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  test = await createTestApp({
    ADMIN_USERNAME: 'boss',
    ADMIN_EMAIL: 'boss@advena.example',
    ADMIN_PASSWORD: 'boss-password-1',
  });
});
afterAll(() => test.close());

const cookieFrom = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === sessionCookieName)?.value;

function post(
  url: string,
  payload?: object,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return test.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? nextIp(),
    cookies: options.cookie ? { [sessionCookieName]: options.cookie } : {},
    headers: options.headers,
  });
}

/** The latest code mailed to an address, read from the outbox as the user would read the e-mail. */
async function lastCodeTo(email: string): Promise<string> {
  const rows = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const latest = rows.sort((a, b) => Number(b.id) - Number(a.id))[0];
  const match = /\b(\d{6})\b/.exec(latest?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1] as string;
}

async function registerUser(email: string, password = 'secret-pass-1', extra: object = {}) {
  const response = await post('/api/register', { email, password, firstName: 'Ana', ...extra });
  expect(response.statusCode).toBe(200);
  return response;
}

async function verifiedUser(email: string, password = 'secret-pass-1') {
  await registerUser(email, password);
  const response = await post('/api/verify-email', { email, code: await lastCodeTo(email) });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response) as string;
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('registration and verification', () => {
  it('registers, needs verification, stores only hashes and sends the code in the request language', async () => {
    const response = await post(
      '/api/register',
      { email: 'Reg@Example.com', password: 'secret-pass-1' },
      {
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      },
    );
    expect(response.json()).toEqual({
      success: true,
      message: 'Registration successful. Please check your email for a verification code.',
      needsVerification: true,
      email: 'reg@example.com',
    });
    const [user] = await test.db().select().from(users).where(eq(users.email, 'reg@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.emailVerified).toBe(false);
    const code = await lastCodeTo('reg@example.com');
    const [stored] = await test.db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reg@example.com'));
    expect(mail?.subject).toBe('[TEST] Ihr Advena-Bestätigungscode');
    // The worker delivers it to the dev mailbox.
    await test.app.mailer.processNow();
    const files = fs.readdirSync(path.join(test.dataDir, 'mail'));
    expect(files.some((file) => fs.readFileSync(path.join(test.dataDir, 'mail', file), 'utf8').includes(code))).toBe(
      true,
    );
  });

  it('refuses a short password and a mismatched e-mail with the spec messages', async () => {
    const short = await post('/api/register', { email: 'short@example.com', password: 'abc1234' });
    expect(short.statusCode).toBe(400);
    expect(englishFieldErrors(short.json()).password).toBe('Password must be at least 8 characters');
    // The field carries the rule's code (decision 051); the English stays the API's message.
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters',
      fieldErrors: { password: 'AUTH_NEW_PASSWORD' },
    });
    const bad = await post('/api/register', { email: 'nope', password: 'secret-pass-1' });
    expect(englishFieldErrors(bad.json()).email).toBe('Please enter a valid email address.');
  });

  it('answers a registration of a taken address exactly like a new one and e-mails the owner, once an hour', async () => {
    const fresh = await post('/api/register', { email: 'fresh@example.com', password: 'secret-pass-1' });
    await verifiedUser('taken@example.com');
    const [owner] = await test.db().select().from(users).where(eq(users.email, 'taken@example.com'));
    const again = await post('/api/register', { email: 'TAKEN@example.com', password: 'another-pass-1' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ ...fresh.json(), email: 'taken@example.com' });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const mails = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'taken@example.com'));
    const warnings = mails.filter((mail) => mail.template === 'accountExists');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain('Someone tried to create an Advena account with your e-mail address.');
    expect(warnings[0]?.text).toContain(
      'If it was you, sign in or reset your password. If not, you can ignore this e-mail.',
    );
    // The account is untouched: still one, with its own password.
    const [after] = await test.db().select().from(users).where(eq(users.email, 'taken@example.com'));
    expect(after?.passwordHash).toBe(owner?.passwordHash);
    // A second try within the hour answers the same and mails nothing more.
    const third = await post('/api/register', { email: 'taken@example.com', password: 'another-pass-1' });
    expect(third.json()).toEqual(again.json());
    const later = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'taken@example.com'));
    expect(later.filter((mail) => mail.template === 'accountExists')).toHaveLength(1);
  });

  it('refuses a common password with 400 and the message on the password field', async () => {
    const common = await post('/api/register', { email: 'common@example.com', password: 'password123' });
    expect(common.statusCode).toBe(400);
    // A refusal at a field carries its code there (decision 051).
    expect(common.json().fieldErrors).toEqual({
      password: 'PASSWORD_TOO_COMMON',
    });
    const [user] = await test.db().select().from(users).where(eq(users.email, 'common@example.com'));
    expect(user).toBeUndefined();
  });

  it('verifies with the right code, signs in and answers the user without secrets', async () => {
    await registerUser('ver@example.com');
    const response = await post('/api/verify-email', {
      email: 'ver@example.com',
      code: await lastCodeTo('ver@example.com'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Email verified successfully');
    expect(body.user).toMatchObject({ email: 'ver@example.com', emailVerified: true, role: 'user', firstName: 'Ana' });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|"code"|verificationCode|argon/i);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [sessionCookieName]: cookieFrom(response)! },
    });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'address',
        'city',
        'country',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastName',
        'mfaEnabled',
        'mfaEnrolmentRequired',
        'phone',
        'preferredLanguage',
        'role',
        'sessionIdleSeconds',
        'username',
        'zipCode',
      ].sort(),
    );
  });

  it('refuses the sixth try on a code even when it is right', async () => {
    await registerUser('six@example.com');
    const code = await lastCodeTo('six@example.com');
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/verify-email', { email: 'six@example.com', code: wrongCodeFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Invalid or expired verification code');
      expect(wrong.json().attemptsLeft).toBe(4 - i);
    }
    const right = await post('/api/verify-email', { email: 'six@example.com', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('answers an address without an account as one with a code, tries left and all', async () => {
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const wrong = await post('/api/verify-email', { email: 'nobody-here@example.com', code: '123456' });
      expect(wrong.statusCode).toBe(400);
      answers.push(wrong.json().attemptsLeft ?? wrong.json().message);
    }
    expect(answers).toEqual([4, 3, 2, 1, 0, 'Too many incorrect attempts. Please request a new code.']);
  });

  it('refuses an expired code and a code of another purpose', async () => {
    await registerUser('exp@example.com');
    const code = await lastCodeTo('exp@example.com');
    await test
      .db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await post('/api/verify-email', { email: 'exp@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired verification code');
  });

  it('rejects a code that is not 6 digits with the spec message', async () => {
    const response = await post('/api/verify-email', { email: 'x@example.com', code: '12345' });
    expect(englishFieldErrors(response.json()).code).toBe('Verification code must be 6 characters');
  });

  it('resends at most once a minute, voids the old code and answers the same for unknown addresses', async () => {
    await registerUser('resend@example.com');
    const first = await lastCodeTo('resend@example.com');
    // The registration mail does not count against the resend limit; a resend does.
    const resent = await post('/api/resend-verification', { email: 'resend@example.com' });
    expect(resent.statusCode).toBe(200);
    const second = await lastCodeTo('resend@example.com');
    const tooSoon = await post('/api/resend-verification', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    const unknown = await post('/api/resend-verification', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(resent.json());
    if (first !== second) {
      const old = await post('/api/verify-email', { email: 'resend@example.com', code: first });
      expect(old.statusCode).toBe(400);
    }
    const current = await post('/api/verify-email', { email: 'resend@example.com', code: second });
    expect(current.statusCode).toBe(200);
  });

  it('gives anonymous applications sent with the e-mail to the user who verifies it', async () => {
    await test.db().insert(applications).values({
      referenceNumber: 'ADV-00000001',
      firstName: 'Ana',
      lastName: 'Lima',
      dateOfBirth: '1990-01-01',
      nationality: 'FR',
      email: 'Claim@Example.com',
      phone: '12345',
      passportNumber: 'P12345',
      passportIssueDate: '2020-01-01',
      passportExpiryDate: '2030-01-01',
      issuingCountry: 'FR',
      travelPurpose: 'tourism',
      arrivalDate: '2030-01-01',
      departureDate: '2030-01-10',
      ukAddress: 'London',
      amountPence: 4999,
    });
    await verifiedUser('claim@example.com');
    const [claimed] = await test
      .db()
      .select({ email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.referenceNumber, 'ADV-00000001'));
    expect(claimed?.email).toBe('claim@example.com');
  });
});

describe('login and logout', () => {
  it('logs in a verified user and ends the session at logout', async () => {
    await verifiedUser('log@example.com');
    const login = await post('/api/login', { email: 'log@example.com', password: 'secret-pass-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { email: 'log@example.com' },
    });
    const cookie = cookieFrom(login)!;
    const logout = await post('/api/logout', undefined, { cookie });
    expect(logout.json().message).toBe('You have been logged out successfully');
    const after = await test.app.inject({ method: 'GET', url: '/api/user', cookies: { [sessionCookieName]: cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('says the same for an unknown account, a wrong password and a malformed request', async () => {
    await verifiedUser('same@example.com');
    const answers = await Promise.all([
      post('/api/login', { email: 'same@example.com', password: 'wrong-password' }),
      post('/api/login', { email: 'ghost@example.com', password: 'secret-pass-1' }),
      post('/api/login', { email: '', password: '' }),
    ]);
    for (const answer of answers) {
      expect([400, 401]).toContain(answer.statusCode);
      expect(answer.json().message).toBe('Invalid username or password');
    }
  });

  it('answers needsVerification with a fresh code for the right password on an unverified account', async () => {
    await registerUser('unv@example.com');
    await test
      .db()
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) });
    const before = await lastCodeTo('unv@example.com');
    const response = await post('/api/login', { email: 'unv@example.com', password: 'secret-pass-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ needsVerification: true, email: 'unv@example.com' });
    expect(cookieFrom(response)).toBeUndefined();
    const [user] = await test.db().select().from(users).where(eq(users.email, 'unv@example.com'));
    const codes = await test
      .db()
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'verify_email')));
    expect(codes.length).toBe(2);
    const fresh = await lastCodeTo('unv@example.com');
    expect(typeof fresh).toBe('string');
    expect(before).toMatch(/^\d{6}$/);
    const wrongPassword = await post('/api/login', { email: 'unv@example.com', password: 'not-the-one' });
    expect(wrongPassword.json().message).toBe('Invalid username or password');
  });

  it('limits login attempts per account and client address, and per client, with 429 and Retry-After', async () => {
    const ip = nextIp();
    let last = await post('/api/login', { email: 'limit@example.com', password: 'whatever' }, { ip });
    for (let i = 0; i < 10; i++)
      last = await post('/api/login', { email: 'limit@example.com', password: 'whatever' }, { ip });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Only that address is refused: the owner elsewhere can still sign in.
    const elsewhere = await post('/api/login', { email: 'limit@example.com', password: 'whatever' });
    expect(elsewhere.statusCode).toBe(401);
    const busy = nextIp();
    for (let i = 0; i < 30; i++)
      await post('/api/login', { email: `ip${i}@example.com`, password: 'whatever' }, { ip: busy });
    const blocked = await post('/api/login', { email: 'other@example.com', password: 'whatever' }, { ip: busy });
    expect(blocked.statusCode).toBe(429);
    await test.db().delete(rateLimitHits);
  });

  it("a successful login clears the account's earlier failures", async () => {
    await verifiedUser('forgetful@example.com');
    const ip = nextIp();
    const attempt = (password: string) => post('/api/login', { email: 'forgetful@example.com', password }, { ip });
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt('secret-pass-1')).statusCode).toBe(200);
    // Without the reset these would pass the account's limit of 10 in 15 minutes.
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    await test.db().delete(rateLimitHits);
  });

  it('limits code attempts per client with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const attempt = await post('/api/verify-email', { email: `guess${i}@example.com`, code: '123456' }, { ip });
      expect(attempt.statusCode).toBe(400);
    }
    const blocked = await post(
      '/api/password-reset/confirm',
      { email: 'x@example.com', code: '123456', newPassword: 'plum-harbour-violin-42' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a login POST from another origin', async () => {
    const response = await post(
      '/api/login',
      { email: 'a@example.com', password: 'whatever' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and resets with the mailed code once', async () => {
    const otherSession = await verifiedUser('reset@example.com');
    const known = await post('/api/password-reset/request', { email: 'reset@example.com' });
    const unknown = await post('/api/password-reset/request', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const code = await lastCodeTo('reset@example.com');
    const [mail] = (
      await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reset@example.com'))
    ).sort((a, b) => Number(b.id) - Number(a.id));
    expect(mail?.subject).toBe('[TEST] Your Advena password reset code');

    const confirm = await post('/api/password-reset/confirm', {
      email: 'reset@example.com',
      code,
      newPassword: 'new-secret-99',
    });
    expect(confirm.statusCode).toBe(200);
    // The other session ended; the old password no longer works; the new one does.
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [sessionCookieName]: otherSession },
    });
    expect(me.statusCode).toBe(401);
    const old = await post('/api/login', { email: 'reset@example.com', password: 'secret-pass-1' });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/login', { email: 'reset@example.com', password: 'new-secret-99' });
    expect(fresh.statusCode).toBe(200);
    // The code cannot be used twice.
    const reused = await post('/api/password-reset/confirm', {
      email: 'reset@example.com',
      code,
      newPassword: 'another-pass-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired reset code');
  });

  it('uses the spec messages and limits reset requests', async () => {
    const bad = await post('/api/password-reset/confirm', { email: 'x', code: '12', newPassword: 'short' });
    expect(englishFieldErrors(bad.json())).toMatchObject({
      email: 'Please enter a valid email address.',
      code: 'Please enter the 6-digit code',
      newPassword: 'Password must be at least 8 characters',
    });
    await post('/api/password-reset/request', { email: 'again@example.com' });
    const second = await post('/api/password-reset/request', { email: 'again@example.com' });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('refuses a common new password with 400 on newPassword, without using up a try of the code', async () => {
    await verifiedUser('weak-reset@example.com');
    await post('/api/password-reset/request', { email: 'weak-reset@example.com' });
    const code = await lastCodeTo('weak-reset@example.com');
    const weak = await post('/api/password-reset/confirm', {
      email: 'weak-reset@example.com',
      code,
      newPassword: 'qwertyuiop',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(englishFieldErrors(weak.json()))).toEqual(['newPassword']);
    expect(weak.json().fieldErrors.newPassword).toBe('PASSWORD_TOO_COMMON');
    const strong = await post('/api/password-reset/confirm', {
      email: 'weak-reset@example.com',
      code,
      newPassword: 'plum-harbour-violin-42',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('a verification code does not reset a password', async () => {
    await registerUser('purpose@example.com');
    const code = await lastCodeTo('purpose@example.com');
    const response = await post('/api/password-reset/confirm', {
      email: 'purpose@example.com',
      code,
      newPassword: 'new-secret-99',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('profile and deletion', () => {
  it('needs a session, updates the profile and the preferred language', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const cookie = await verifiedUser('prof@example.com');
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { [sessionCookieName]: cookie },
      payload: { firstName: 'Maria', city: 'Lisbon', phone: '', preferredLanguage: 'pt' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      user: { firstName: 'Maria', city: 'Lisbon', phone: null, preferredLanguage: 'pt' },
    });
    const anonymous = await test.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { firstName: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes an account, ends its sessions and mails a confirmation in the preferred language', async () => {
    const cookie = await verifiedUser('del@example.com');
    await test.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { [sessionCookieName]: cookie },
      payload: { preferredLanguage: 'fr' },
    });
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      cookies: { [sessionCookieName]: cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await test.db().select().from(users).where(eq(users.email, 'del@example.com'))).toHaveLength(0);
    const me = await test.app.inject({ method: 'GET', url: '/api/user', cookies: { [sessionCookieName]: cookie } });
    expect(me.statusCode).toBe(401);
    const mails = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'del@example.com'));
    expect(mails.some((mail) => mail.subject === '[TEST] Votre compte Advena a été supprimé')).toBe(true);
  });
});

describe('built-in admins and the admin guard', () => {
  it('creates the configured admin, who logs in by username and cannot be deleted', async () => {
    const [admin] = await test.db().select().from(users).where(eq(users.username, 'boss'));
    expect(admin).toMatchObject({ role: 'admin', builtIn: true, emailVerified: true, email: 'boss@advena.example' });
    const login = await post('/api/login', { email: 'boss', password: 'boss-password-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', mfaEnrolmentRequired: true });
    // Until the second factor is set up, the session may do nothing else (deleting itself included).
    const cookie = cookieFrom(login)!;
    const del = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      cookies: { [sessionCookieName]: cookie },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('MFA_ENROLMENT_REQUIRED');
    expect(await test.db().select().from(users).where(eq(users.id, admin!.id))).toHaveLength(1);
  });

  it('refuses every registered /api/admin route to anonymous (401) and non-admin (403) callers', async () => {
    const adminRoutes = test.app.routeList.filter((route) => route.url.startsWith('/api/admin'));
    const userCookie = await verifiedUser('plain@example.com');
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      const method = route.method as 'GET';
      const anonymous = await test.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      const user = await test.app.inject({ method, url, cookies: { [sessionCookieName]: userCookie } });
      expect(user.statusCode, `${route.method} ${route.url} as a user`).toBe(403);
    }
    // A path with no route is a plain 404 for everyone: it has nothing to guard.
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/anything' })).statusCode).toBe(404);
  });
});

describe('the random first admin', () => {
  it('is created once with a random password written only to DATA_DIR/initial-admin.txt (0600)', async () => {
    const fresh = await createTestApp({ LOG_LEVEL: 'trace' });
    try {
      const file = path.join(fresh.dataDir, 'initial-admin.txt');
      const text = fs.readFileSync(file, 'utf8');
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
      const password = /password: (\S+)/.exec(text)?.[1] as string;
      expect(password.length).toBeGreaterThanOrEqual(20);
      // The log says where the password is, not what it is.
      expect(fresh.logs()).toContain(file);
      expect(fresh.logs()).not.toContain(password);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin', password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'admin', username: 'admin' });
      const [admin] = await fresh.db().select().from(users).where(eq(users.username, 'admin'));
      expect(admin?.builtIn).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
