import { z } from 'zod';
import { isCountryCode } from './countries';
import { maxAdditionalApplicants, maxLengths, passportWarningMonths } from './limits';

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

/**
 * The smallest photo we take, in pixels (width × height): smaller ones cannot show a face clearly
 * enough for the Home Office. Checked in the browser before upload and by the server.
 */
export const minPhotoSize = { width: 600, height: 750 } as const;
export const photoTooSmallMessage = 'The photo must be at least 600 × 750 pixels.';
export const isPhotoLargeEnough = (width: number, height: number) =>
  width >= minPhotoSize.width && height >= minPhotoSize.height;

export const messages = {
  firstName: 'First name must be at least 2 characters.',
  lastName: 'Last name must be at least 2 characters.',
  date: 'Please enter a valid date in the format YYYY-MM-DD.',
  nationality: 'Please select your nationality.',
  nationalityOther: 'Please select a nationality.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  passportNumber: 'Please enter a valid passport number.',
  issuingCountry: 'Please select the country that issued your passport.',
  issuingCountryOther: 'Please select the country that issued the passport.',
  relationship: 'Please specify relationship to primary applicant.',
  expiryAfterIssue: 'Expiry date must be after issue date.',
  expiryBeforeDeparture: 'The passport must be valid until your departure date.',
  passportSixMonths: 'Passport must be valid for at least 6 months from today',
  dateMustBePast: 'Date must be in the past',
  dateNotFuture: 'Date cannot be in the future',
  passportName: 'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).',
  travelPurpose: 'Please select the purpose of your travel.',
  arrivalPast: 'Arrival date cannot be in the past',
  departurePast: 'Departure date cannot be in the past',
  departureBeforeArrival: 'Departure date must be on or after the arrival date.',
  departureAfterPassportExpiry:
    "This is after the expiry date of a traveller's passport: every passport must be valid until the departure date.",
  ukAddress: 'Please provide your accommodation details in the UK.',
  processingType: 'Priority Processing is the only processing type offered.',
  terms: 'You must accept the terms and conditions to proceed.',
  passportScan: 'Please upload a valid passport scan.',
  photo: 'Please upload a valid photo.',
  additionalDocument: 'Please upload a valid additional document.',
  firstNameTooLong: `First name must be at most ${maxLengths.name} characters.`,
  lastNameTooLong: `Last name must be at most ${maxLengths.name} characters.`,
  phoneTooLong: `Phone number must be at most ${maxLengths.phone} characters.`,
  passportNumberTooLong: `Passport number must be at most ${maxLengths.passportNumber} characters.`,
  relationshipTooLong: `Relationship must be at most ${maxLengths.relationship} characters.`,
  ukAddressTooLong: `UK address must be at most ${maxLengths.ukAddress} characters.`,
  tooManyApplicants: `You can add at most ${maxAdditionalApplicants} additional travellers.`,
} as const;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's calendar day as YYYY-MM-DD in a time zone (the browser's own when none is given). */
export function isoDay(timeZone?: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The server judges 'today' by the UK calendar day. */
export const ukToday = () => isoDay('Europe/London');
/** The browser judges 'today' by the traveller's own calendar day. */
export const localToday = () => isoDay();
/** The UK calendar day of an instant: a payment's snapshot is judged by the day it was taken. */
export const ukDayOf = (instant: Date) => isoDay('Europe/London', instant);

/** The calendar day `months` months after `day` (YYYY-MM-DD), kept within the month: 31 Aug + 6 is 28 or 29 Feb. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(year, month - 1 + months, 1);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, daysInMonth));
  return first.toISOString().slice(0, 10);
}

/**
 * DECISIONS.md 'Passport validity': a passport valid until the departure date is accepted, but
 * one that expires within 6 months of today gets the spec's sentence as a warning, not an error.
 */
export const expiresWithinWarningMonths = (expiry: string, today: string) =>
  isIsoDate(expiry) && expiry < addMonths(today, passportWarningMonths);

/**
 * A name as printed in the passport's Latin-script lines (DECISIONS.md 'Names in passport
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
const isoDate = (message: string = messages.date) => z.string({ error: message }).trim().refine(isIsoDate, message);
const country = (message: string) => z.string({ error: message }).refine(isCountryCode, message);
const documentId = (message: string) => z.uuid({ error: message });

/** Issue before expiry; shown on the expiry field; checked once both dates are valid. */
function expiryAfterIssue<T extends z.ZodType<{ passportIssueDate: string; passportExpiryDate: string }>>(schema: T) {
  return schema.refine((value) => value.passportExpiryDate > value.passportIssueDate, {
    message: messages.expiryAfterIssue,
    path: ['passportExpiryDate'],
    when(payload) {
      const value = payload.value as { passportIssueDate?: unknown; passportExpiryDate?: unknown } | undefined;
      return (
        typeof value?.passportIssueDate === 'string' &&
        typeof value.passportExpiryDate === 'string' &&
        isIsoDate(value.passportIssueDate.trim()) &&
        isIsoDate(value.passportExpiryDate.trim())
      );
    },
  });
}

type Path = readonly (string | number)[];
const samePath = (a: readonly PropertyKey[] | undefined, b: Path) =>
  a?.length === b.length && b.every((key, index) => a[index] === key);

/** The calendar day at `path` of a value being parsed, unless it is missing, malformed or already refused. */
function dayAt(payload: z.core.ParsePayload, path: Path): string | undefined {
  const value = path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | null)?.[key],
    payload.value,
  );
  if (typeof value !== 'string' || !isIsoDate(value.trim())) return undefined;
  return payload.issues.some((issue) => samePath(issue.path, path)) ? undefined : value.trim();
}
const later = (a: string, b: string | undefined) => (b && b > a ? b : a);
// Cross-field rules run even when other fields are wrong, so every problem shows at once.
const always = { when: () => true };

