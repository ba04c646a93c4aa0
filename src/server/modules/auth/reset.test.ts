import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { emailOutbox, oneTimeCodes, rateLimitHits, sessions, users } from '../../db/schema';
import { sessionCookieName } from '../../lib/sessions';
import { resetAnswerFloorMs } from './reset';

/** 'Forgot your password?' for a signed-out person (issue #18): e-mail → code → new password. */
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const staffPassword = 'a long staff password';
let test: TestApp;
let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  test = await createTestApp({
    ADMIN_USERNAME: 'boss',
    ADMIN_EMAIL: 'boss@advena.example',
    ADMIN_PASSWORD: staffPassword,
    ADMIN_TOTP_SECRET: totpSecret,
  });
});
afterAll(() => test.close());

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === sessionCookieName)?.value;

/** Signed out: no cookie; each call from its own address unless one is given. */
const post = (url: string, payload: object, ip = nextIp()) =>
  test.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function mailsTo(email: string) {
  return (await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).sort(
    (a, b) => Number(a.id) - Number(b.id),
  );
}

async function lastCodeTo(email: string): Promise<string> {
  const match = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1] as string;
}

/** A verified traveller signed in twice (two browsers), as the API makes one. */
async function travellerWithTwoSessions(email: string, password = 'secret-pass-1') {
  await post('/api/register', { email, password, firstName: 'Ana' });
  const verified = await post('/api/verify-email', { email, code: await lastCodeTo(email) });
  expect(verified.statusCode).toBe(200);
  const second = await post('/api/login', { email, password });
  expect(second.statusCode).toBe(200);
  const [user] = await test.db().select().from(users).where(eq(users.email, email));
  return { id: user!.id, cookies: [cookieOf(verified)!, cookieOf(second)!] };
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

describe('a signed-out person resets a forgotten password', () => {
  it('answers a known and an unknown address alike, in words and no sooner than the floor', async () => {
    await travellerWithTwoSessions('forgot@example.com');
    const before = (await mailsTo('forgot@example.com')).length;
    const [known, knownMs] = await timed(() => post('/api/password-reset/request', { email: 'Forgot@Example.com ' }));
    const [unknown, unknownMs] = await timed(() =>
      post('/api/password-reset/request', { email: 'nobody@example.com' }),
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If an account exists for this email, a password reset code has been sent.');
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // Neither answers before the floor (timer granularity allowed for).
    expect(knownMs).toBeGreaterThanOrEqual(resetAnswerFloorMs - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(resetAnswerFloorMs - 5);
    // Only the account's owner got an e-mail; nobody was written to for the unknown address.
    expect((await mailsTo('forgot@example.com')).length).toBe(before + 1);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it("sets the new password without a session, ends every one of the person's sessions and uses the code once", async () => {
    const traveller = await travellerWithTwoSessions('two-browsers@example.com');
    expect(await test.db().select().from(sessions).where(eq(sessions.userId, traveller.id))).toHaveLength(2);
    await post('/api/password-reset/request', { email: 'two-browsers@example.com' });
    const code = await lastCodeTo('two-browsers@example.com');
    const confirm = await post('/api/password-reset/confirm', {
      email: 'two-browsers@example.com',
      code,
      newPassword: 'plum-harbour-violin-42',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe(
      'Your password has been reset successfully. You can now log in with your new password.',
    );
    // A reset does not sign anyone in: no cookie, and both earlier sessions are gone.
    expect(cookieOf(confirm)).toBeUndefined();
    expect(await test.db().select().from(sessions).where(eq(sessions.userId, traveller.id))).toHaveLength(0);
    for (const cookie of traveller.cookies) {
      const me = await test.app.inject({ method: 'GET', url: '/api/user', cookies: { [sessionCookieName]: cookie } });
      expect(me.statusCode).toBe(401);
    }
    expect((await mailsTo('two-browsers@example.com')).at(-1)?.template).toBe('passwordChanged');
    const reused = await post('/api/password-reset/confirm', {
      email: 'two-browsers@example.com',
      code,
      newPassword: 'another-harbour-violin-7',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired reset code');
    expect(
      (await post('/api/login', { email: 'two-browsers@example.com', password: 'secret-pass-1' })).statusCode,
    ).toBe(401);
    const signedIn = await post('/api/login', {
      email: 'two-browsers@example.com',
      password: 'plum-harbour-violin-42',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a wrong and an expired code alike, and answers an unknown address as a known one', async () => {
    await travellerWithTwoSessions('wrong-code@example.com');
    await post('/api/password-reset/request', { email: 'wrong-code@example.com' });
    const code = await lastCodeTo('wrong-code@example.com');
    const payload = (email: string, given: string) => ({ email, code: given, newPassword: 'plum-harbour-violin-42' });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const [wrong, wrongMs] = await timed(() =>
      post('/api/password-reset/confirm', payload('wrong-code@example.com', wrongCode)),
    );
    const [stranger, strangerMs] = await timed(() =>
      post('/api/password-reset/confirm', payload('no-account@example.com', wrongCode)),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid or expired reset code', attemptsLeft: 4 });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual(wrong.json());
    expect(wrongMs).toBeGreaterThanOrEqual(resetAnswerFloorMs - 5);
    expect(strangerMs).toBeGreaterThanOrEqual(resetAnswerFloorMs - 5);

    const [user] = await test.db().select().from(users).where(eq(users.email, 'wrong-code@example.com'));
    await test
      .db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'reset_password')));
    const expired = await post('/api/password-reset/confirm', payload('wrong-code@example.com', code));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired reset code');
    // The password did not change.
    expect((await post('/api/login', { email: 'wrong-code@example.com', password: 'secret-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('keeps the throttles: one code a minute per address, known or not, and ten a quarter-hour per client', async () => {
    await travellerWithTwoSessions('throttled@example.com');
    for (const email of ['throttled@example.com', 'throttled-nobody@example.com']) {
      expect((await post('/api/password-reset/request', { email })).statusCode).toBe(200);
      const again = await post('/api/password-reset/request', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe('Please wait a minute before requesting another code.');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/password-reset/request', { email: `many-${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expect((await post('/api/password-reset/request', { email: 'many-10@example.com' }, ip)).statusCode).toBe(429);
    await test.db().delete(rateLimitHits);
  });

  it('leaves staff their second factor: an admin who resets must still give a current code to sign in', async () => {
    const staffSession = await post('/api/login', {
      email: 'boss',
      password: staffPassword,
      code: await generate({ secret: totpSecret }),
    });
    expect(staffSession.statusCode).toBe(200);
    await post('/api/password-reset/request', { email: 'boss@advena.example' });
    const code = await lastCodeTo('boss@advena.example');
    const newPassword = 'another long staff password';
    const confirm = await post('/api/password-reset/confirm', { email: 'boss@advena.example', code, newPassword });
    expect(confirm.statusCode).toBe(200);
    const old = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [sessionCookieName]: cookieOf(staffSession)! },
    });
    expect(old.statusCode).toBe(401);
    const [boss] = await test.db().select().from(users).where(eq(users.username, 'boss'));
    expect(boss?.mfaEnabledAt).not.toBeNull();
    const withoutCode = await post('/api/login', { email: 'boss', password: newPassword });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().code).toBe('MFA_REQUIRED');
    expect(cookieOf(withoutCode)).toBeUndefined();
    const withCode = await post('/api/login', {
      email: 'boss',
      password: newPassword,
      // The code of the next step: the one signed in with above is used up.
      code: await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().user.role).toBe('admin');
  });
});
