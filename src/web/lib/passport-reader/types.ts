import type { PassportRead } from '../../../core/passport-check';

/**
 * What the traveller's device made of a passport scan (decision 042): still reading, nothing
 * readable (a PDF without a page picture, a plain picture, no lines in time), lines whose check digits fail (a bad read,
 * not a bad passport: ask for a better photo), or the lines read, with the differences the
 * traveller confirmed as typed.
 */
export type DevicePassportCheck =
  | { status: 'reading' }
  | { status: 'unreadable' }
  | { status: 'badRead' }
  | { status: 'read'; mrz: PassportRead; confirmed: string[] };
export type DevicePassportOutcome = Exclude<DevicePassportCheck, { status: 'reading' }>;
