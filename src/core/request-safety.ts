import { z } from 'zod';
import { maxLengths } from './limits';
import { secondFactorCode } from './mfa';

/**
 * The refusals of requests that are not what they seem (decision 032): a staff read started by
 * another site, a body nested too deep, an action that needs the person to prove it is them again.
 */
export const requestSafetyCodes = {
  crossSiteRead: 'CROSS_SITE_READ',
  tooDeep: 'BODY_TOO_DEEP',
  freshProofRequired: 'FRESH_PROOF_REQUIRED',
  freshProofWrong: 'FRESH_PROOF_WRONG',
} as const;
export type RequestSafetyCode = (typeof requestSafetyCodes)[keyof typeof requestSafetyCodes];

export const requestSafetyMessages = {
  crossSiteRead: 'This can only be opened from the admin portal itself, not from a link on another site.',
  tooDeep: 'The request is nested too deeply to be read.',
  freshProofRequired: 'Please confirm it is you: enter your password, or a code from your authenticator app.',
  freshProofWrong: 'That password or code is not right. Please try again.',
} as const;

/** How deep a JSON body may nest: a draft is a few levels; thousands would only be an attack. */
export const maxJsonDepth = 32;

/** How recent a sign-in must be to count as proof for a sensitive action without asking again. */
export const freshSignInMinutes = 10;

/** The proof a sensitive action may carry: the password, or a second-factor code when it is on. */
export const freshProofSchema = z.object({
  password: z.string().max(maxLengths.password).optional(),
  code: secondFactorCode.optional(),
});
export type FreshProofInput = z.infer<typeof freshProofSchema>;
