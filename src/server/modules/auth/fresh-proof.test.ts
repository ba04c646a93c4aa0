import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { sessions, users } from '../../db/schema';
import { sessionCookieName } from '../../lib/sessions';
import { hashPassword } from './service';

const password = 'plum-harbour-violin-42';
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({
    ADMIN_USERNAME: 'keeper',
    ADMIN_EMAIL: 'keeper@advena.example',
    ADMIN_PASSWORD: 'a long staff password',
    ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
});
afterAll(() => test.close());

const as = (cookie: string) => ({ cookies: { [sessionCookieName]: cookie } });

/** A verified traveller signed in through the API; `minutesAgo` ages the sign-in. */
async function signedIn(email: string, minutesAgo: number) {
  await test
    .db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), emailVerified: true });
  const login = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const cookie = login.cookies.find((item) => item.name === sessionCookieName)?.value as string;
  const [user] = await test.db().select().from(users).where(eq(users.email, email));
  await test
    .db()
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(sessions.userId, user!.id));
  return cookie;
}

const deleteAccount = (cookie: string, payload?: object) =>
  test.app.inject({ method: 'DELETE', url: '/api/user/account', ...as(cookie), ...(payload ? { payload } : {}) });

describe('fresh proof for deleting the account', () => {
  it('takes a sign-in within the last 10 minutes as proof', async () => {
    const cookie = await signedIn('fresh@example.com', 9);
    expect((await deleteAccount(cookie)).statusCode).toBe(200);
  });

  it('asks an older sign-in for the password: none 400 FRESH_PROOF_REQUIRED, a wrong one FRESH_PROOF_WRONG', async () => {
    const cookie = await signedIn('older@example.com', 11);
    const none = await deleteAccount(cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('FRESH_PROOF_REQUIRED');
    const wrong = await deleteAccount(cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('FRESH_PROOF_WRONG');
    expect(await test.db().select().from(users).where(eq(users.email, 'older@example.com'))).toHaveLength(1);
    expect((await deleteAccount(cookie, { password })).statusCode).toBe(200);
    expect(await test.db().select().from(users).where(eq(users.email, 'older@example.com'))).toHaveLength(0);
  });

  it('refuses a built-in admin 403 before asking for any proof', async () => {
    const [keeper] = await test.db().select().from(users).where(eq(users.username, 'keeper'));
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        email: 'keeper',
        password: 'a long staff password',
        code: await generate({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
      },
    });
    const cookie = login.cookies.find((item) => item.name === sessionCookieName)?.value as string;
    await test
      .db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.userId, keeper!.id));
    const refused = await deleteAccount(cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('fresh proof for turning on two-step verification, and a code once it is on', () => {
  it('asks an older sign-in for the password before turning it on, then a code to delete the account', async () => {
    const cookie = await signedIn('two-step@example.com', 30);
    const { secret } = (await test.app.inject({ method: 'POST', url: '/api/user/mfa/setup', ...as(cookie) })).json();
    const confirm = (payload: object) =>
      test.app.inject({ method: 'POST', url: '/api/user/mfa/confirm', ...as(cookie), payload });
    const without = await confirm({ code: await generate({ secret }) });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('FRESH_PROOF_REQUIRED');
    const [before] = await test.db().select().from(users).where(eq(users.email, 'two-step@example.com'));
    expect(before?.mfaEnabledAt).toBeNull();
    const turnedOn = await confirm({ code: await generate({ secret }), password });
    expect(turnedOn.statusCode).toBe(200);

    // Now on: the password alone is not enough, a current code is.
    expect((await deleteAccount(cookie, { password })).json().code).toBe('FRESH_PROOF_REQUIRED');
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await deleteAccount(cookie, { code })).statusCode).toBe(200);
  });
});
