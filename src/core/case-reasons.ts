import { fieldCodes } from './field-codes';
import type { PassportComparedField, PassportVerdict } from './passport-check';
import type { PhotoWarning } from './photo-check';

/**
 * Standard reasons for a request for information (issue #36, decision 038): each a code the
 * traveller reads in their own language (src/locales/<language>/reasons.json), tied to the answer
 * or document it concerns. Photo codes are the photo check's own names where they overlap, so a
 * warning of the check is offered as the reason itself.
 */
export const caseReasonCatalogue = {
  PHOTO_TOO_DARK: 'photo',
  PHOTO_TOO_BRIGHT: 'photo',
  PHOTO_LOW_CONTRAST: 'photo',
  PHOTO_BLURRED: 'photo',
  PHOTO_NOT_FACING_CAMERA: 'photo',
  PHOTO_BACKGROUND_NOT_PLAIN: 'photo',
  PHOTO_EYES_COVERED: 'photo',
  PHOTO_HEAD_COVERED: 'photo',
  PHOTO_SHADOWS: 'photo',
  PHOTO_NO_FACE: 'photo',
  PHOTO_SEVERAL_FACES: 'photo',
  PHOTO_FACE_TOO_SMALL: 'photo',
  SCAN_CUT_OFF: 'passportScan',
  SCAN_GLARE: 'passportScan',
  SCAN_UNREADABLE: 'passportScan',
  SCAN_WRONG_PAGE: 'passportScan',
  PASSPORT_NUMBER_DIFFERS: 'passportNumber',
  FIRST_NAME_DIFFERS: 'firstName',
  LAST_NAME_DIFFERS: 'lastName',
  DATE_OF_BIRTH_DIFFERS: 'dateOfBirth',
  EXPIRY_DATE_DIFFERS: 'passportExpiryDate',
  NATIONALITY_DIFFERS: 'nationality',
  ISSUING_COUNTRY_DIFFERS: 'issuingCountry',
} as const;

/** The refusals of issue #36's requests, worded in reasons.json's `errors` too. */
export const caseReasonMessages = {
  reasonOrMessage: 'Choose a reason or write a message saying what to fix and why.',
  referencesPerTraveller: 'Enter one Home Office reference for each traveller, in the same order.',
  travellersRequired: 'Choose one or more different travellers.',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const caseReasonCodes = {
  ...fieldCodes('CASE_REASON', ['reasonOrMessage', 'referencesPerTraveller', 'travellersRequired']),
} as const;

export type CaseReason = keyof typeof caseReasonCatalogue;
/** The answer or document a reason is about (a fixable field or document of case-requests.ts). */
export type CaseReasonSubject = (typeof caseReasonCatalogue)[CaseReason];
export const caseReasons = Object.keys(caseReasonCatalogue) as [CaseReason, ...CaseReason[]];

export const isCaseReason = (code: string): code is CaseReason => Object.hasOwn(caseReasonCatalogue, code);

/** The reasons staff may give for what they ticked, in catalogue order. */
export const reasonsFor = (subjects: readonly string[]): CaseReason[] =>
  caseReasons.filter((code) => subjects.includes(caseReasonCatalogue[code]));

/** The photo check's warnings that have no reason of the same name, and the reason that says it. */
const photoWarningReason: Partial<Record<PhotoWarning, CaseReason>> = {
  PHOTO_HEAD_TILTED: 'PHOTO_NOT_FACING_CAMERA',
  PHOTO_FACE_OFF_CENTRE: 'PHOTO_NOT_FACING_CAMERA',
};

const passportFieldReason: Record<PassportComparedField, CaseReason> = {
  passportNumber: 'PASSPORT_NUMBER_DIFFERS',
  firstName: 'FIRST_NAME_DIFFERS',
  lastName: 'LAST_NAME_DIFFERS',
  dateOfBirth: 'DATE_OF_BIRTH_DIFFERS',
  passportExpiryDate: 'EXPIRY_DATE_DIFFERS',
  nationality: 'NATIONALITY_DIFFERS',
  issuingCountry: 'ISSUING_COUNTRY_DIFFERS',
};

/**
 * The reasons the passport and photo checks suggest for one traveller: each photo warning, each
 * field the passport's lines contradict (unless the traveller confirmed it), an unreadable scan.
 */
export function suggestedReasons(checks: {
  photoWarnings?: readonly PhotoWarning[];
  passport?: Pick<PassportVerdict, 'status' | 'differences' | 'confirmed'>;
}): CaseReason[] {
  const found = new Set<CaseReason>();
  for (const warning of checks.photoWarnings ?? []) {
    const reason = isCaseReason(warning) ? warning : photoWarningReason[warning];
    if (reason) found.add(reason);
  }
  const passport = checks.passport;
  if (passport?.status === 'unreadable') found.add('SCAN_UNREADABLE');
  if (passport?.status === 'mismatch') {
    for (const field of passport.differences) {
      if (!passport.confirmed.includes(field)) found.add(passportFieldReason[field]);
    }
  }
  return caseReasons.filter((code) => found.has(code));
}
