import { z } from 'zod';
import { adminSearch } from './admin-applications';
import { authMessages } from './auth';
import { emailField, emailMessage } from './email';
import { fieldCodes } from './field-codes';
import { adminPageSize, maxLengths, newPasswordMinLength } from './limits';
import { userRoles } from './statuses';

/**
 * Admin user management (admin spec §2 'Users', §5 user dialog, docs/decisions/047-the-first-readings-of-the-spec.md: new passwords need
 * at least 8 characters). The dialog and POST/PATCH /api/admin/users share this schema.
 */
export const adminUndeletableMessage = 'Admin accounts cannot be deleted through this interface';
/** Admin and built-in accounts are never deleted, by staff or by themselves (docs/decisions/047-the-first-readings-of-the-spec.md). */
export const isUndeletable = (user: { role: string; builtIn: boolean }) => user.role === 'admin' || user.builtIn;
/** Admins are never demoted through the portal, so none can be demoted and then deleted (decision 025). */
export const adminDemotionMessage = 'Admin accounts cannot be changed to standard users through this interface';
export const emailInUseMessage = 'An account with this email already exists';
export const userNotFoundMessage = 'User not found';

/** The messages of the user dialog's rules; the dialog shows each in the reader's language. */
export const adminUserMessages = {
  email: emailMessage,
  firstName: 'First name must be at least 2 characters',
  firstNameTooLong: `First name must be at most ${maxLengths.name} characters`,
  lastName: 'Last name must be at least 2 characters',
  lastNameTooLong: `Last name must be at most ${maxLengths.name} characters`,
  role: 'Please select a role',
  password: `Password must be at least ${newPasswordMinLength} characters`,
  passwordTooLong: `Password must be at most ${maxLengths.password} characters`,
  /** The server's common-password check, the same words as the account forms'. */
  commonPassword: authMessages.commonPassword,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const adminUserCodes = {
  ...fieldCodes('ADMIN_USER', [
    'firstName',
    'firstNameTooLong',
    'lastName',
    'lastNameTooLong',
    'role',
    'passwordTooLong',
    'password',
  ]),
} as const;

export const adminUserSchema = z.object({
  email: emailField(),
  firstName: z.string().trim().min(2, adminUserCodes.firstName).max(maxLengths.name, adminUserCodes.firstNameTooLong),
  lastName: z.string().trim().min(2, adminUserCodes.lastName).max(maxLengths.name, adminUserCodes.lastNameTooLong),
  role: z.enum(userRoles, { error: adminUserCodes.role }),
  /** Optional: blank or absent keeps the current password on edit. */
  password: z
    .string()
    .max(maxLengths.password, adminUserCodes.passwordTooLong)
    .optional()
    .refine((value) => !value || value.length >= newPasswordMinLength, adminUserCodes.password),
});
export type AdminUserInput = z.infer<typeof adminUserSchema>;

export const userSortFields = ['email', 'name', 'role', 'status', 'createdAt'] as const;
export type UserSortField = (typeof userSortFields)[number];

export const userListQuerySchema = z.object({
  search: adminSearch,
  role: z.enum(userRoles).or(z.literal('all')).optional(),
  sort: z.enum(userSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(adminPageSize),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(userRoles),
  emailVerified: z.boolean(),
  builtIn: z.boolean(),
  /** Two-step verification is on (staff must have it; an admin can reset it). */
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userCountersSchema = z.object({
  total: z.number(),
  admin: z.number(),
  standard: z.number(),
  verified: z.number(),
  unverified: z.number(),
});
export type UserCounters = z.infer<typeof userCountersSchema>;

export const userListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserRowSchema),
  total: z.number(),
  counters: userCountersSchema,
  page: z.number(),
  pageSize: z.number(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
