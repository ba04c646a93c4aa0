import { z } from 'zod';
import { applicationCodes } from './application-messages';
import {
  departureNotBeforeArrival,
  departureWithinPassports,
  expiryAfterIssue,
  passportsValidUntilDeparture,
  passportValidUntil,
} from './application-refinements';
import { addMonths, isIsoDate, localToday } from './calendar';
import { isCountryCode } from './countries';
import { emailField } from './email';
import { etaStatusOf } from './eta-nationalities';
import { maxAdditionalApplicants, maxLengths, minPhotoSize, passportWarningMonths } from './limits';
import { passportConfirmedSchema } from './passport-check';
import { relationshipField } from './relationships';
import { offeredProcessingType } from './statuses';
import { travellerQuestionFields } from './traveller-questions';

export { applicationCodes, messages } from './application-messages';
export { addMonths, isIsoDate, isoDay, localToday, ukDayOf, ukToday } from './calendar';
export * from './cards';

/**
 * The application wizard's rules (traveller spec §5), written once: the web forms and the
 * server routes parse with these schemas, so a rule and its message cannot drift apart.
 */

export const travelPurposes = ['tourism', 'business', 'study', 'medical', 'transit', 'visiting'] as const;
export type TravelPurpose = (typeof travelPurposes)[number];

export const documentKinds = ['passportScan', 'photo', 'additionalDocument'] as const;
export type DocumentKind = (typeof documentKinds)[number];
/** The file types each document may be (spec §5 'File uploads'); the server checks the bytes. */
export const documentMimeTypes: Record<DocumentKind, readonly string[]> = {
  passportScan: ['image/jpeg', 'image/png', 'application/pdf'],
  photo: ['image/jpeg', 'image/png'],
  additionalDocument: ['image/jpeg', 'image/png', 'application/pdf'],
};

export { minPhotoSize };
export const photoTooSmallMessage = `The photo must be at least ${minPhotoSize.width} × ${minPhotoSize.height} pixels.`;
export const isPhotoLargeEnough = (width: number, height: number) =>
  width >= minPhotoSize.width && height >= minPhotoSize.height;

/**
 * docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity': a passport valid until the departure date is accepted, but
 * one that expires within 6 months of today gets the spec's sentence as a warning, not an error.
 */
export const expiresWithinWarningMonths = (expiry: string, today: string) =>
  isIsoDate(expiry) && expiry < addMonths(today, passportWarningMonths);

/**
 * A name as printed in the passport's Latin-script lines (docs/decisions/047-the-first-readings-of-the-spec.md, 'Names in passport
 * fields'): Latin letters with any accent (é, ø, ł, ß), spaces, hyphens and apostrophes. The
 * NFKC comparison refuses look-alikes such as full-width ＹＡＭＡＤＡ from an East Asian keyboard.
 */
export function isPassportName(value: string): boolean {
  const name = value.normalize('NFC');
  return (
    name === name.normalize('NFKC') && /\p{Script=Latin}/u.test(name) && /^[\p{Script=Latin}\p{M} '’ʼ‐-]+$/u.test(name)
  );
}

const text = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);
const isoDate = (message: string = applicationCodes.date) =>
  z.string({ error: message }).trim().refine(isIsoDate, message);
const country = (message: string) => z.string({ error: message }).refine(isCountryCode, message);
const documentId = (message: string) => z.uuid({ error: message });

/**
 * A nationality we can apply for: one that needs an ETA today (docs/decisions/023-every-eta-nationality.md, 'Eligible
 * nationalities'). A visa national is told they need a visa; British and Irish citizens that they
 * need nothing. Checked on step 1, so no one pays for what they cannot have, and by the server.
 */
const needsEta = (today: () => string) => (code: string, ctx: z.RefinementCtx) => {
  if (!isCountryCode(code)) return;
  const status = etaStatusOf(code, today());
  if (status !== 'eta') {
    ctx.addIssue({
      code: 'custom',
      message: status === 'none' ? applicationCodes.nationalityNoEta : applicationCodes.nationalityVisa,
    });
  }
};

