import { type Language, languageCodes } from './languages';
import type { SystemSettings } from './settings';

/** Defaults of DECISIONS.md: £49.99 per traveller including the £16 government fee. */
export const defaultSettings: SystemSettings = {
  maintenanceMode: false,
  applicationProcessingEnabled: true,
  visaProcessingTime: 3,
  standardProcessingFee: 49.99,
  priorityProcessingFee: 49.99,
  governmentFee: 16,
  supportEmail: 'support@advena.example',
  supportPhone: '+44 20 7946 0000',
  emailNotificationsEnabled: true,
  adminNotificationsEnabled: true,
  /** Days documents and personal answers are kept after the decision and the trip (core/retention.ts). */
  documentRetentionDays: 30,
};

/**
 * When people answer the phone and e-mail: one source for every page that names hours (contact,
 * contact support), shown in the reader's language and clock. Weekdays are 1 (Monday) to 7.
 */
export const supportHours = {
  firstDay: 1,
  lastDay: 5,
  opens: '09:00',
  closes: '17:00',
  timeZone: 'Europe/London',
} as const;

/** The languages support answers in: the site's ten, as the site promises. */
export const supportLanguages: readonly Language[] = languageCodes;
