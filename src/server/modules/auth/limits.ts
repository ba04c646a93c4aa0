import { refusalCodes } from '../../../core/errors';
import { rateLimitMessages as messages } from '../../../core/limits';
import { clientKey } from '../../lib/client-key';
import type { RateLimitRule } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import type { CodePurpose } from './codes';

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
    key: `login:ip:${clientKey(ip)}`,
    ...rateLimits.loginPerIp,
    code: refusalCodes.tooManySignIns,
    message: messages.tooManySignIns,
  }),
  /** One account from one address: a stranger elsewhere cannot lock the owner out. Cleared by a success. */
  loginPerAccountAndIp: (identifier: string, ip: string): RateLimitRule => ({
    key: `login:account-ip:${account(identifier)}:${clientKey(ip)}`,
    ...rateLimits.loginPerAccountAndIp,
    code: refusalCodes.tooManySignIns,
    message: messages.tooManySignIns,
  }),
  /** Failed sign-ins of one account from anywhere: counted to slow (signInDelayMs), never to block. */
  loginFailuresPerAccount: (identifier: string) => ({
    key: `login:failures:${account(identifier)}`,
    ...rateLimits.loginFailuresPerAccount,
  }),
  codeAttemptsPerIp: (ip: string): RateLimitRule => ({
    key: `code:ip:${clientKey(ip)}`,
    ...rateLimits.codeAttemptsPerIp,
    code: refusalCodes.tooManyTries,
    message: messages.tooManyTries,
  }),
  /**
   * Wrong codes for one address and purpose since its last code request, counted whether or not it
   * has an account or a live code, and never refusing: it only lets an address without a live code
   * answer the tries left exactly as one with a code would (a day's window, cleared by a request).
   */
  wrongCodesSinceRequest: (purpose: CodePurpose, email: string) => ({
    key: `code:wrong:${purpose}:${account(email)}`,
    ...rateLimits.wrongCodesSinceRequest,
  }),
  /** One code e-mail a minute per address, whether or not it has an account (no enumeration). */
  codeMailPerEmail: (purpose: CodePurpose, email: string): RateLimitRule => ({
    key: `code-mail:${purpose}:${account(email)}`,
    ...rateLimits.codeMailPerEmail,
    code: refusalCodes.codeRequestedRecently,
    message: messages.codeRequestedRecently,
  }),
  codeMailPerIp: (ip: string): RateLimitRule => ({
    key: `code-mail:ip:${clientKey(ip)}`,
    ...rateLimits.codeMailPerIp,
    code: refusalCodes.codeRequestedRecently,
    message: messages.codeRequestedRecently,
  }),
  /** Code e-mails (both purposes) to one account, whatever the address: 5 an hour and 10 a day. */
  codeMailPerAccount: (accountKey: string): RateLimitRule[] => [
    {
      key: `code-mail:account:hour:${accountKey}`,
      ...rateLimits.codeMailPerAccountHour,
      code: refusalCodes.tooManyAccountCodes,
      message: messages.tooManyAccountCodes,
    },
    {
      key: `code-mail:account:day:${accountKey}`,
      ...rateLimits.codeMailPerAccountDay,
      code: refusalCodes.tooManyAccountCodes,
      message: messages.tooManyAccountCodes,
    },
  ],
  registerPerIp: (ip: string): RateLimitRule => ({
    key: `register:ip:${clientKey(ip)}`,
    ...rateLimits.registerPerIp,
    code: refusalCodes.tooManyTries,
    message: messages.tooManyTries,
  }),
  /** The 'someone tried to register with your address' e-mail: one an hour per address. */
  accountExistsMail: (email: string): RateLimitRule => ({
    key: `account-exists-mail:${account(email)}`,
    ...rateLimits.accountExistsMail,
  }),
};
