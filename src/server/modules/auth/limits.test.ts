import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { formatWait } from '../../../core/format-units';
import { emailOutbox, rateLimitHits, users } from '../../db/schema';
import { signInDelayMs } from './limits';

let test: TestApp;
let ipCounter = 1;
/** Each request from a new client address unless told, so only the per-account limits meet. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: object, ip = nextIp()) =>
  test.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function lastCodeTo(email: string): Promise<string> {
  const rows = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const latest = rows.sort((a, b) => Number(b.id) - Number(a.id))[0];
  const match = /\b(\d{6})\b/.exec(latest?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1] as string;
}

async function verifiedUser(email: string, password = 'secret-pass-1') {
  expect((await post('/api/register', { email, password })).statusCode).toBe(200);
  expect((await post('/api/verify-email', { email, code: await lastCodeTo(email) })).statusCode).toBe(200);
}

describe('the wait in words and the sign-in delay', () => {
  it("names a wait in rounded-up minutes or hours, in the reader's words", () => {
    expect(formatWait(1, 'en')).toBe('1 minute');
    expect(formatWait(60, 'en')).toBe('1 minute');
    expect(formatWait(2340, 'en')).toBe('39 minutes');
    expect(formatWait(2400, 'en')).toBe('40 minutes');
    expect(formatWait(3600, 'en')).toBe('1 hour');
    expect(formatWait(3601, 'en')).toBe('2 hours');
    expect(formatWait(20 * 3600, 'de')).toBe('20 Stunden');
    expect(formatWait(2400, 'ar')).toBe('40 دقيقة');
  });

  it('slows sign-ins past 20 failures by 250 ms a failure, at most 5 s', () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(19.9)).toBe(0);
    expect(signInDelayMs(20)).toBe(250);
    expect(signInDelayMs(21)).toBe(500);
    expect(signInDelayMs(39)).toBe(5000);
    expect(signInDelayMs(500)).toBe(5000);
  });
});

describe('code limits per account, whatever the client address', () => {
  it('mails at most 5 codes an hour to an account and names the wait', async () => {
    await verifiedUser('codes@example.com');
    const hits = await test.db().select().from(rateLimitHits);
    expect(hits.some((hit) => hit.key.startsWith('code-mail:account:hour:'))).toBe(true);
    // The registration mailed one; four resets more fill the hour (each from a new address).
    for (let i = 0; i < 4; i++) {
      await test.db().delete(rateLimitHits).where(eq(rateLimitHits.key, 'code-mail:reset_password:codes@example.com'));
      expect((await post('/api/password-reset/request', { email: 'codes@example.com' })).statusCode).toBe(200);
    }
    await test.db().delete(rateLimitHits).where(eq(rateLimitHits.key, 'code-mail:reset_password:codes@example.com'));
    const refused = await post('/api/password-reset/request', { email: 'codes@example.com' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_ACCOUNT_CODES',
      message: `Too many codes were requested for this account. Please try again in about ${formatWait(retryAfter, 'en')}.`,
      params: { waitSeconds: retryAfter },
    });
    await test.db().delete(rateLimitHits);
  });

  it('mails at most 10 codes a day to an account', async () => {
    await verifiedUser('daily@example.com');
    const [user] = await test.db().select().from(users).where(eq(users.email, 'daily@example.com'));
    const hourKey = `code-mail:account:hour:${user?.id}`;
    let last = await post('/api/password-reset/request', { email: 'daily@example.com' });
    for (let i = 0; i < 9; i++) {
      // Past hours are not simulated: the hourly count is forgotten so that only the daily one meets.
      await test.db().delete(rateLimitHits).where(eq(rateLimitHits.key, hourKey));
      await test.db().delete(rateLimitHits).where(eq(rateLimitHits.key, 'code-mail:reset_password:daily@example.com'));
      last = await post('/api/password-reset/request', { email: 'daily@example.com' });
      expect(last.statusCode, `code e-mail ${i + 3}`).toBe(i < 8 ? 200 : 429);
    }
    expect(last.json().message).toMatch(/^Too many codes were requested for this account\. Please try again in about/);
    await test.db().delete(rateLimitHits);
  });

  it("after a stranger's 11 wrong codes, the owner's next code works", async () => {
    await verifiedUser('guessed@example.com');
    const attempt = (code: string) =>
      post('/api/password-reset/confirm', {
        email: 'guessed@example.com',
        code,
        newPassword: 'plum-harbour-violin-42',
      });
    for (let i = 0; i < 11; i++) expect((await attempt('000000')).statusCode).toBe(400);
    expect((await post('/api/password-reset/request', { email: 'guessed@example.com' })).statusCode).toBe(200);
    // The stranger's tries counted against no code: the owner's fresh one has all its tries.
    const code = await lastCodeTo('guessed@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await attempt(wrong)).json().attemptsLeft).toBe(4);
    expect((await attempt(code)).statusCode).toBe(200);
    await test.db().delete(rateLimitHits);
  });

  it("after a stranger's 11 wrong codes, the code the owner asked for still works for the owner", async () => {
    await verifiedUser('kept@example.com');
    const owner = '2001:db8:5:7::10';
    expect((await post('/api/password-reset/request', { email: 'kept@example.com' }, owner)).statusCode).toBe(200);
    const code = await lastCodeTo('kept@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (value: string, ip: string) =>
      post(
        '/api/password-reset/confirm',
        { email: 'kept@example.com', code: value, newPassword: 'plum-harbour-violin-42' },
        ip,
      );
    const answers: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await attempt(wrong, `203.0.113.${40 + i}`);
      answers.push(answer.json().code);
    }
    // The stranger has five guesses in all, then the code is locked for everyone but its owner.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('RESET_CODE_EXPIRED'));
    expect(answers.slice(5)).toEqual(Array(6).fill('CODE_LOCKED'));
    // The owner, from the same network (another address in its /64), still has every try.
    const mine = await attempt(wrong, '2001:db8:5:7::99');
    expect(mine.json().attemptsLeft).toBe(4);
    expect((await attempt(code, owner)).statusCode).toBe(200);
    await test.db().delete(rateLimitHits);
  });

  it('answers a wrong code alike for an account without a live code, one with a code, and no account', async () => {
    await verifiedUser('no-live@example.com');
    await verifiedUser('live@example.com');
    await post('/api/password-reset/request', { email: 'live@example.com' });
    const code = await lastCodeTo('live@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const email of ['no-live@example.com', 'live@example.com', 'nobody-at-all@example.com']) {
      const answers: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await post('/api/password-reset/confirm', {
          email,
          code: wrong,
          newPassword: 'plum-harbour-violin-42',
        });
        answers.push([answer.statusCode, answer.json().code, answer.json().attemptsLeft]);
      }
      expect(answers, email).toEqual([
        [400, 'RESET_CODE_EXPIRED', 4],
        [400, 'RESET_CODE_EXPIRED', 3],
        [400, 'RESET_CODE_EXPIRED', 2],
        [400, 'RESET_CODE_EXPIRED', 1],
        [400, 'RESET_CODE_EXPIRED', 0],
        [400, 'CODE_LOCKED', undefined],
      ]);
    }
    await test.db().delete(rateLimitHits);
  });

  it("does not spend a verified account's code allowance on a stranger's resend", async () => {
    await verifiedUser('verified-owner@example.com');
    const [user] = await test.db().select().from(users).where(eq(users.email, 'verified-owner@example.com'));
    for (let i = 0; i < 3; i++) {
      await test
        .db()
        .delete(rateLimitHits)
        .where(eq(rateLimitHits.key, 'code-mail:verify_email:verified-owner@example.com'));
      expect((await post('/api/resend-verification', { email: 'verified-owner@example.com' })).statusCode).toBe(200);
    }
    const hits = await test.db().select().from(rateLimitHits);
    const accountHour = hits.find((hit) => hit.key === `code-mail:account:hour:${user?.id}`);
    // Only the registration's code counts against the owner's hour.
    expect(accountHour?.count).toBe(1);
    await test.db().delete(rateLimitHits);
  });
});

describe('sign-in failures per account', () => {
  it('slows the 21st failed sign-in of an account from anywhere, without blocking it', async () => {
    await verifiedUser('popular@example.com');
    for (let i = 0; i < 20; i++) {
      const attempt = await post('/api/login', { email: 'popular@example.com', password: 'wrong-password' });
      expect(attempt.statusCode).toBe(401);
    }
    const started = performance.now();
    const slowed = await post('/api/login', { email: 'popular@example.com', password: 'wrong-password' });
    expect(slowed.statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    // The owner still signs in (slowly) with the right password.
    expect((await post('/api/login', { email: 'popular@example.com', password: 'secret-pass-1' })).statusCode).toBe(
      200,
    );
    await test.db().delete(rateLimitHits);
  });
});
