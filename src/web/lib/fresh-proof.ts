import { requestSafetyCodes } from '../../core/request-safety';
import { ApiError } from './api';

/** Whether the server asked for the password (or a code) again before a sensitive action. */
export const asksForFreshProof = (error: unknown) =>
  error instanceof ApiError &&
  (error.body?.code === requestSafetyCodes.freshProofRequired ||
    error.body?.code === requestSafetyCodes.freshProofWrong);

/** The proof a form sends: only what the person typed, the password or a second-factor code. */
export const freshProofBody = (proof: string, mfaEnabled: boolean) =>
  proof.trim() === '' ? undefined : mfaEnabled ? { code: proof.trim() } : { password: proof };
