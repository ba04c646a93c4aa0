/** Business constants of spec §9 (traveller) and §9 (admin). */
export const maxAdditionalApplicants = 8;
/** A passport that expires sooner than this after today is accepted with a warning (docs/decisions/047-the-first-readings-of-the-spec.md). */
export const passportWarningMonths = 6;
export const autoSaveDelayMs = 1500;
/** The largest file a traveller uploads, as the pages say it ('5 MB'), and in bytes. */
export const maxUploadMegabytes = 5;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;
/** The largest phone photo the browser takes in to shrink below maxUploadBytes before upload. */
export const maxPhotoInputBytes = 25 * 1024 * 1024;
/**
 * A small file can claim a huge image (a 30,000 × 30,000 PNG of a few KB): 40 megapixels is more
 * than any phone camera (the browser shrinks photos first). The server decodes nothing larger, nor
 * does the traveller's device read a PDF's page picture larger.
 */
export const maxImagePixels = 40_000_000;
/** The longest side a photo is shrunk to in the browser: sharp enough for a passport, and far under the 40 megapixels the server takes. */
export const shrunkPhotoMaxSide = 4000;
/**
 * The smallest photo we take, in pixels (width × height): smaller ones cannot show a face clearly
 * enough for the Home Office. Checked in the browser before upload and by the server.
 */
export const minPhotoSize = { width: 600, height: 750 } as const;
/** Our review is promised within 24-48 hours of payment; the clock runs until it is taken further. */
export const reviewPromiseHours = { soonest: 24, latest: 48 } as const;
/** Closer than this to the start of the arrival day, our review may not finish in time (FACTS.md: apply 72 hours ahead). */
export const urgentTravelHours = 72;
export const oneTimeCodeLength = 6;
/** How long an e-mailed code works; the e-mails say so. */
export const oneTimeCodeLifetimeMinutes = 10;
export const loginPasswordMinLength = 6;
export const newPasswordMinLength = 8;
/**
 * The longest text each field takes: the schemas refuse more with a message saying so, and the
 * inputs stop there. Unbounded text was stored, paid for and exported (a 900,000-character UK
 * address); the contact form's own limits are in contact.ts.
 */
export const maxLengths = {
  name: 100,
  /** RFC 5321: the longest address that can be delivered. */
  email: 254,
  phone: 30,
  passportNumber: 20,
  relationship: 50,
  ukAddress: 500,
  password: 128,
  /** An admin's username, or an e-mail, at sign-in. */
  username: 254,
  address: 200,
  city: 100,
  country: 100,
  zipCode: 20,
  cardholderName: 100,
  /** 16 digits with the spaces or dashes people type between groups. */
  cardNumber: 23,
  search: 200,
  adminNote: 2000,
  reply: 5000,
  language: 10,
} as const;
export const adminPageSize = 8;
/**
 * An admin search matching more applications than this is not counted in full (counting visits
 * every matching row); the list then shows the first this many matches (125 pages of 8).
 */
export const adminSearchCountCap = 1000;
export const homeNewsCount = 4;
export const toastDurationMs = 5000;
export const toastRemoveDelayMs = 1_000_000;
export const copiedTickMs = 2000;
export const authStorageKey = 'eta_auth_data';
export const referencePrefix = 'ADV-';

/**
 * How long a session lasts, by role (docs/decisions/010-staff-second-factor-and-session-lifetimes.md, 'Sessions'): staff 15 minutes idle and 8 hours
 * in all; travellers (and anonymous visitors) 24 hours idle and 30 days in all, since their
 * saved progress lives on the server and signing in again loses nothing.
 */
export const sessionLifetimes = {
  admin: { idleSeconds: 15 * 60, absoluteSeconds: 8 * 3600 },
  user: { idleSeconds: 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
} as const;
/** The admin portal warns this long before an idle sign-out. */
export const idleWarningSeconds = 2 * 60;
/** Single-use recovery codes given at second-factor enrolment. */
export const recoveryCodeCount = 10;

/**
 * The English words of the 429s (decision 027): each has its own code, and the web says it in the
 * reader's language; `wait` is `formatWait` of the Retry-After seconds, sent as `params.waitSeconds`.
 */
export const rateLimitMessages = {
  tooManySignIns: 'Too many login attempts. Please wait and try again.',
  tooManyTries: 'Too many attempts. Please wait and try again.',
  codeRequestedRecently: 'Please wait a minute before requesting another code.',
  tooManyAccountCodes: (wait: string) =>
    `Too many codes were requested for this account. Please try again in about ${wait}.`,
  tooManyWrongCodes: (wait: string) =>
    `Too many wrong codes were entered for this account. Please try again in about ${wait}.`,
  tooManySearches: 'Too many searches. Please wait a minute and try again.',
  tooManyUploads: 'Too many files uploaded. Please wait and try again.',
  tooManyMessages: 'Too many messages. Please wait a few minutes and try again.',
  exportInProgress: 'Your data is already being prepared for download. Please wait until that download has finished.',
  tooManyExports: (wait: string) =>
    `You have downloaded your data many times in the last hour. Please try again in about ${wait}.`,
} as const;
