import type { RateLimitRule } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import type { CodePurpose } from './codes';

export const limitMessages = {
  tooManyLogins: 'Too many login attempts. Please wait and try again.',
  tooManyCodes: 'Please wait a minute before requesting another code.',
  tooManyTries: 'Too many attempts. Please wait and try again.',
  accountCodes: (retryAfterSeconds: number) =>
    `Too many codes were requested for this account. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  accountCodeFailures: (retryAfterSeconds: number) =>
    `Too many wrong codes were entered for this account. Please try again in ${waitInWords(retryAfterSeconds)}.`,
} as const;

/** A wait in plain words, rounded up so the user is not sent back too early: 'about 40 minutes'. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'about a minute';
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/** Failed sign-ins of one account, across every address, before each further attempt is slowed. */
export const signInFailuresBeforeSlowing = 20;
const slowingStepMs = 250;
const slowingMaxMs = 5000;

/**
 * How long a sign-in to an account waits after `earlierFailures` failures in the last hour: nothing
 * up to 20, then 250 ms more for each (the 21st attempt waits 250 ms), at most 5 s. Slowing, not
 * blocking, so a stranger cannot lock the owner out; the owner can always reset by e-mailed code.
 */
export function signInDelayMs(earlierFailures: number): number {
  const over = Math.floor(earlierFailures) - signInFailuresBeforeSlowing + 1;
  return over > 0 ? Math.min(slowingMaxMs, over * slowingStepMs) : 0;
}

const account = (identifier: string) => identifier.trim().toLowerCase();

/**
 * Limits of 429 + Retry-After, shared by every instance through the database. An "account" key is
 * the user id when the address has one and the address itself when not, so an unknown address meets
 * the same limits and its answers reveal nothing.
 */
export const limits = {
  /** Every sign-in attempt from one client address, whatever the account. */
  loginPerIp: (ip: string): RateLimitRule => ({
    key: `login:ip:${ip}`,
    ...rateLimits.loginPerIp,
    message: limitMessages.tooManyLogins,
  }),
  /** One account from one address: a stranger elsewhere cannot lock the owner out. Cleared by a success. */
  loginPerAccountAndIp: (identifier: string, ip: string): RateLimitRule => ({
    key: `login:account-ip:${account(identifier)}:${ip}`,
    ...rateLimits.loginPerAccountAndIp,
    message: limitMessages.tooManyLogins,
  }),
  /** Failed sign-ins of one account from anywhere: counted to slow (signInDelayMs), never to block. */
  loginFailuresPerAccount: (identifier: string) => ({
    key: `login:failures:${account(identifier)}`,
    ...rateLimits.loginFailuresPerAccount,
  }),
  codeAttemptsPerIp: (ip: string): RateLimitRule => ({
    key: `code:ip:${ip}`,
    ...rateLimits.codeAttemptsPerIp,
    message: limitMessages.tooManyTries,
  }),
  /** Wrong codes (verification and reset) for one account a day, whatever the address. */
  codeFailuresPerAccount: (accountKey: string): RateLimitRule => ({
    key: `code:failures:${accountKey}`,
    ...rateLimits.codeFailuresPerAccount,
    message: limitMessages.accountCodeFailures,
  }),
  /** One code e-mail a minute per address, whether or not it has an account (no enumeration). */
  codeMailPerEmail: (purpose: CodePurpose, email: string): RateLimitRule => ({
    key: `code-mail:${purpose}:${account(email)}`,
    ...rateLimits.codeMailPerEmail,
    message: limitMessages.tooManyCodes,
  }),
  codeMailPerIp: (ip: string): RateLimitRule => ({
    key: `code-mail:ip:${ip}`,
    ...rateLimits.codeMailPerIp,
    message: limitMessages.tooManyCodes,
  }),
  /** Code e-mails (both purposes) to one account, whatever the address: 5 an hour and 10 a day. */
  codeMailPerAccount: (accountKey: string): RateLimitRule[] => [
    {
      key: `code-mail:account:hour:${accountKey}`,
      ...rateLimits.codeMailPerAccountHour,
      message: limitMessages.accountCodes,
    },
    {
      key: `code-mail:account:day:${accountKey}`,
      ...rateLimits.codeMailPerAccountDay,
      message: limitMessages.accountCodes,
    },
  ],
  registerPerIp: (ip: string): RateLimitRule => ({
    key: `register:ip:${ip}`,
    ...rateLimits.registerPerIp,
    message: limitMessages.tooManyTries,
  }),
  /** The 'someone tried to register with your address' e-mail: one an hour per address. */
  accountExistsMail: (email: string): RateLimitRule => ({
    key: `account-exists-mail:${account(email)}`,
    ...rateLimits.accountExistsMail,
  }),
};
