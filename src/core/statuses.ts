/** Application statuses (spec §4). 'reviewing' is shown to users only; 'cancelled' is the owner's cancel (docs/decisions/047-the-first-readings-of-the-spec.md). */
export const applicationStatuses = [
  'pending',
  'processing',
  'reviewing',
  'approved',
  'partly_approved',
  'rejected',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What an admin may set from the detail page. */
export const adminSettableStatuses = ['processing', 'approved', 'rejected'] as const;
export type AdminSettableStatus = (typeof adminSettableStatuses)[number];

export const processingTypes = ['priority', 'standard', 'expedited'] as const;
export type ProcessingType = (typeof processingTypes)[number];
/** The one processing type on sale (spec: priority, 24-48 hours); the others are only read. */
export const offeredProcessingType = 'priority' satisfies ProcessingType;

/**
 * 'refunded': a refund reached the provider and succeeded; the amount is in its details (amountPence). 'claimed',
 * 'assigned' (the assignee's name in the notes) and 'released': the caseworker's queue (decision 018).
 * The case events name a traveller (decision 017): a case moved, information asked for, information
 * sent back.
 */
export const applicationEventTypes = [
  'submitted',
  'status_changed',
  'note',
  'cancelled',
  'refunded',
  'claimed',
  'assigned',
  'released',
  'case_changed',
  'information_requested',
  'information_provided',
] as const;
export type ApplicationEventType = (typeof applicationEventTypes)[number];

/** Events of the staff's own work that the traveller's timeline leaves out. */
export const staffOnlyEventTypes: readonly ApplicationEventType[] = ['note', 'claimed', 'assigned', 'released'];

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const contactMessageStatuses = ['unresolved', 'resolved'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/**
 * The statuses staff may still move an application to, from each status (issue #22). Approved and
 * rejected are final decisions and a cancelled application is the traveller's: none apply then.
 * The detail page and the list's row menu offer only these; PATCH …/status refuses any other.
 */
export const statusMoves: Record<ApplicationStatus, readonly AdminSettableStatus[]> = {
  pending: ['processing', 'approved', 'rejected'],
  reviewing: ['processing', 'approved', 'rejected'],
  processing: ['approved', 'rejected'],
  approved: [],
  partly_approved: [],
  rejected: [],
  cancelled: [],
};

export const canMoveTo = (from: ApplicationStatus, to: AdminSettableStatus) => statusMoves[from].includes(to);

/** Refused by PATCH …/status after a final decision (409). */
export const decidedApplicationMessage = 'This application has a final decision and its status cannot be changed.';

/** The admin progress tracker's stages (admin spec §2 'Application detail'). */
export const progressStages = ['received', 'processing', 'issued', 'finalised'] as const;
export type ProgressStage = (typeof progressStages)[number];

/**
 * How many stages are complete, the next one being the current stage; null where a banner replaces
 * the tracker (rejected, cancelled). Received is done on submission; Processing once staff have
 * taken it up; Issued and Finalised once every traveller's decision is recorded (issue #36: the
 * caseworker's work on the application is then finished, whatever the retention rule keeps).
 */
export function progressOf(status: ApplicationStatus): number | null {
  switch (status) {
    case 'pending':
    case 'reviewing':
      return 1;
    case 'processing':
      return 2;
    case 'approved':
    case 'partly_approved':
      return progressStages.length;
    default:
      return null;
  }
}
