import { z } from 'zod';

/**
 * System settings (admin spec §3, plus the government fee of DECISIONS.md).
 * Fees are pounds with two decimals on the wire, as the admin form edits them;
 * the server stores and computes in pence.
 */
export const systemSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  applicationProcessingEnabled: z.boolean(),
  visaProcessingTime: z.number().int().min(1, 'Processing time must be at least 1 day'),
  standardProcessingFee: z.number().min(0, 'Fee cannot be negative'),
  priorityProcessingFee: z.number().min(0, 'Fee cannot be negative'),
  governmentFee: z.number().min(0, 'Fee cannot be negative'),
  supportEmail: z.email('Please enter a valid email'),
  supportPhone: z.string().trim().min(5, 'Please enter a valid phone number'),
  emailNotificationsEnabled: z.boolean(),
  adminNotificationsEnabled: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** Defaults of DECISIONS.md, kept in a zod-free module so public pages can show them cheaply. */
export { defaultSettings } from './default-settings';

/** What anyone may read (GET /api/settings/public). */
export const publicSettingsSchema = systemSettingsSchema.pick({
  maintenanceMode: true,
  applicationProcessingEnabled: true,
  visaProcessingTime: true,
  priorityProcessingFee: true,
  governmentFee: true,
  supportEmail: true,
  supportPhone: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
