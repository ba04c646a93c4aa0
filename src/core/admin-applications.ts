import { z } from 'zod';
import { applicationAccessSchema } from './admin-audit';
import { queueViews, reviewClocks, staffMemberSchema } from './admin-queue';
import { documentKinds, isIsoDate } from './applications';
import { caseTravellerSchema } from './case-requests';
import { fieldCodes } from './field-codes';
import { adminPageSize, maxLengths } from './limits';
import { refundSchema } from './refunds';
import { adminSettableStatuses, applicationEventTypes, applicationStatuses, processingTypes } from './statuses';
import { travellerAnswersSchema } from './traveller-questions';

/**
 * Admin application review (admin spec §2 'Applications list' and 'Application detail', §5).
 * The status dialog on the web and PATCH /api/admin/applications/:id/status share this schema.
 */
export const rejectionNoteRequiredMessage = 'Notes are required when rejecting an application';
export const noteRequiredMessage = 'Please enter a note';
export const maxAdminNoteLength = maxLengths.adminNote;
export const noteTooLongMessage = 'Notes must be at most 2,000 characters';
/** The admin lists' search (applications, users, messages); the search boxes stop there. */
export const searchTooLongMessage = `Search must be at most ${maxLengths.search} characters`;
/** The messages above by name, and the code each schema gives (decision 051). */
export const adminMessages = {
  rejectionNoteRequired: rejectionNoteRequiredMessage,
  noteRequired: noteRequiredMessage,
  noteTooLong: noteTooLongMessage,
} as const;
export const adminCodes = fieldCodes('ADMIN', ['rejectionNoteRequired', 'noteRequired', 'noteTooLong']);
export const adminSearch = z.string().trim().max(maxLengths.search, searchTooLongMessage).optional();

export const statusChangeSchema = z
  .object({
    status: z.enum(adminSettableStatuses),
    notes: z.string().trim().max(maxAdminNoteLength, adminCodes.noteTooLong).default(''),
    version: z.number().int().positive(),
  })
  .superRefine((value, context) => {
    if (value.status === 'rejected' && value.notes.length === 0) {
      context.addIssue({ code: 'custom', path: ['notes'], message: adminCodes.rejectionNoteRequired });
    }
  });
export type StatusChange = z.input<typeof statusChangeSchema>;

export const adminNoteSchema = z.object({
  notes: z.string().trim().min(1, adminCodes.noteRequired).max(maxAdminNoteLength, adminCodes.noteTooLong),
});

/** The list's sorts; arrival date and travellers let staff put the most urgent first (issue #22). */
export const adminSortFields = ['reference', 'lastName', 'status', 'createdAt', 'arrivalDate', 'travellers'] as const;
export type AdminSortField = (typeof adminSortFields)[number];

// A real calendar day ('2024-02-31' is refused, not rolled over to March).
const isoDate = z.string().refine(isIsoDate, 'Please enter a valid date');

/** Refused by PATCH …/status: the traveller cancelled it (and was told so); staff no longer change it. */
export const cancelledApplicationMessage = 'This application was cancelled by the traveller and cannot be changed.';

/** Whether `Intl` knows this IANA time zone ('Europe/London', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A search term that may be a passport number ('ab 123-456' → 'AB123456'): 5 to 20 letters and
 * digits, at least one a digit, once spaces and punctuation are gone. Null for any other term.
 */
export function passportSearchKey(term: string): string | null {
  const key = term.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^[A-Z0-9]{5,20}$/.test(key) && /\d/.test(key) ? key : null;
}

export const unknownTimeZoneMessage = 'Unknown time zone';
const timeZoneSchema = z.string().max(64).refine(isTimeZone, unknownTimeZoneMessage);

/** Filters shared by the list and its CSV export. Empty strings mean 'no filter' (form fields). */
export const applicationFiltersSchema = z.object({
  search: adminSearch,
  status: z.enum(applicationStatuses).or(z.literal('all')).optional(),
  nationality: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  submittedFrom: isoDate.optional(),
  submittedTo: isoDate.optional(),
  processingType: z.enum(processingTypes).optional(),
  sort: z.enum(adminSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** The caseworker's queue: My cases and Unassigned hold open applications only (decision 018); none is All. */
  view: z.enum(queueViews).optional(),
  /** One account's applications (the users list links here). */
  userId: z.uuid('User not found').optional(),
  /** The admin's own IANA time zone: where the submission-date filter's days begin (decision 025). */
  timeZone: timeZoneSchema.optional(),
  /** Only applications where a traveller answered yes to a suitability question (decision 033). */
  suitability: z.literal('yes').optional(),
});

export const applicationListQuerySchema = applicationFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(adminPageSize),
  /** The first application of `anchorPage` as the admin saw it: a nearby page is read from there. */
  anchor: z.uuid().optional(),
  anchorPage: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** Drops empty query values so '' means 'not set'. */
export function withoutEmpty(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
}

/** A list's query string schema where an empty value ('?status=') means 'not set', as forms send it. */
export const listQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => withoutEmpty((value ?? {}) as Record<string, unknown>), schema);

export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationCountersSchema = z.object({
  total: z.number(),
  pending: z.number(),
  processing: z.number(),
  approved: z.number(),
  /** Every traveller decided, some granted and some refused (docs/decisions/030-decisions-recorded-per-traveller.md, 'A family's outcome'). */
  partly_approved: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
  expedited: z.number(),
});
export type ApplicationCounters = z.infer<typeof applicationCountersSchema>;

