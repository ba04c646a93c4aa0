import { z } from 'zod';
import { loginPasswordMinLength, newPasswordMinLength, oneTimeCodeLength } from './limits';
import { userRoles } from './statuses';

/**
 * Account forms and calls (traveller spec §5, admin spec §5, DECISIONS.md). The web forms and the
 * server routes import these same schemas, so a rule and its message exist once.
 */
const email = z.string().trim().email('Please enter a valid email');
const loginPassword = z
  .string()
  .min(loginPasswordMinLength, `Password must be at least ${loginPasswordMinLength} characters`)
  .max(200);
/** DECISIONS.md: a new or changed password needs at least 8 characters. */
const newPassword = z
  .string()
  .min(newPasswordMinLength, `Password must be at least ${newPasswordMinLength} characters`)
  .max(200);
const sixDigits = new RegExp(`^\\d{${oneTimeCodeLength}}$`);

/** The user form: a valid e-mail. The server also accepts an admin's username (admin login). */
export const loginSchema = z.object({ email, password: loginPassword });
export type LoginInput = z.infer<typeof loginSchema>;

/** What POST /api/login accepts: an e-mail or an admin's username in `email`. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Invalid username or password').max(254),
  password: z.string().min(1, 'Invalid username or password').max(200),
});

/** Admin login form (admin spec §5). */
export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The longest first or last name an account keeps (the register form stops typing there). */
export const nameMaxLength = 100;
const optionalName = z.string().trim().max(nameMaxLength).optional().nullable();

export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
  preferredLanguage: z.string().max(10).optional().nullable(),
});

export const registerSchema = z
  .object({
    firstName: optionalName,
    lastName: optionalName,
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

const verificationCode = z
  .string()
  .trim()
  .length(oneTimeCodeLength, 'Verification code must be 6 characters')
  .regex(sixDigits, 'Verification code must be 6 characters');

export const verifyEmailSchema = z.object({ email, code: verificationCode });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const resetCode = z.string().trim().regex(sixDigits, 'Please enter the 6-digit code');

export const passwordResetConfirmRequestSchema = z.object({ email, code: resetCode, newPassword });

/** The profile screen's reset form. */
export const passwordResetFormSchema = z
  .object({ email, code: resetCode, newPassword, confirmPassword: newPassword })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordResetFormInput = z.infer<typeof passwordResetFormSchema>;

const profileText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || null)
  .nullable()
  .optional();

/** Profile fields: all optional text, nullable (spec §5); plus the preferred language. */
export const profileSchema = z.object({
  firstName: profileText,
  lastName: profileText,
  phone: profileText,
  address: profileText,
  city: profileText,
  country: profileText,
  zipCode: profileText,
  preferredLanguage: z.string().max(10).nullable().optional(),
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
});
export type PublicUser = z.infer<typeof publicUserSchema>;
