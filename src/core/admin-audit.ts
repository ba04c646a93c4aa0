import { z } from 'zod';
import { documentKinds, isIsoDate } from './applications';
import { referencePattern } from './references';
import { userRoles } from './statuses';

/**
 * The audit trail of staff actions and staff reads of personal data (issue 14, item 8). An event
 * names its target by id and the application it concerns; its details name references, counts
 * and filters, never a traveller's name, passport data or a message's text.
 */
export const auditActions = [
  // Written by the accounts module.
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.mfa_enrolled',
  'auth.mfa_reset',
  'auth.mfa_failed',
  // Staff reads of personal data.
  'application.viewed',
  'application.receipt_downloaded',
  'application.exported',
  'applications.exported',
  'document.viewed',
  'payments.attention_viewed',
  'emails.failed_viewed',
  // Staff list reads: what a page of a list showed (references or ids, never personal data).
  'staff_list.applications',
  'staff_list.users',
  'staff_list.messages',
  // Staff changes.
  'application.status_changed',
  'application.note_added',
  'application.refunded',
  'application.claimed',
  'application.assigned',
  'application.released',
  'case.changed',
  'case.information_requested',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.password_reset',
  'settings.updated',
  'fees.change_scheduled',
  'fees.change_withdrawn',
  'contact_message.replied',
  'contact_message.resolved',
  'contact_message.deleted',
  'payment.retried',
  'payment.refunded',
  'email.resent',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The reads of one application (and its documents) that its History tab lists. */
export const applicationAccessActions = [
  'application.viewed',
  'application.receipt_downloaded',
  'application.exported',
  'document.viewed',
] as const satisfies readonly AuditAction[];
export type ApplicationAccessAction = (typeof applicationAccessActions)[number];

export const auditTargetTypes = [
  'application',
  'document',
  'user',
  'contact_message',
  'settings',
  'payment',
  'email',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * What an event may say besides its target: a whitelist, so nothing else is stored or shown.
 * `reason` is a code ('wrong_password'), never text a person typed.
 */
export const auditDetailsSchema = z.object({
  /** The application's reference: the event still names it after the application is erased. */
  reference: z.string().optional(),
  documentKind: z.enum(documentKinds).optional(),
  /** Where staff read an application: the admin portal or the traveller's own page. */
  via: z.enum(['admin', 'traveller', 'tracking']).optional(),
  /** The list filters of an export; a search term is not kept (it may be a traveller's name). */
  filters: z.record(z.string(), z.string()).optional(),
  searched: z.boolean().optional(),
  rowCount: z.number().int().optional(),
  /** False when an export stopped before its last row (the download was cut off or failed). */
  completed: z.boolean().optional(),
  fromStatus: z.string().optional(),
  toStatus: z.string().optional(),
  role: z.enum(userRoles).optional(),
  /** The names of the fields a change touched, not their values. */
  changed: z.array(z.string()).optional(),
  reason: z.string().max(64).optional(),
  /** A refund's amount; its reason is typed by staff and stays with the refund. */
  amountPence: z.number().int().optional(),
  /** An outbox e-mail's number and its template ('verify_email'): never its address or text. */
  emailId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  template: z.string().max(64).optional(),
  /** A case event's traveller (0 the main applicant). */
  travellerIndex: z.number().int().optional(),
  /** What a list page showed or an export handed out: application references, or ids of users and messages. */
  references: z.array(z.string()).optional(),
  ids: z.array(z.string()).optional(),
  page: z.number().int().optional(),
  /** A fee change's start (ISO instant); its amounts go in `pricePence` and `governmentFeePence`. */
  effectiveFrom: z.string().optional(),
  pricePence: z.number().int().optional(),
  governmentFeePence: z.number().int().optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes).nullable(),
  targetId: z.string().nullable(),
  /** A user target's e-mail address while the account exists; null otherwise. */
  targetName: z.string().nullable(),
  applicationId: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditEventRow = z.infer<typeof auditEventSchema>;

export const auditPageSize = 20;

/** An event id, as the list's cursor: the page starts after (or ends before) that event. */
const cursor = z.string().regex(/^\d{1,18}$/, 'Invalid cursor');
const uuid = z.uuid('Please enter a valid id');
/** A calendar day (UTC) or an instant with its offset, as the browser sends local midnight. */
const dayOrInstant = z.union([
  z.string().refine(isIsoDate, 'Please enter a valid date'),
  z.iso.datetime({ offset: true, error: 'Please enter a valid date' }),
]);

/** An application, document, user or message id, or an application's reference (ADV-12345678). */
export const auditTargetSchema = z
  .string()
  .trim()
  .transform((value) => (referencePattern.test(value.toUpperCase()) ? value.toUpperCase() : value.toLowerCase()))
  .pipe(z.union([uuid, z.string().regex(referencePattern)], { error: 'Please enter an id or a reference' }));

export const auditListQuerySchema = z
  .object({
    actor: uuid.optional(),
    action: z.enum(auditActions).optional(),
    target: auditTargetSchema.optional(),
    /** From this day or instant, inclusive. */
    from: dayOrInstant.optional(),
    /** Before this instant; a day counts whole. */
    to: dayOrInstant.optional(),
    after: cursor.optional(),
    before: cursor.optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(auditPageSize),
  })
  .refine((query) => !(query.after && query.before), { message: 'Give either after or before', path: ['before'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(auditEventSchema),
  /** The cursor of the next (older) page, null on the last. */
  nextCursor: z.string().nullable(),
  /** The cursor of the previous (newer) page, null on the first. */
  previousCursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** One staff read of an application or its documents, for its History tab. */
export const applicationAccessSchema = z.object({
  id: z.string(),
  action: z.enum(applicationAccessActions),
  actorName: z.string().nullable(),
  documentKind: z.enum(documentKinds).nullable(),
  createdAt: z.string(),
});
export type ApplicationAccess = z.infer<typeof applicationAccessSchema>;

/** How many of an application's reads its History tab shows, newest first. */
export const applicationAccessLimit = 50;
