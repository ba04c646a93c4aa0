import { z } from 'zod';
import { adminSearch } from './admin-applications';
import { fieldCodes } from './field-codes';
import { adminPageSize, maxLengths } from './limits';
import { contactMessageStatuses } from './statuses';

/** Admin contact messages (admin spec §2 'Contact messages', §5 reply, §9 truncation). */
export const contactMessageNotFoundMessage = 'Message not found';
export const replyMinLength = 10;
export const subjectListLength = 40;
export const replyPreviewLength = 200;

export const replyMessages = {
  tooShort: `Reply must be at least ${replyMinLength} characters`,
  tooLong: 'Reply must be at most 5,000 characters',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const replyCodes = {
  ...fieldCodes('REPLY', ['tooShort', 'tooLong']),
} as const;

export const contactReplySchema = z.object({
  reply: z.string().trim().min(replyMinLength, replyCodes.tooShort).max(maxLengths.reply, replyCodes.tooLong),
});
export type ContactReplyInput = z.infer<typeof contactReplySchema>;

export const contactSortFields = ['subject', 'name', 'email', 'status', 'createdAt'] as const;

export const contactListQuerySchema = z.object({
  search: adminSearch,
  status: z.enum(contactMessageStatuses).or(z.literal('all')).optional(),
  sort: z.enum(contactSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(adminPageSize),
  /** The admin's local midnight as an ISO timestamp (computed by the browser); default UTC midnight. */
  since: z.iso.datetime({ offset: true }).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactReplyRowSchema = z.object({
  id: z.string(),
  body: z.string(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});

export const contactMessageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  category: z.string(),
  status: z.enum(contactMessageStatuses),
  applicationReference: z.string().nullable(),
  /** The application the reference names, when there is one. */
  applicationId: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(contactReplyRowSchema),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

export const contactCountersSchema = z.object({
  total: z.number(),
  unresolved: z.number(),
  resolved: z.number(),
  today: z.number(),
});
export type ContactCounters = z.infer<typeof contactCountersSchema>;

export const contactListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageRowSchema),
  total: z.number(),
  counters: contactCountersSchema,
  page: z.number(),
  pageSize: z.number(),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** Cuts a text at `length` characters with an ellipsis. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : text;
}
