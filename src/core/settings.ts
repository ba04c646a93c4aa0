import { z } from 'zod';
import { emailField, emailMessage } from './email';
import { fieldCodes } from './field-codes';
import { maxLengths } from './limits';
import { publicDisruptionSchema } from './reminders';
import { maxDocumentRetentionDays, retentionCodes, retentionMessages } from './retention';

/**
 * System settings (admin spec §3, plus the government fee of docs/decisions/047-the-first-readings-of-the-spec.md).
 * Fees are pounds with two decimals on the wire, as the admin form edits them;
 * the server stores and computes in pence.
 */
/** The most any fee may be, in pence (£10,000, as `feeTooHigh` says). */
export const maxFeePence = 1_000_000;

/** The messages of the settings rules; the admin form shows each in the reader's language. */
export const settingsMessages = {
  processingTimeMin: 'Processing time must be at least 1 day',
  processingTimeMax: 'Processing time must be at most 365 days',
  feeNegative: 'Fee cannot be negative',
  feeTooHigh: 'Fee must be at most £10,000',
  priceBelowGovernmentFee: 'The price must be more than the government fee it includes',
  email: emailMessage,
  phone: 'Please enter a valid phone number',
  phoneTooLong: `Phone number must be at most ${maxLengths.phone} characters`,
  ...retentionMessages,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const settingsCodes = {
  ...fieldCodes('SETTINGS', [
    'feeNegative',
    'feeTooHigh',
    'processingTimeMin',
    'processingTimeMax',
    'phone',
    'phoneTooLong',
    'priceBelowGovernmentFee',
  ]),
} as const;

const fee = z
  .number()
  .min(0, settingsCodes.feeNegative)
  .max(maxFeePence / 100, settingsCodes.feeTooHigh);

const settingsFields = z.object({
  maintenanceMode: z.boolean(),
  applicationProcessingEnabled: z.boolean(),
  visaProcessingTime: z
    .number()
    .int()
    .min(1, settingsCodes.processingTimeMin)
    .max(365, settingsCodes.processingTimeMax),
  standardProcessingFee: fee,
  priorityProcessingFee: fee,
  governmentFee: fee,
  supportEmail: emailField(),
  supportPhone: z.string().trim().min(5, settingsCodes.phone).max(maxLengths.phone, settingsCodes.phoneTooLong),
  emailNotificationsEnabled: z.boolean(),
  adminNotificationsEnabled: z.boolean(),
  /** Days documents and personal answers are kept after the decision and the trip (core/retention.ts). */
  documentRetentionDays: z
    .number({ error: retentionCodes.daysWhole })
    .int(retentionCodes.daysWhole)
    .min(1, retentionCodes.daysMin)
    .max(maxDocumentRetentionDays, retentionCodes.daysMax),
});

/**
 * The settings an admin saves. The price a traveller pays includes the government fee
 * (docs/decisions/047-the-first-readings-of-the-spec.md), so it must be more than that fee: a lower one would make our service free or
 * negative, whatever the pages show.
 */
export const systemSettingsSchema = settingsFields.superRefine((settings, context) => {
  if (settings.priorityProcessingFee <= settings.governmentFee) {
    context.addIssue({
      code: 'custom',
      path: ['priorityProcessingFee'],
      message: settingsCodes.priceBelowGovernmentFee,
    });
  }
});
export type SystemSettings = z.infer<typeof settingsFields>;
/**
 * What the server answers with: the stored settings, as they are, even a text saved before its
 * length limit existed (the admin form then shows the limit when it is saved again).
 */
export const storedSettingsSchema = settingsFields.extend({ supportEmail: z.string(), supportPhone: z.string() });

/** Refused by PATCH /api/admin/settings when another admin saved since the form was loaded (409). */
export const settingsChangedMessage =
  'Another admin saved the settings after you opened them. Reload to see their values, then make your change again.';

/** The settings form as sent: the settings and, from the form's load, when they were last saved. */
export const settingsUpdateSchema = z.intersection(
  systemSettingsSchema,
  z.object({ updatedAt: z.iso.datetime({ offset: true }).optional() }),
);

const level = z.object({ pricePence: z.number().int(), governmentFeePence: z.number().int() });

/** In GET /api/settings/public: the level in force and the next scheduled change, if any. */
export const publicFeesSchema = z.object({
  current: level,
  next: level.extend({ effectiveFrom: z.string() }).nullable(),
});
export type PublicFees = z.infer<typeof publicFeesSchema>;

/**
 * What anyone may read (GET /api/settings/public). `testPayments`: the sandbox provider is active,
 * so every page says no real payment is taken (docs/decisions/047-the-first-readings-of-the-spec.md, 'Test payments').
 */
export const publicSettingsSchema = storedSettingsSchema
  .pick({
    maintenanceMode: true,
    applicationProcessingEnabled: true,
    visaProcessingTime: true,
    priorityProcessingFee: true,
    governmentFee: true,
    supportEmail: true,
    supportPhone: true,
    documentRetentionDays: true,
  })
  .extend({ testPayments: z.boolean(), disruption: publicDisruptionSchema, fees: publicFeesSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