/** Names as in the passport, no birth or issue date after today: added to a traveller's own fields. */
function withTravellerRules<
  F extends {
    firstName: z.ZodType<string>;
    lastName: z.ZodType<string>;
    dateOfBirth: z.ZodType<string>;
    passportIssueDate: z.ZodType<string>;
  },
>(fields: F, today: () => string): F {
  const latin = (value: string) => value === '' || isPassportName(value);
  const notAfterToday = (value: string) => !isIsoDate(value) || value <= today();
  return {
    ...fields,
    firstName: fields.firstName.refine(latin, messages.passportName),
    lastName: fields.lastName.refine(latin, messages.passportName),
    dateOfBirth: fields.dateOfBirth.refine(notAfterToday, messages.dateMustBePast),
    passportIssueDate: fields.passportIssueDate.refine(notAfterToday, messages.dateNotFuture),
  };
}

/**
 * One traveller's passport is valid until the departure date once the wizard knows it, and
 * until today at least before then (DECISIONS.md 'Passport validity'); shown on the expiry field.
 */
function passportValidUntil<T extends z.ZodType>(schema: T, today: () => string, departureDate?: string) {
  return schema.superRefine((_, ctx) => {
    const expiry = dayAt(ctx, ['passportExpiryDate']);
    const lastDay = later(today(), departureDate && isIsoDate(departureDate) ? departureDate : undefined);
    if (expiry && expiry < lastDay) {
      ctx.addIssue({ code: 'custom', message: messages.expiryBeforeDeparture, path: ['passportExpiryDate'] });
    }
  }, always);
}

/** Departure on or after arrival; shown on the departure field. */
function departureNotBeforeArrival<T extends z.ZodType>(schema: T) {
  return schema.superRefine((_, ctx) => {
    const arrival = dayAt(ctx, ['arrivalDate']);
    const departure = dayAt(ctx, ['departureDate']);
    if (arrival && departure && departure < arrival) {
      ctx.addIssue({ code: 'custom', message: messages.departureBeforeArrival, path: ['departureDate'] });
    }
  }, always);
}

/** The travel step, once the travellers' passports are known: no departure after any of them expires. */
function departureWithinPassports<T extends z.ZodType>(schema: T, passportExpiryDates: readonly string[]) {
  const firstExpiry = passportExpiryDates.filter(isIsoDate).sort()[0];
  return schema.superRefine((_, ctx) => {
    const departure = dayAt(ctx, ['departureDate']);
    if (firstExpiry && departure && departure > firstExpiry) {
      ctx.addIssue({ code: 'custom', message: messages.departureAfterPassportExpiry, path: ['departureDate'] });
    }
  }, always);
}

/**
 * The whole application: every traveller's passport, family members' too, is valid until the
 * departure date (or the arrival date when the departure is wrong); shown on each expiry field.
 */
function passportsValidUntilDeparture<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const departure = dayAt(ctx, ['departureDate']);
    const arrival = dayAt(ctx, ['arrivalDate']);
    if (!departure && !arrival) return;
    const lastDay = later(arrival ?? '', departure);
    const family = (value as { additionalApplicants?: unknown } | null | undefined)?.additionalApplicants;
    const travellers: Path[] = [
      [],
      ...(Array.isArray(family) ? family.map((_, index) => ['additionalApplicants', index]) : []),
    ];
    for (const traveller of travellers) {
      const path = [...traveller, 'passportExpiryDate'];
      const expiry = dayAt(ctx, path);
      if (expiry && expiry < lastDay) ctx.addIssue({ code: 'custom', message: messages.expiryBeforeDeparture, path });
    }
  }, always);
}

