import { z } from 'zod';
import { fieldCodes } from './field-codes';

/**
 * Two-step verification (TOTP, RFC 6238): required for staff, optional for travellers. The
 * sign-in forms and the server import these, so each rule and message exists once.
 */
export const mfaMessages = {
  required: 'Enter the 6-digit code from your authenticator app.',
  invalid: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  enrolmentRequired: 'Set up two-step verification to continue.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  alreadyOn: 'Two-step verification is already on for this account.',
  noSetup: 'Start the set-up again: the secret was not found.',
  staffCannotTurnOff: 'Staff accounts must keep two-step verification on.',
  tooManyCodes: 'Too many incorrect codes. Please wait 15 minutes and try again.',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const mfaCodes = {
  ...fieldCodes('MFA', ['codeFormat']),
} as const;

/** A 6-digit code from the app, or a recovery code (XXXXX-XXXXX; spaces and case do not matter). */
export const secondFactorCode = z
  .string()
  .trim()
  .max(32, mfaCodes.codeFormat)
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, mfaCodes.codeFormat);

export const mfaConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, mfaCodes.codeFormat),
});
export type MfaConfirmInput = z.infer<typeof mfaConfirmSchema>;

/** Turning it off (travellers only) asks for a current code, so a borrowed session cannot. */
export const mfaDisableSchema = z.object({ code: secondFactorCode });

export const mfaSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, for the enrolment screen. */
  qrCodeSvg: z.string(),
});
export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswerSchema>;
export const mfaConfirmAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Whether an account must enrol before it may do anything else. */
export const mustEnrolMfa = (user: { role: string; mfaEnabled: boolean }) => user.role === 'admin' && !user.mfaEnabled;
