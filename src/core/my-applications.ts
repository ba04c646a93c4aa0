import { z } from 'zod';
import { adminApplicationSchema, adminDocumentSchema, travellerSchema } from './admin-applications';
import { caseTravellerSchema } from './case-requests';
import { caseStatuses } from './cases';
import { refundSchema } from './refunds';
import { type ApplicationStatus, applicationEventTypes, applicationStatuses } from './statuses';

/** The traveller's own view of applications (spec §2 'User dashboard', 'Application detail'; §7). */

export const onlyPendingCancelMessage =
  'Only a pending application can be cancelled. This application is already being handled or closed.';
export const applicationFoundMessage = 'Application found';

/** The traveller's fields are the staff view's, picked: one rule for each field. */
export const myApplicationListItemSchema = adminApplicationSchema
  .pick({
    id: true,
    referenceNumber: true,
    firstName: true,
    lastName: true,
    nationality: true,
    status: true,
    statusNotes: true,
    createdAt: true,
    lastStatusUpdate: true,
    applicantCount: true,
    processingType: true,
  })
  .extend({
    /** The dashboard's task list: one row per traveller with their case status. */
    travellers: z.array(caseTravellerSchema.pick({ index: true, firstName: true, lastName: true, caseStatus: true })),
  });
export type MyApplicationListItem = z.infer<typeof myApplicationListItemSchema>;

export const myApplicationListSchema = z.object({
  success: z.literal(true),
  applications: z.array(myApplicationListItemSchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type MyApplicationList = z.infer<typeof myApplicationListSchema>;

export const myApplicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** A fellow traveller as the owner sees them (contact details belong to the primary applicant). */
export const myTravellerSchema = travellerSchema.omit({ email: true, phone: true });

export const myApplicationEventSchema = z.object({
  id: z.number(),
  type: z.enum(applicationEventTypes),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  notes: z.string().nullable(),
  /** A refund's amount, said in the reader's words (the English note is not sent). */
  amountPence: z.number().nullable().optional(),
  travellerIndex: z.number().nullable(),
  createdAt: z.string(),
});
export type MyApplicationEvent = z.infer<typeof myApplicationEventSchema>;

export const myApplicationSchema = adminApplicationSchema
  .pick({
    id: true,
    referenceNumber: true,
    firstName: true,
    lastName: true,
    dateOfBirth: true,
    nationality: true,
    email: true,
    phone: true,
    passportNumber: true,
    passportIssueDate: true,
    passportExpiryDate: true,
    issuingCountry: true,
    travelPurpose: true,
    arrivalDate: true,
    departureDate: true,
    ukAddress: true,
    processingType: true,
    isMultipleApplicants: true,
    applicantCount: true,
    status: true,
    statusNotes: true,
    createdAt: true,
    lastStatusUpdate: true,
    personalDataErasedAt: true,
    documentsDeletedOn: true,
    /** The traveller's own answers to the Home Office's questions (decision 033). */
    answers: true,
  })
  .extend({
    additionalApplicants: z.array(myTravellerSchema),
    travellers: z.array(caseTravellerSchema),
    /** The traveller's current documents, each with whose it is (0 the main applicant) and its type for a preview. */
    documents: z.array(
      adminDocumentSchema.pick({
        id: true,
        kind: true,
        name: true,
        mimeType: true,
        sizeBytes: true,
        travellerIndex: true,
      }),
    ),
    payment: z.object({
      cardholderName: z.string().nullable(),
      brand: z.string().nullable(),
      maskedCard: z.string().nullable(),
      expiry: z.string().nullable(),
      amountPence: z.number(),
      /** The government fee included in each traveller's price, as paid (decision 037). */
      governmentFeePence: z.number(),
      paidAt: z.string().nullable(),
    }),
    refunds: z.array(refundSchema),
    events: z.array(myApplicationEventSchema),
    canCancel: z.boolean(),
    /** The travellers the owner may cancel one by one (not yet submitted), by index, each refunded their price. */
    cancellableTravellers: z.array(z.number()),
    /**
     * What cancelling one traveller before submission refunds: their price, within what may still
     * be refunded (an earlier refund by staff lowers it), as the server will compute it.
     */
    travellerPricePence: z.number(),
  });
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const trackingResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  referenceNumber: z.string(),
  status: z.enum(applicationStatuses),
  lastUpdated: z.string(),
  /** Each traveller's own outcome (docs/decisions/030-decisions-recorded-per-traveller.md, 'A family's outcome'), named as the viewer may see them. */
  travellers: z.array(z.object({ name: z.string(), status: z.enum(caseStatuses) })),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

export const myMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  applicationReference: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.string() })),
});
export type MyMessage = z.infer<typeof myMessageSchema>;

export const myMessagesSchema = z.object({ success: z.literal(true), messages: z.array(myMessageSchema) });

/** 'Jane Smith' → 'J*** S***': initials only, for anyone who is neither the owner nor staff. */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first}***` : '***';
}

/** The status a badge shows: a status the spec and our decisions do not list reads as Pending (spec §4, 'default for anything else'). */
export function shownStatus(status: string): ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'pending';
}
