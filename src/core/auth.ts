import { z } from 'zod';
import { emailField, emailMessage } from './email';
import { fieldCodes } from './field-codes';
import { loginPasswordMinLength, maxLengths, newPasswordMinLength, oneTimeCodeLength } from './limits';
import { secondFactorCode } from './mfa';
import { userRoles } from './statuses';

/**
 * Account forms and calls (traveller spec §5, admin spec §5, docs/decisions/047-the-first-readings-of-the-spec.md). The web forms and the
 * server routes import these same schemas, so a rule and its message exist once.
 */

/** The messages of the account rules; each form shows the ones it can meet in the reader's language. */
export const authMessages = {
  email: emailMessage,
  loginPassword: `Password must be at least ${loginPasswordMinLength} characters`,
  newPassword: `Password must be at least ${newPasswordMinLength} characters`,
  passwordTooLong: `Password must be at most ${maxLengths.password} characters`,
  /** The server's check of a new password against common passwords and patterns (zxcvbn). */
  commonPassword: 'This password is too easy to guess. Use a longer one, for example three or four unrelated words.',
  passwordsDiffer: 'Passwords do not match',
  invalidCredentials: 'Invalid username or password',
  usernameRequired: 'Username is required',
  usernameTooLong: `Username or email must be at most ${maxLengths.username} characters`,
  passwordRequired: 'Password is required',
  verificationCode: 'Verification code must be 6 characters',
  wrongVerificationCode: 'Invalid or expired verification code',
  wrongResetCode: 'Invalid or expired reset code',
  lockedCode: 'Too many incorrect attempts. Please request a new code.',
  resetCode: 'Please enter the 6-digit code',
  firstNameTooLong: `First name must be at most ${maxLengths.name} characters`,
  lastNameTooLong: `Last name must be at most ${maxLengths.name} characters`,
  phoneTooLong: `Phone number must be at most ${maxLengths.phone} characters`,
  addressTooLong: `Address must be at most ${maxLengths.address} characters`,
  cityTooLong: `City must be at most ${maxLengths.city} characters`,
  countryTooLong: `Country must be at most ${maxLengths.country} characters`,
  zipCodeTooLong: `Postal code must be at most ${maxLengths.zipCode} characters`,
  language: 'Please choose one of the offered languages',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const authCodes = {
  ...fieldCodes('AUTH', [
    'loginPassword',
    'passwordTooLong',
    'newPassword',
    'invalidCredentials',
    'usernameTooLong',
    'usernameRequired',
    'passwordRequired',
    'language',
    'firstNameTooLong',
    'lastNameTooLong',
    'passwordsDiffer',
    'verificationCode',
    'resetCode',
    'phoneTooLong',
    'addressTooLong',
    'cityTooLong',
    'countryTooLong',
    'zipCodeTooLong',
  ]),
} as const;

const email = emailField();
const loginPassword = z
  .string()
  .min(loginPasswordMinLength, authCodes.loginPassword)
  .max(maxLengths.password, authCodes.passwordTooLong);
/** docs/decisions/047-the-first-readings-of-the-spec.md: a new or changed password needs at least 8 characters. */
const newPassword = z
  .string()
  .min(newPasswordMinLength, authCodes.newPassword)
  .max(maxLengths.password, authCodes.passwordTooLong);
const sixDigits = new RegExp(`^\\d{${oneTimeCodeLength}}$`);

/** The user form: a valid e-mail. The server also accepts an admin's username (admin login). */
export const loginSchema = z.object({ email, password: loginPassword });
export type LoginInput = z.infer<typeof loginSchema>;

/** What POST /api/login accepts: an e-mail or an admin's username in `email`. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, authCodes.invalidCredentials).max(maxLengths.username, authCodes.usernameTooLong),
  password: z.string().min(1, authCodes.invalidCredentials).max(maxLengths.password, authCodes.passwordTooLong),
  /** The second factor, for an account that has one (answered with MFA_REQUIRED when missing). */
  code: secondFactorCode.optional(),
});

/** Admin login form (admin spec §5). */
export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, authCodes.usernameRequired).max(maxLengths.username, authCodes.usernameTooLong),
  password: z.string().min(1, authCodes.passwordRequired).max(maxLengths.password, authCodes.passwordTooLong),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The longest first or last name an account keeps (the register form stops typing there). */
export const nameMaxLength = maxLengths.name;
const optionalName = (tooLong: string) => z.string().trim().max(nameMaxLength, tooLong).optional().nullable();
const language = z.string().max(maxLengths.language, authCodes.language);

export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  firstName: optionalName(authCodes.firstNameTooLong),
  lastName: optionalName(authCodes.lastNameTooLong),
  preferredLanguage: language.optional().nullable(),
});

export const registerSchema = z
  .object({
    firstName: optionalName(authCodes.firstNameTooLong),
    lastName: optionalName(authCodes.lastNameTooLong),
    email,
    password: newPassword,
    confirmPassword: z.string().max(maxLengths.password, authCodes.passwordTooLong),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: authCodes.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

const verificationCode = z
  .string()
  .trim()
  .length(oneTimeCodeLength, authCodes.verificationCode)
  .regex(sixDigits, authCodes.verificationCode);

export const verifyEmailSchema = z.object({ email, code: verificationCode });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const resetCode = z.string().trim().regex(sixDigits, authCodes.resetCode);

export const passwordResetConfirmRequestSchema = z.object({ email, code: resetCode, newPassword });

/** The profile screen's reset form. */
export const passwordResetFormSchema = z
  .object({ email, code: resetCode, newPassword, confirmPassword: newPassword })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: authCodes.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type PasswordResetFormInput = z.infer<typeof passwordResetFormSchema>;

const profileText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** Profile fields: all optional text, nullable (spec §5); plus the preferred language. */
export const profileSchema = z.object({
  firstName: profileText(maxLengths.name, authCodes.firstNameTooLong),
  lastName: profileText(maxLengths.name, authCodes.lastNameTooLong),
  phone: profileText(maxLengths.phone, authCodes.phoneTooLong),
  address: profileText(maxLengths.address, authCodes.addressTooLong),
  city: profileText(maxLengths.city, authCodes.cityTooLong),
  country: profileText(maxLengths.country, authCodes.countryTooLong),
  zipCode: profileText(maxLengths.zipCode, authCodes.zipCodeTooLong),
  preferredLanguage: language.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** The user object the API answers: never a password hash or a code. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
  role: z.enum(userRoles),
  emailVerified: z.boolean(),
  preferredLanguage: z.string().nullable(),
  createdAt: z.string(),
  /** Two-step verification is on for this account. */
  mfaEnabled: z.boolean(),
  /** A staff account that must set up two-step verification before anything else. */
  mfaEnrolmentRequired: z.boolean(),
  /** The session's idle limit, so the admin portal can warn before it ends. */
  sessionIdleSeconds: z.number().int().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
