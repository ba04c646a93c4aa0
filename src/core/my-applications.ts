import { z } from 'zod';
import { applicationEventTypes, applicationStatuses, processingTypes } from './statuses';

/** The traveller's own view of applications (spec §2 'User dashboard', 'Application detail'; §7). */

export const applicationNotFoundMessage = 'Application not found';
export const onlyPendingCancelMessage =
  'Only a pending application can be cancelled. This application is already being handled or closed.';
export const trackingRateLimitMessage = 'Too many searches. Please wait a minute and try again.';
export const applicationFoundMessage = 'Application found';

export const myApplicationListItemSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string(),
  status: z.enum(applicationStatuses),
  statusNotes: z.string().nullable(),
  createdAt: z.string(),
  lastStatusUpdate: z.string(),
  applicantCount: z.number(),
  processingType: z.enum(processingTypes),
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

export const myTravellerSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
  issuingCountry: z.string().nullable(),
});

export const myApplicationEventSchema = z.object({
  id: z.number(),
  type: z.enum(applicationEventTypes),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type MyApplicationEvent = z.infer<typeof myApplicationEventSchema>;

export const myApplicationSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  email: z.string(),
  phone: z.string(),
  passportNumber: z.string(),
  passportIssueDate: z.string(),
  passportExpiryDate: z.string(),
  issuingCountry: z.string(),
  travelPurpose: z.string(),
  arrivalDate: z.string(),
  departureDate: z.string(),
  ukAddress: z.string(),
  processingType: z.enum(processingTypes),
  isMultipleApplicants: z.boolean(),
  applicantCount: z.number(),
  additionalApplicants: z.array(myTravellerSchema),
  status: z.enum(applicationStatuses),
  statusNotes: z.string().nullable(),
  createdAt: z.string(),
  lastStatusUpdate: z.string(),
  documents: z.array(z.object({ id: z.string(), kind: z.string(), name: z.string() })),
  payment: z.object({
    cardholderName: z.string().nullable(),
    brand: z.string().nullable(),
    maskedCard: z.string().nullable(),
    expiry: z.string().nullable(),
    amountPence: z.number(),
    paidAt: z.string().nullable(),
  }),
  events: z.array(myApplicationEventSchema),
  canCancel: z.boolean(),
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
