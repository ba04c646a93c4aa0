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
};
