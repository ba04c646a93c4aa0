import { z } from 'zod';

/**
 * Issue 21: e-mails the outbox gave up on (a 5xx refusal, or every try used), listed for staff
 * with a Resend button. The messages of a refused resend are here once; the web translates them.
 */
export const failedEmailsPageSize = 20;

export const failedEmailSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  /** The template's name ('verificationCode'): what kind of e-mail it is. */
  template: z.string(),
  /** The mail server's last answer, or why sending failed. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  /** False for a code's e-mail: its code was erased when it failed, so only a new code helps. */
  resendable: z.boolean(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const failedEmailsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Please give a page number from 1').max(10_000).default(1),
});

export const failedEmailsResponseSchema = z.object({
  items: z.array(failedEmailSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export type FailedEmailsPage = z.infer<typeof failedEmailsResponseSchema>;

export const resendMessages = {
  notFound: 'E-mail not found.',
  alreadySent: 'This e-mail has already been sent.',
  alreadyQueued: 'This e-mail is already waiting to be sent.',
  codeErased: 'This e-mail held a one-time code, erased when it failed: ask the person to request a new code instead.',
} as const;
