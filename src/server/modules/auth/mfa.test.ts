import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditEvents, mfaRecoveryCodes, sessions, users } from '../../db/schema';
import { sessionCookieName } from '../../lib/sessions';
import { hashPassword } from './service';

/** Two-step verification: staff must, travellers may (issue 14, docs/decisions/010-staff-second-factor-and-session-lifetimes.md, 'Sessions'). */
const provisioned = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const password = 'a long staff password';
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({
    ADMIN_USERNAME: 'boss',
    ADMIN_EMAIL: 'boss@advena.example',
    ADMIN_PASSWORD: password,
    ADMIN_TOTP_SECRET: provisioned,
  });
});
afterAll(() => test.close());

const now = () => Math.floor(Date.now() / 1000);
/** The built-in admin's session, signed in once: each code is accepted once. */
let bossCookie = '';

const login = (body: Record<string, unknown>) => test.app.inject({ method: 'POST', url: '/api/login', payload: body });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === sessionCookieName)?.value;
const as = (cookie: string) => ({ cookies: { [sessionCookieName]: cookie } });

/** Sets up the factor for a signed-in session, through the API: its secret and recovery codes. */
async function enrol(cookie: string) {
  const { secret } = (await test.app.inject({ method: 'POST', url: '/api/user/mfa/setup', ...as(cookie) })).json();
  const confirm = await test.app.inject({
    method: 'POST',
    url: '/api/user/mfa/confirm',
    payload: { code: await generate({ secret }) },
    ...as(cookie),
  });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

async function staffWithoutFactor(email: string) {
  return createUser(test.db(), {
    email,
    role: 'admin',
    passwordHash: await hashPassword(password),
    mfaEnabledAt: null,
  });
}

describe('a staff account without a second factor', () => {
  it('signs in, may only set one up, and then works with it', async () => {
    await staffWithoutFactor('new-staff@example.com');
    const signIn = await login({ email: 'new-staff@example.com', password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({
      mfaEnrolmentRequired: true,
      mfaEnabled: false,
      sessionIdleSeconds: 900,
    });
    const cookie = cookieOf(signIn)!;

    const blocked = await test.app.inject({ method: 'GET', url: '/api/admin/users', ...as(cookie) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await test.app.inject({ method: 'GET', url: '/api/user', ...as(cookie) })).statusCode).toBe(200);

    const setup = await test.app.inject({ method: 'POST', url: '/api/user/mfa/setup', ...as(cookie) });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Advena:new-staff%40example\.com\?/);
    expect(qrCodeSvg).toMatch(/^<svg/);
    const [stored] = await test.db().select().from(users).where(eq(users.email, 'new-staff@example.com'));
    expect(stored?.mfaPendingSecret).toMatch(/^v1\./);
    expect(stored?.mfaPendingSecret).not.toContain(secret);

    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/user/mfa/confirm',
      payload: { code: '000000' },
      ...as(cookie),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toBeDefined();

    const confirm = await test.app.inject({
      method: 'POST',
      url: '/api/user/mfa/confirm',
      payload: { code: await generate({ secret }) },
      ...as(cookie),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await test.db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, stored!.id));
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(hashes)).not.toContain(code.replace('-', ''));
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/users', ...as(cookie) })).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('needs a code after the right password, accepts each code once, and a recovery code once', async () => {
    const admin = await staffWithoutFactor('second@example.com');
    const first = cookieOf(await login({ email: 'second@example.com', password }))!;
    const { secret, recoveryCodes } = await enrol(first);

    const wrongPassword = await login({ email: 'second@example.com', password: 'not it', code: '123456' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');

    const noCode = await login({ email: 'second@example.com', password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'MFA_REQUIRED' });
    expect(cookieOf(noCode)).toBeUndefined();

    // The code confirmed at enrolment was spent; the next period's code signs in, once.
    const code = await generate({ secret, epoch: now() + 30 });
    const signedIn = await login({ email: 'second@example.com', password, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ mfaEnabled: true, mfaEnrolmentRequired: false });
    const replay = await login({ email: 'second@example.com', password, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('MFA_CODE_INVALID');

    const recovery = recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    expect((await login({ email: 'second@example.com', password, code: recovery })).statusCode).toBe(200);
    expect((await login({ email: 'second@example.com', password, code: recovery })).statusCode).toBe(401);

    // Staff sessions: 15 minutes idle, 8 hours in all.
    const [row] = await test.db().select().from(sessions).where(eq(sessions.userId, admin.id)).limit(1);
    expect(row?.idleSeconds).toBe(900);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(8 * 3600 * 1000 + 5000);
  });

  it('refuses after five wrong codes for the account, from any address, counting down the tries left', async () => {
    await staffWithoutFactor('third@example.com');
    const cookie = cookieOf(await login({ email: 'third@example.com', password }))!;
    const { secret } = await enrol(cookie);
    const statuses: number[] = [];
    const attemptsLeft: unknown[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'third@example.com', password, code: '000000' },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
      attemptsLeft.push(response.json().attemptsLeft);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(attemptsLeft).toEqual([4, 3, 2, 1, 0, undefined]);
    // Each wrong code is in the audit trail, naming the account, not the code.
    const [third] = await test.db().select().from(users).where(eq(users.email, 'third@example.com'));
    const failures = await test
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.mfa_failed'), eq(auditEvents.targetId, third!.id)));
    expect(failures).toHaveLength(5);
    expect(JSON.stringify(failures)).not.toContain('000000');
    const right = await login({
      email: 'third@example.com',
      password,
      code: await generate({ secret, epoch: now() + 30 }),
    });
    expect(right.statusCode).toBe(429);
  });

  it('signs in the built-in admin whose factor comes from ADMIN_TOTP_SECRET', async () => {
    const [boss] = await test.db().select().from(users).where(eq(users.username, 'boss'));
    expect(boss?.mfaEnabledAt).not.toBeNull();
    expect(boss?.mfaSecret).not.toContain(provisioned);
    expect((await login({ email: 'boss', password })).json().code).toBe('MFA_REQUIRED');
    expect((await login({ email: 'boss', password: 'a wrong password' })).statusCode).toBe(401);
    const signedIn = await login({ email: 'boss', password, code: await generate({ secret: provisioned }) });
    expect(signedIn.statusCode).toBe(200);
    bossCookie = cookieOf(signedIn)!;
    // Staff sign-ins and failed sign-ins are in the audit trail.
    const trail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events?target=${boss!.id}`,
      ...as(bossCookie),
    });
    expect(trail.statusCode).toBe(200);
    const actions = (trail.json().events as { action: string }[]).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.sign_in', 'auth.sign_in_failed']));
  });
});

describe('resetting and turning off', () => {
  it("lets an admin reset another admin's factor, which ends that admin's sessions", async () => {
    const target = await staffWithoutFactor('lost-phone@example.com');
    const targetCookie = cookieOf(await login({ email: 'lost-phone@example.com', password }))!;
    await enrol(targetCookie);
    const boss = bossCookie;
    const reset = await test.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/mfa/reset`,
      ...as(boss),
    });
    expect(reset.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/user', ...as(targetCookie) })).statusCode).toBe(401);
    const again = await login({ email: 'lost-phone@example.com', password });
    expect(again.json().user.mfaEnrolmentRequired).toBe(true);
    const [me] = await test.db().select().from(users).where(eq(users.username, 'boss'));
    const own = await test.app.inject({ method: 'POST', url: `/api/admin/users/${me!.id}/mfa/reset`, ...as(boss) });
    expect(own.statusCode).toBe(403);
  });

  it('lets a traveller turn it on and off with a current code; staff cannot turn it off', async () => {
    await createUser(test.db(), { email: 'traveller@example.com', passwordHash: await hashPassword(password) });
    const signIn = await login({ email: 'traveller@example.com', password });
    expect(signIn.json().user).toMatchObject({ mfaEnrolmentRequired: false, sessionIdleSeconds: 86400 });
    const cookie = cookieOf(signIn)!;
    const { secret } = await enrol(cookie);
    expect((await login({ email: 'traveller@example.com', password })).json().code).toBe('MFA_REQUIRED');
    const wrong = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/mfa',
      payload: { code: '000000' },
      ...as(cookie),
    });
    expect(wrong.statusCode).toBe(400);
    const off = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/mfa',
      payload: { code: await generate({ secret, epoch: now() + 30 }) },
      ...as(cookie),
    });
    expect(off.statusCode).toBe(200);
    expect((await login({ email: 'traveller@example.com', password })).statusCode).toBe(200);

    const boss = bossCookie;
    const staffOff = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/mfa',
      payload: { code: '000000' },
      ...as(boss),
    });
    expect(staffOff.statusCode).toBe(403);
  });
});
