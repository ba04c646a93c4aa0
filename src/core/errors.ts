import type { QueueErrorCode } from './queue';

/** The JSON error shape of DESIGN.md; the web switches on `code`, never on message text. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** With a wrong code: the tries left before it is locked. */
  attemptsLeft?: number;
}

export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A status change on an application its traveller cancelled (409). */
  applicationCancelled: 'APPLICATION_CANCELLED',
  /** A status change that no longer applies: the application has a final decision (409). */
  applicationDecided: 'APPLICATION_DECIDED',
  /** The card was refused by the payment provider (402). */
  cardDeclined: 'CARD_DECLINED',
  /** A refund above what may be refunded; the message names the most that can be (400). */
  refundTooLarge: 'REFUND_TOO_LARGE',
  /** The password was right; a second-factor code is needed, or the one given was wrong (401). */
  mfaRequired: 'MFA_REQUIRED',
  /** A staff session that has not set up its second factor yet may only do that (403). */
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** An image of more pixels than we decode (413). */
  imageTooLarge: 'IMAGE_TOO_LARGE',
  /** A PDF with scripts, actions, attachments, XFA forms or encryption (415). */
  activeContent: 'PDF_ACTIVE_CONTENT',
  /** The virus scanner found something in the file (422). */
  fileInfected: 'FILE_INFECTED',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
/** The queue's codes live beside its rules (core/queue.ts), out of every page's bundle. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes] | QueueErrorCode;
