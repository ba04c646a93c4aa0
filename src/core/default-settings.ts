import { type Language, languageCodes } from './languages';
import type { SystemSettings } from './settings';

/** Defaults of docs/decisions/047-the-first-readings-of-the-spec.md: £49.99 per traveller including the £16 government fee. */
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
 * When each channel is staffed (spec: phone Monday to Friday 9am-5pm on the contact page, e-mail
 * Monday to Friday 9am-8pm, live chat every day 8am-10pm): one source for every page that names
 * hours, shown in the reader's language and clock, in UK time. Weekdays are 1 (Monday) to 7.
 */
export const supportHours = {
  phone: { firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' },
  email: { firstDay: 1, lastDay: 5, opens: '09:00', closes: '20:00' },
  chat: { firstDay: 1, lastDay: 7, opens: '08:00', closes: '22:00' },
} as const;
export type SupportChannel = keyof typeof supportHours;
/** Written out rather than Object.keys(supportHours), so a bundle that shows no hours drops both. */
export const supportChannels: readonly SupportChannel[] = ['phone', 'email', 'chat'];

/** The languages support answers in: the site's ten, as the site promises. */
export const supportLanguages: readonly Language[] = languageCodes;
