import { z } from 'zod';
import { reviewPromiseHours, urgentTravelHours } from './limits';
import { applicationNotFoundMessage } from './not-found';
import type { ApplicationStatus } from './statuses';

/**
 * The caseworker's queue (issue #17, item 4; decision 018): who works on an application, how long
 * it has waited against our 24-48 hour review promise, and whether the trip is too close for it.
 */

/**
 * The list's views: every application, the open ones assigned to me, the open ones nobody has, and
 * those with a traveller asked for information (decision 017), whoever has them.
 */
export const queueViews = ['all', 'mine', 'unassigned', 'information_needed'] as const;
export type QueueView = (typeof queueViews)[number];

/** Applications staff still work on: claimable, assignable, counted in My cases and Unassigned. */
export const openStatuses = ['pending', 'reviewing', 'processing'] as const satisfies readonly ApplicationStatus[];
export const isOpen = (status: ApplicationStatus) => (openStatuses as readonly string[]).includes(status);

const reviewClockStatuses: readonly ApplicationStatus[] = ['pending', 'reviewing'];

/** on_time: under 24 hours since payment; due_soon: 24-48 hours; overdue: past 48 hours. */
export const reviewClocks = ['on_time', 'due_soon', 'overdue'] as const;
export type ReviewClock = (typeof reviewClocks)[number];

const hour = 3_600_000;

/** Where an application stands against the promise, or null once it is past our review (or closed). */
export function reviewClockOf(status: ApplicationStatus, paidAt: Date | string, now = new Date()): ReviewClock | null {
  if (!reviewClockStatuses.includes(status)) return null;
  const waited = (now.getTime() - new Date(paidAt).getTime()) / hour;
  if (waited >= reviewPromiseHours.latest) return 'overdue';
  return waited >= reviewPromiseHours.soonest ? 'due_soon' : 'on_time';
}

/** When the promise runs out: 48 hours after payment. */
export const reviewDueAt = (paidAt: Date | string) =>
  new Date(new Date(paidAt).getTime() + reviewPromiseHours.latest * hour);

/**
 * Whether a trip starting on `arrivalDate` (YYYY-MM-DD) begins within 72 hours: the start of that
 * day (UTC) is less than 72 hours away, or already past. The wizard's travel step warns on it and
 * the queue flags it.
 */
export function arrivesWithin72Hours(arrivalDate: string, now = new Date()): boolean {
  const start = Date.parse(`${arrivalDate}T00:00:00Z`);
  if (Number.isNaN(start)) return false;
  return start - now.getTime() < urgentTravelHours * hour;
}

export { officialEtaUrl } from './official-channels';
export { reviewPromiseHours, urgentTravelHours };

export const queueMessages = {
  alreadyAssigned: (name: string) => `This application is already assigned to ${name}.`,
  assignmentChanged: 'Someone else changed who this application is assigned to. The current assignee is shown.',
  notAssignee: 'Only the member of staff it is assigned to can release this application.',
  notOpen: 'This application is closed: it cannot be claimed or assigned.',
  notStaff: 'Choose a member of staff to assign it to.',
  notPending: 'Only a pending application can be marked in review.',
  selectionRequired: 'Select at least one application.',
  selectionTooLarge: 'Select at most 100 applications at a time.',
} as const;

/** Each 409 but NOT_STAFF (400); the web says them in the reader's language by code. */
export const queueErrorCodes = {
  alreadyAssigned: 'ALREADY_ASSIGNED',
  assignmentChanged: 'ASSIGNMENT_CHANGED',
  notAssignee: 'NOT_ASSIGNEE',
  applicationClosed: 'APPLICATION_CLOSED',
  notStaff: 'NOT_STAFF',
  notPending: 'NOT_PENDING',
} as const;
export type QueueErrorCode = (typeof queueErrorCodes)[keyof typeof queueErrorCodes];

export const maxBulkSelection = 100;

const selection = z
  .array(z.uuid(applicationNotFoundMessage))
  .min(1, queueMessages.selectionRequired)
  .max(maxBulkSelection, queueMessages.selectionTooLarge);

export const assignSchema = z.object({
  assigneeId: z.uuid(queueMessages.notStaff),
  /**
   * Who the caller saw it assigned to (null: nobody). When given and no longer true, the
   * assignment is refused (409) rather than taken from a colleague who claimed it meanwhile.
   */
  expectedAssigneeId: z.uuid().nullable().optional(),
});
export type AssignRequest = z.infer<typeof assignSchema>;

export const bulkActions = ['assign', 'mark_in_review'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), ids: selection, assigneeId: z.uuid(queueMessages.notStaff) }),
  z.object({ action: z.literal('mark_in_review'), ids: selection }),
]);
export type BulkRequest = z.infer<typeof bulkSchema>;

/** The selection's CSV: ids joined by commas in the query string (a link can download it). */
export const selectionQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(selection),
});

export const staffMemberSchema = z.object({ id: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const assignmentSchema = z.object({
  assignee: staffMemberSchema.nullable(),
  claimedAt: z.string().nullable(),
  reviewClock: z.enum(reviewClocks).nullable(),
  reviewDueAt: z.string().nullable(),
  departsWithin72Hours: z.boolean(),
  /** The arrival comes before the latest day a decision could come (core/decision-deadline.ts). */
  arrivalAtRisk: z.boolean(),
  /** Other open applications with a traveller of the same passport (number and issuing country). */
  duplicates: z.array(z.object({ id: z.string(), referenceNumber: z.string(), status: z.string() })),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const bulkResultSchema = z.object({
  success: z.literal(true),
  results: z.array(
    z.object({ id: z.string(), ok: z.boolean(), code: z.string().optional(), message: z.string().optional() }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