/** Names as in the passport, an ETA nationality, no birth or issue date after today: added to a traveller's own fields. */
function withTravellerRules<
  F extends {
    firstName: z.ZodType<string>;
    lastName: z.ZodType<string>;
    dateOfBirth: z.ZodType<string>;
    nationality: z.ZodType<string>;
    passportIssueDate: z.ZodType<string>;
  },
>(fields: F, today: () => string): F {
  const latin = (value: string) => value === '' || isPassportName(value);
  const notAfterToday = (value: string) => !isIsoDate(value) || value <= today();
  return {
    ...fields,
    firstName: fields.firstName.refine(latin, applicationCodes.passportName),
    lastName: fields.lastName.refine(latin, applicationCodes.passportName),
    dateOfBirth: fields.dateOfBirth.refine(notAfterToday, applicationCodes.dateMustBePast),
    nationality: fields.nationality.superRefine(needsEta(today)),
    passportIssueDate: fields.passportIssueDate.refine(notAfterToday, applicationCodes.dateNotFuture),
  };
}

export const personalFields = {
  firstName: text(2, applicationCodes.firstName).max(maxLengths.name, applicationCodes.firstNameTooLong),
  lastName: text(2, applicationCodes.lastName).max(maxLengths.name, applicationCodes.lastNameTooLong),
  dateOfBirth: isoDate(),
  nationality: country(applicationCodes.nationality),
  email: emailField(),
  phone: text(5, applicationCodes.phone).max(maxLengths.phone, applicationCodes.phoneTooLong),
  passportNumber: text(5, applicationCodes.passportNumber).max(
    maxLengths.passportNumber,
    applicationCodes.passportNumberTooLong,
  ),
  passportIssueDate: isoDate(),
  passportExpiryDate: isoDate(),
  issuingCountry: country(applicationCodes.issuingCountry),
};

/** Step 1: the primary applicant; the departure date once the travel step has one. */
export function makePersonalStepSchema(today: () => string, departureDate?: string) {
  return passportValidUntil(
    expiryAfterIssue(z.object(withTravellerRules(personalFields, today)), today),
    departureDate,
  );
}
export const personalStepSchema = makePersonalStepSchema(localToday);
export type PersonalStep = z.infer<typeof personalStepSchema>;

export const additionalApplicantFields = {
  firstName: text(2, applicationCodes.firstName).max(maxLengths.name, applicationCodes.firstNameTooLong),
  lastName: text(2, applicationCodes.lastName).max(maxLengths.name, applicationCodes.lastNameTooLong),
  dateOfBirth: isoDate(),
  nationality: country(applicationCodes.nationalityOther),
  passportNumber: text(5, applicationCodes.passportNumber).max(
    maxLengths.passportNumber,
    applicationCodes.passportNumberTooLong,
  ),
  passportIssueDate: isoDate(),
  passportExpiryDate: isoDate(),
  issuingCountry: country(applicationCodes.issuingCountryOther),
  relationship: relationshipField(applicationCodes.relationship),
};

/** The family-member dialog; the departure date once the travel step has one. */
export function makeAdditionalApplicantSchema(today: () => string, departureDate?: string) {
  return passportValidUntil(
    expiryAfterIssue(z.object(withTravellerRules(additionalApplicantFields, today)), today),
    departureDate,
  );
}
export const additionalApplicantSchema = makeAdditionalApplicantSchema(localToday);
export type AdditionalApplicant = z.infer<typeof additionalApplicantSchema>;

