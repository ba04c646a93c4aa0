import { eq } from 'drizzle-orm';
import { authMessages, type PublicUser } from '../../../core/auth';
import { isLanguage, type Language } from '../../../core/languages';
import { mustEnrolMfa } from '../../../core/mfa';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { CodeHasher } from './codes';

export const messages = {
  invalidLogin: 'Invalid username or password',
  registered: 'Registration successful. Please check your email for a verification code.',
  needsVerification: 'Please verify your email address. We have sent you a verification code.',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out successfully',
  invalidCode: authMessages.wrongVerificationCode,
  invalidResetCode: authMessages.wrongResetCode,
  lockedCode: authMessages.lockedCode,
  verified: 'Email verified successfully',
  codeSent: 'If an account needs verification for this email, a new code has been sent.',
  resetRequested: 'If an account exists for this email, a password reset code has been sent.',
  resetDone: 'Your password has been reset successfully. You can now log in with your new password.',
  profileUpdated: 'Profile updated successfully',
  mfaTurnedOff: 'Two-step verification is now off.',
  accountDeleted: 'Your account has been deleted',
} as const;

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: SessionUser | UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    country: user.country,
    zipCode: user.zipCode,
    role: user.role,
    emailVerified: user.emailVerified,
    preferredLanguage: user.preferredLanguage,
    createdAt: user.createdAt.toISOString(),
    mfaEnabled: user.mfaEnabledAt !== null,
    mfaEnrolmentRequired: mustEnrolMfa({ role: user.role, mfaEnabled: user.mfaEnabledAt !== null }),
  };
}

export interface AuthContext {
  db: Database;
  hasher: CodeHasher;
  /** The client's address, for per-client limits. */
  ip: string;
  /** The request's language (cookie, then Accept-Language), for e-mails to users without a preference. */
  language: Language;
  /** The request's id, for the audit trail of staff sign-ins. */
  requestId?: string;
}

export const languageOf = (user: Pick<UserRow, 'preferredLanguage'>, fallback: Language): Language =>
  isLanguage(user.preferredLanguage) ? user.preferredLanguage : fallback;
export const isKnown = (value: string | null) => isLanguage(value);

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)));
  return user;
}

/** Whose code limits apply: the account's, or the address's when it has none (the same answers either way). */
export const accountKeyOf = (user: UserRow | undefined, email: string) => user?.id ?? `email:${normalEmail(email)}`;

/** Whether a rate-limit check passed, for limits that skip an e-mail rather than refuse the request. */
export async function withinLimit(check: Promise<unknown>): Promise<boolean> {
  try {
    await check;
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}
