/** Application statuses (spec §4). 'reviewing' is shown to users only; 'cancelled' is the owner's cancel (DECISIONS.md). */
export const applicationStatuses = ['pending', 'processing', 'reviewing', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What an admin may set from the detail page. */
export const adminSettableStatuses = ['processing', 'approved', 'rejected'] as const;
export type AdminSettableStatus = (typeof adminSettableStatuses)[number];

export const processingTypes = ['priority', 'standard', 'expedited'] as const;
export type ProcessingType = (typeof processingTypes)[number];

/** 'refunded': a refund reached the provider and succeeded; the amount is in the notes. */
export const applicationEventTypes = ['submitted', 'status_changed', 'note', 'cancelled', 'refunded'] as const;
export type ApplicationEventType = (typeof applicationEventTypes)[number];

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const contactMessageStatuses = ['unresolved', 'resolved'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];