/** An additional traveller as submitted: their answers and the ids of their uploaded documents. */
export function makeAdditionalApplicantSubmissionSchema(today: () => string) {
  return expiryAfterIssue(
    z.object({
      ...withTravellerRules(additionalApplicantFields, today),
      ...travellerQuestionFields,
      passportScanPath: documentId(applicationCodes.passportScan),
      photoPath: documentId(applicationCodes.photo),
      /** Passport-check differences the traveller confirmed (decision 034): recorded, never a refusal. */
      passportConfirmed: passportConfirmedSchema.optional(),
    }),
    today,
  );
}
export const additionalApplicantSubmissionSchema = makeAdditionalApplicantSubmissionSchema(localToday);
export type AdditionalApplicantSubmission = z.infer<typeof additionalApplicantSubmissionSchema>;

/** Step 4; 'today' is injectable so tests can pin it. */
export function makeTravelStepSchema(today: () => string) {
  return z.object({
    travelPurpose: z.enum(travelPurposes, { error: applicationCodes.travelPurpose }),
    arrivalDate: isoDate().refine((value) => !isIsoDate(value) || value >= today(), applicationCodes.arrivalPast),
    departureDate: isoDate().refine((value) => !isIsoDate(value) || value >= today(), applicationCodes.departurePast),
    ukAddress: text(1, applicationCodes.ukAddress).max(maxLengths.ukAddress, applicationCodes.ukAddressTooLong),
  });
}
/**
 * Step 4 as the wizard checks it: departure on or after arrival, and not after any of the
 * travellers' passports expires (their expiry dates, as typed on step 1).
 */
export function makeTravelFormSchema(today: () => string, passportExpiryDates: readonly string[] = []) {
  return departureWithinPassports(departureNotBeforeArrival(makeTravelStepSchema(today)), passportExpiryDates);
}
export const travelStepSchema = makeTravelFormSchema(localToday);
export type TravelStep = z.infer<typeof travelStepSchema>;

/** Step 5. */
export const paymentStepSchema = z.object({
  processingType: z.literal(offeredProcessingType, { error: applicationCodes.processingType }),
  termsAccepted: z.literal(true, { error: applicationCodes.terms }),
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

export const documentFields = {
  passportScanPath: documentId(applicationCodes.passportScan),
  photoPath: documentId(applicationCodes.photo),
  additionalDocumentPath: documentId(applicationCodes.additionalDocument).nullish(),
};

/** The whole application as submitted (and as stored with a payment as its snapshot). */
export function makeApplicationSchema(today: () => string) {
  const schema = expiryAfterIssue(
    z.object({
      ...withTravellerRules(personalFields, today),
      ...travellerQuestionFields,
      ...documentFields,
      ...makeTravelStepSchema(today).shape,
      ...paymentStepSchema.shape,
      passportConfirmed: passportConfirmedSchema.optional(),
      additionalApplicants: z
        .array(makeAdditionalApplicantSubmissionSchema(today))
        .max(maxAdditionalApplicants, applicationCodes.tooManyApplicants)
        .default([]),
    }),
    today,
  );
  return passportsValidUntilDeparture(departureNotBeforeArrival(schema));
}
export const applicationSchema = makeApplicationSchema(localToday);
export type ApplicationData = z.infer<typeof applicationSchema>;

export const travellerCountOf = (data: { additionalApplicants?: readonly unknown[] | null }) =>
  1 + (data.additionalApplicants?.length ?? 0);

/** Saved progress (spec §3): the form data as typed so far, free-form but bounded. */
export const savedProgressSchema = z
  .object({
    currentStep: z.number().int().min(1).max(6),
    additionalApplicants: z.array(z.record(z.string(), z.unknown())).max(maxAdditionalApplicants).default([]),
    isMultipleApplicants: z.boolean().optional(),
    applicantCount: z
      .number()
      .int()
      .min(1)
      .max(maxAdditionalApplicants + 1)
      .optional(),
    lastSaved: z.string().max(40).optional(),
  })
  .catchall(z.unknown());
export type SavedProgress = z.infer<typeof savedProgressSchema>;