export const personalFields = {
  firstName: text(2, messages.firstName).max(maxLengths.name, messages.firstNameTooLong),
  lastName: text(2, messages.lastName).max(maxLengths.name, messages.lastNameTooLong),
  dateOfBirth: isoDate(),
  nationality: country(messages.nationality),
  email: z.string({ error: messages.email }).trim().max(maxLengths.email, messages.email).pipe(z.email(messages.email)),
  phone: text(5, messages.phone).max(maxLengths.phone, messages.phoneTooLong),
  passportNumber: text(5, messages.passportNumber).max(maxLengths.passportNumber, messages.passportNumberTooLong),
  passportIssueDate: isoDate(),
  passportExpiryDate: isoDate(),
  issuingCountry: country(messages.issuingCountry),
};

/** Step 1: the primary applicant; the departure date once the travel step has one. */
export function makePersonalStepSchema(today: () => string, departureDate?: string) {
  return passportValidUntil(
    expiryAfterIssue(z.object(withTravellerRules(personalFields, today))),
    today,
    departureDate,
  );
}
export const personalStepSchema = makePersonalStepSchema(localToday);
export type PersonalStep = z.infer<typeof personalStepSchema>;

export const additionalApplicantFields = {
  firstName: text(2, messages.firstName).max(maxLengths.name, messages.firstNameTooLong),
  lastName: text(2, messages.lastName).max(maxLengths.name, messages.lastNameTooLong),
  dateOfBirth: isoDate(),
  nationality: country(messages.nationalityOther),
  passportNumber: text(5, messages.passportNumber).max(maxLengths.passportNumber, messages.passportNumberTooLong),
  passportIssueDate: isoDate(),
  passportExpiryDate: isoDate(),
  issuingCountry: country(messages.issuingCountryOther),
  relationship: text(1, messages.relationship).max(maxLengths.relationship, messages.relationshipTooLong),
};

/** The family-member dialog; the departure date once the travel step has one. */
export function makeAdditionalApplicantSchema(today: () => string, departureDate?: string) {
  return passportValidUntil(
    expiryAfterIssue(z.object(withTravellerRules(additionalApplicantFields, today))),
    today,
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
      passportScanPath: documentId(messages.passportScan),
      photoPath: documentId(messages.photo),
    }),
  );
}
export const additionalApplicantSubmissionSchema = makeAdditionalApplicantSubmissionSchema(localToday);
export type AdditionalApplicantSubmission = z.infer<typeof additionalApplicantSubmissionSchema>;

/** Step 4; 'today' is injectable so tests can pin it. */
export function makeTravelStepSchema(today: () => string) {
  return z.object({
    travelPurpose: z.enum(travelPurposes, { error: messages.travelPurpose }),
    arrivalDate: isoDate().refine((value) => !isIsoDate(value) || value >= today(), messages.arrivalPast),
    departureDate: isoDate().refine((value) => !isIsoDate(value) || value >= today(), messages.departurePast),
    ukAddress: text(1, messages.ukAddress).max(maxLengths.ukAddress, messages.ukAddressTooLong),
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
  processingType: z.literal('priority', { error: messages.processingType }),
  termsAccepted: z.literal(true, { error: messages.terms }),
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

export const documentFields = {
  passportScanPath: documentId(messages.passportScan),
  photoPath: documentId(messages.photo),
  additionalDocumentPath: documentId(messages.additionalDocument).nullish(),
};

/** The whole application as submitted (and as stored with a payment as its snapshot). */
export function makeApplicationSchema(today: () => string) {
  const schema = expiryAfterIssue(
    z.object({
      ...withTravellerRules(personalFields, today),
      ...documentFields,
      ...makeTravelStepSchema(today).shape,
      ...paymentStepSchema.shape,
      additionalApplicants: z
        .array(makeAdditionalApplicantSubmissionSchema(today))
        .max(maxAdditionalApplicants, messages.tooManyApplicants)
        .default([]),
    }),
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
    currentStep: z.number().int().min(1).max(5),
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

export const cardholderNameMessages = {
  tooShort: 'Cardholder name must be at least 2 characters',
  tooLong: `Cardholder name must be at most ${maxLengths.cardholderName} characters`,
} as const;

/** The cardholder name of both card forms (sandbox and Stripe), kept with the payment's details. */
export const cardholderNameSchema = text(2, cardholderNameMessages.tooShort).max(
  maxLengths.cardholderName,
  cardholderNameMessages.tooLong,
);

/** Sandbox card form (DECISIONS.md: only published test cards). */
export const sandboxCardSchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
  cardholderName: cardholderNameSchema,
  cardNumber: z
    .string()
    .max(maxLengths.cardNumber, 'Card number must be 16 digits')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'Card number must be 16 digits')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxTestCards = { success: '4242424242424242', declined: '4000000000000002' } as const;
