import type { PublicUser } from '../../../core/auth';
import { apiRequest } from '../../lib/api';

export interface LoginAnswer {
  success: boolean;
  message: string;
  user?: PublicUser;
  needsVerification?: boolean;
  email?: string;
}

/** `code`: the second factor, once the server has asked for it (401 MFA_REQUIRED). */
export const loginRequest = (email: string, password: string, code?: string) =>
  apiRequest<LoginAnswer>('POST', '/api/login', { email, password, code });

export const registerRequest = (data: {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  preferredLanguage: string;
}) => apiRequest<{ message: string; needsVerification: boolean; email: string }>('POST', '/api/register', data);

export const verifyEmailRequest = (email: string, code: string) =>
  apiRequest<{ message: string; user: PublicUser }>('POST', '/api/verify-email', { email, code });

export const resendVerificationRequest = (email: string) =>
  apiRequest<{ message: string }>('POST', '/api/resend-verification', { email });

/** Which sign-in page sent the person to /reset-password ('?from=admin': the staff one), and gets them back. */
export const fromAdminParam = 'from';

export const requestPasswordResetRequest = (email: string) =>
  apiRequest<{ message: string }>('POST', '/api/password-reset/request', { email });

export const confirmPasswordResetRequest = (email: string, code: string, newPassword: string) =>
  apiRequest<{ message: string }>('POST', '/api/password-reset/confirm', { email, code, newPassword });