export const applicationListItemSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  nationality: z.string(),
  status: z.enum(applicationStatuses),
  processingType: z.enum(processingTypes),
  applicantCount: z.number(),
  arrivalDate: z.string(),
  version: z.number(),
  createdAt: z.string(),
  /** The caseworker's queue (decision 018). */
  assignee: staffMemberSchema.nullable(),
  paidAt: z.string().nullable(),
  reviewClock: z.enum(reviewClocks).nullable(),
  departsWithin72Hours: z.boolean(),
  /** The arrival comes before the latest day a decision could come (core/decision-deadline.ts). */
  arrivalAtRisk: z.boolean(),
  /** Another open application has a traveller with the same passport: a likely double payment. */
  duplicatePassport: z.boolean(),
  /** A traveller of it has been asked for information and has not sent it back yet (decision 017). */
  informationNeeded: z.boolean(),
  /** A partly approved family's refused travellers and decided ones ('1 of 4 refused'); 0 otherwise. */
  refusedTravellers: z.number(),
  decidedTravellers: z.number(),
  /** A traveller answered yes to a suitability question (decision 033): 'Suitability: yes'. */
  suitabilityDeclared: z.boolean(),
  /** A traveller's typed passport data differs from the lines read on the scan (decision 034). */
  passportDiffers: z.boolean(),
  /** A traveller's photo has a warning from the server's photo check (decision 034). */
  photoWarnings: z.boolean(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationListResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(applicationListItemSchema),
  /** With `capped`, more applications match the search than are counted: the list stops at `total`. */
  total: z.number(),
  capped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** Null when a search matches too many applications to count. */
  counters: applicationCountersSchema.nullable(),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

export const travellerSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
  issuingCountry: z.string().nullable(),
  /** A family member's relationship to the main applicant, as typed (decision 038); none for the main applicant. */
  relationship: z.string().nullable().optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;

export const adminDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  name: z.string(),
  sizeBytes: z.number(),
  mimeType: z.string(),
  /** 0 is the main applicant, 1.. the additional applicants in order. */
  travellerIndex: z.number(),
  /** Replaced by the traveller's fix: kept for staff until the application is decided. */
  replacedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** Documents in review order: traveller by traveller, each one's passport, then photo, then any other. */
export function inReviewOrder<T extends Pick<AdminDocument, 'kind' | 'travellerIndex'>>(list: T[]): T[] {
  const rank = (document: T) => documentKinds.indexOf(document.kind);
  return [...list].sort((a, b) => a.travellerIndex - b.travellerIndex || rank(a) - rank(b));
}

export const adminEventSchema = z.object({
  id: z.number(),
  type: z.enum(applicationEventTypes),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  notes: z.string().nullable(),
  actorName: z.string().nullable(),
  /** A case event's traveller (0 the main applicant); null for the whole application. */
  travellerIndex: z.number().nullable(),
  /** Staff only: what was asked, the old and new values of a fix, a Home Office reference. */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminPaymentSchema = z.object({
  amountPence: z.number(),
  cardholderName: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expiry: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Refunded or being refunded; net is amountPence less this. */
  refundedPence: z.number(),
  /** The most staff may still refund (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money and erasure follow each traveller'). */
  refundablePence: z.number(),
  /** One traveller's price, refunded when a traveller not yet submitted is cancelled. */
  perTravellerPence: z.number(),
  /** The government fee included in one traveller's price, as paid (decision 037). */
  governmentFeePence: z.number(),
});

export const adminApplicationSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null once erased (personalDataErasedAt), with the other personal fields left empty. */
  dateOfBirth: z.string().nullable(),
  nationality: z.string(),
  email: z.string(),
  phone: z.string(),
  passportNumber: z.string(),
  passportIssueDate: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
  issuingCountry: z.string(),
  travelPurpose: z.string(),
  arrivalDate: z.string(),
  departureDate: z.string(),
  ukAddress: z.string(),
  processingType: z.enum(processingTypes),
  isMultipleApplicants: z.boolean(),
  applicantCount: z.number(),
  additionalApplicants: z.array(travellerSchema),
  /** One per traveller with their case (issue #17); index 0 is the main applicant. */
  travellers: z.array(caseTravellerSchema),
  /** Each traveller's answers to the Home Office's questions, suitability details included (decision 033). */
  answers: z.array(travellerAnswersSchema),
  suitabilityDeclared: z.boolean(),
  status: z.enum(applicationStatuses),
  statusNotes: z.string().nullable(),
  version: z.number(),
  language: z.string().nullable(),
  createdAt: z.string(),
  lastStatusUpdate: z.string(),
  /** When the documents and personal answers were erased (decision 016); null while kept. */
  personalDataErasedAt: z.string().nullable(),
  /** When they will be (YYYY-MM-DD), once every traveller is decided or the application cancelled. */
  documentsDeletedOn: z.string().nullable(),
  documents: z.array(adminDocumentSchema),
  payment: adminPaymentSchema,
  events: z.array(adminEventSchema),
  refunds: z.array(refundSchema),
  /** Who of the staff opened the application, its documents, CSV or receipt: newest first, bounded. */
  accessLog: z.array(applicationAccessSchema),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
