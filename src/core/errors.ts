import type { QueueErrorCode } from './admin-queue';
import type { RequestSafetyCode } from './request-safety';

/** The JSON error shape of docs/decisions/027-errors-by-code-and-one-format-module.md; the web switches on `code`, never on message text. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** With a wrong code: the tries left before it is locked. */
  attemptsLeft?: number;
  /**
   * The values the message names, for the client's own words (`errors` namespace): amounts in
   * pence end in `Pence` and are formatted by the reader's locale.
   */
  params?: Record<string, string | number>;
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
  /** A PDF with a part the check could not read: an unknown filter, data that does not decode, a broken object (415). */
  pdfUnreadable: 'PDF_UNREADABLE',
  /** A PDF that decodes to more than the check's budget or takes longer than its time limit (415). */
  pdfTooComplex: 'PDF_TOO_COMPLEX',
  /** The virus scanner found something in the file (422). */
  fileInfected: 'FILE_INFECTED',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/**
 * The specific refusals (decision 027): each names one situation, so the web shows its own words
 * for it in the reader's language (the `errors` namespace, key = code) and the English there is
 * the server's message. The generic codes above are left for the framework's own fallbacks (an
 * unknown route, a schema's 400, a missing permission).
 */
export const refusalCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** A wrong or expired e-mail verification code (400). */
  codeExpired: 'CODE_EXPIRED',
  resetCodeExpired: 'RESET_CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  notATestCard: 'NOT_A_TEST_CARD',
  cardExpired: 'CARD_EXPIRED',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  paymentProcessing: 'PAYMENT_PROCESSING',
  paymentHeld: 'PAYMENT_HELD',
  paymentNotComplete: 'PAYMENT_NOT_COMPLETE',
  documentsChanged: 'DOCUMENTS_CHANGED',
  documentLocked: 'DOCUMENT_LOCKED',
  deviceCheckClosed: 'DEVICE_CHECK_CLOSED',
  applicationNotFound: 'APPLICATION_NOT_FOUND',
  applicationNotPending: 'APPLICATION_NOT_PENDING',
  maintenance: 'MAINTENANCE',
  applicationsPaused: 'APPLICATIONS_PAUSED',
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  fileTooLarge: 'FILE_TOO_LARGE',
  photoType: 'PHOTO_TYPE_UNSUPPORTED',
  documentType: 'DOCUMENT_TYPE_UNSUPPORTED',
  photoTooSmall: 'PHOTO_TOO_SMALL',
  scanUnavailable: 'SCAN_UNAVAILABLE',
  fileMissing: 'FILE_MISSING',
  documentKindMissing: 'DOCUMENT_KIND_MISSING',
  uploadMalformed: 'UPLOAD_MALFORMED',
  fixNotWaiting: 'FIX_NOT_WAITING',
  fixNotRequested: 'FIX_NOT_REQUESTED',
  fixMissing: 'FIX_MISSING',
  fixDocumentNotYours: 'FIX_DOCUMENT_NOT_YOURS',
  travellerNotFound: 'TRAVELLER_NOT_FOUND',
  fixSignInOrLink: 'FIX_SIGN_IN_OR_LINK',
  fixLinkInvalid: 'FIX_LINK_INVALID',
  crossSite: 'CROSS_SITE_REQUEST',
  /** A NUL character in a request field; `params.field` names it (400). */
  nulCharacter: 'NUL_CHARACTER',
  // Mostly met by staff: each names its situation too, so the admin portal says it in the reader's words.
  /** A case move the transition table does not allow; `params.fromStatus`/`toStatus` are case statuses (409). */
  caseMoveRefused: 'CASE_MOVE_REFUSED',
  /** POST …/cases: the first listed traveller that cannot move (`params.traveller`, `travellerIndex`, `fromStatus`, `toStatus`); nobody moved (409). */
  casesMoveRefused: 'CASES_MOVE_REFUSED',
  /** PATCH …/status to approved or rejected while an open traveller is not submitted (409). */
  caseNotSubmitted: 'CASE_NOT_SUBMITTED',
  decisionDateInvalid: 'DECISION_DATE_INVALID',
  /** The application changed since the admin loaded it; the answer carries its current state (409). */
  applicationChanged: 'APPLICATION_CHANGED',
  mfaAlreadyOn: 'MFA_ALREADY_ON',
  mfaSetupNotFound: 'MFA_SETUP_NOT_FOUND',
  /** On a form (turning two-step verification on or off); at sign-in 401 MFA_REQUIRED and 401 MFA_CODE_INVALID. */
  mfaCodeMissing: 'MFA_CODE_MISSING',
  mfaCodeInvalid: 'MFA_CODE_INVALID',
  mfaStaffCannotTurnOff: 'MFA_STAFF_CANNOT_TURN_OFF',
  ownMfaReset: 'OWN_MFA_RESET',
  userNotFound: 'USER_NOT_FOUND',
  emailInUse: 'EMAIL_IN_USE',
  adminDemotion: 'ADMIN_DEMOTION_REFUSED',
  accountUndeletable: 'ACCOUNT_UNDELETABLE',
  emailNotFound: 'EMAIL_NOT_FOUND',
  emailAlreadySent: 'EMAIL_ALREADY_SENT',
  emailAlreadyQueued: 'EMAIL_ALREADY_QUEUED',
  emailCodeErased: 'EMAIL_CODE_ERASED',
  settingsChanged: 'SETTINGS_CHANGED',
  /** POST /api/admin/fees with an instant that is not in the future (400). */
  feeChangeNotFuture: 'FEE_CHANGE_NOT_FUTURE',
  /** POST /api/admin/fees at the instant of another live change (409). */
  feeChangeSameInstant: 'FEE_CHANGE_SAME_INSTANT',
  /** DELETE /api/admin/fees/{id} of a change that has started (409). */
  feeChangeStarted: 'FEE_CHANGE_STARTED',
  feeChangeNotFound: 'FEE_CHANGE_NOT_FOUND',
  /** A draft priced again after its intent's life at a new price; `params` carry it (409). */
  priceChanged: 'PRICE_CHANGED',
  contactMessageNotFound: 'CONTACT_MESSAGE_NOT_FOUND',
  paymentNotNeedingAttention: 'PAYMENT_NOT_NEEDING_ATTENTION',
  paymentAmountDiffers: 'PAYMENT_AMOUNT_DIFFERS',
  noPreview: 'NO_PREVIEW',
  /** A payment provider's webhook whose signature does not verify (400). */
  invalidSignature: 'INVALID_SIGNATURE',
  /** A reminder's unsubscribe link whose signature does not verify (400). */
  unsubscribeLinkInvalid: 'UNSUBSCRIBE_LINK_INVALID',
  // The 429s (core/limits.ts rateLimitMessages); each carries `params.waitSeconds`, its Retry-After.
  tooManySignIns: 'TOO_MANY_SIGN_INS',
  tooManyTries: 'TOO_MANY_TRIES',
  codeRequestedRecently: 'CODE_REQUESTED_RECENTLY',
  tooManyAccountCodes: 'TOO_MANY_ACCOUNT_CODES',
  tooManyWrongCodes: 'TOO_MANY_WRONG_CODES',
  mfaTooManyCodes: 'MFA_TOO_MANY_CODES',
  tooManySearches: 'TOO_MANY_SEARCHES',
  tooManyUploads: 'TOO_MANY_UPLOADS',
  tooManyMessages: 'TOO_MANY_MESSAGES',
  /** 'Download my data' while the same account's previous export is still being sent (429). */
  exportInProgress: 'EXPORT_IN_PROGRESS',
  tooManyExports: 'TOO_MANY_EXPORTS',
} as const;

/**
 * The framework-level codes, sent only with their own words (errors.json) or, for a schema's 400,
 * with field errors the web translates: an English reader sees the server's own words.
 * `src/server/lib/generic-refusals.test.ts` fails if a server module throws one with a message of its own.
 */
export const genericErrorCodes: readonly string[] = [
  errorCodes.badRequest,
  errorCodes.validation,
  errorCodes.forbidden,
  errorCodes.notFound,
  errorCodes.conflict,
];
/** The queue's codes live beside its rules (core/admin-queue.ts), out of every page's bundle. */
export type ErrorCode =
  | (typeof errorCodes)[keyof typeof errorCodes]
  | (typeof refusalCodes)[keyof typeof refusalCodes]
  | QueueErrorCode
  | RequestSafetyCode;
