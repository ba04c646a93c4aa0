/** Business constants of spec §9 (traveller) and §9 (admin). */
export const maxAdditionalApplicants = 8;
/** A passport that expires sooner than this after today is accepted with a warning (DECISIONS.md). */
export const passportWarningMonths = 6;
export const autoSaveDelayMs = 1500;
export const maxUploadBytes = 5 * 1024 * 1024;
export const oneTimeCodeLength = 6;
/** How long an e-mailed code works; the e-mails say so. */
export const oneTimeCodeLifetimeMinutes = 10;
export const loginPasswordMinLength = 6;
export const newPasswordMinLength = 8;
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
