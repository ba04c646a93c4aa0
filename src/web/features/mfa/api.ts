import type { MfaSetupAnswer } from '../../../core/mfa';
import { apiRequest } from '../../lib/api';

/** A new secret to enrol with (its QR code is SVG drawn by our server); 409 when already on. */
export const startMfaSetup = () => apiRequest<MfaSetupAnswer>('POST', '/api/user/mfa/setup');

/**
 * Turns two-step verification on with a code from the app; the recovery codes are shown once. A
 * sign-in older than 10 minutes also sends the password (400 FRESH_PROOF_REQUIRED without it).
 */
export const confirmMfa = ({ code, password }: { code: string; password?: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('POST', '/api/user/mfa/confirm', { code, ...(password ? { password } : {}) });

/** Travellers only: turning it off asks for a current code or a recovery code. */
export const turnOffMfa = (code: string) => apiRequest<{ message: string }>('DELETE', '/api/user/mfa', { code });
