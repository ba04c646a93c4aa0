const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Every rate limit in one table (docs/decisions/028-import-boundaries-and-one-home-per-rule.md): how many requests in how many seconds.
 * The keys and the 429 messages stay with the routes that count; the engine is ./rate-limit.
 */
export const rateLimits = {
  /** Every sign-in attempt from one client address, whatever the account. */
  loginPerIp: { limit: 30, windowSeconds: 15 * minute },
  /** One account from one address; cleared by a success. */
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * minute },
  /** Failed sign-ins of one account from anywhere: counted to slow (signInDelayMs), never to block. */
  loginFailuresPerAccount: { windowSeconds: hour },
  codeAttemptsPerIp: { limit: 30, windowSeconds: 15 * minute },
  /** Wrong codes for one address since its last code request: counted to answer alike, never to block. */
  wrongCodesSinceRequest: { windowSeconds: day },
  /** Code e-mails to one address, whether or not it has an account (no enumeration). */
  codeMailPerEmail: { limit: 1, windowSeconds: minute },
  codeMailPerIp: { limit: 10, windowSeconds: 15 * minute },
  /** Code e-mails (both purposes) to one account, whatever the address: 5 an hour and 10 a day. */
  codeMailPerAccountHour: { limit: 5, windowSeconds: hour },
  codeMailPerAccountDay: { limit: 10, windowSeconds: day },
  registerPerIp: { limit: 10, windowSeconds: hour },
  /** The 'someone tried to register with your address' e-mail. */
  accountExistsMail: { limit: 1, windowSeconds: hour },
  /** Wrong second-factor codes of one account, whatever the client address. */
  secondFactorPerAccount: { limit: 5, windowSeconds: 15 * minute },
  /** Reference look-ups from one address (GET /api/application-status/:ref). */
  trackingPerIp: { limit: 20, windowSeconds: minute },
  /** Uploads from one address: many families behind one office network, not a flood. */
  uploadsPerIp: { limit: 300, windowSeconds: hour },
  /** Messages from one client through the contact forms. */
  contactPerIp: { limit: 5, windowSeconds: 10 * minute },
  /** 'Download my data' of one account: each streams every document it holds. */
  exportsPerAccount: { limit: 10, windowSeconds: hour },
} as const;
