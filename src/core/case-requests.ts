import { z } from 'zod';
import {
  applicationCodes,
  type DocumentKind,
  isIsoDate,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
} from './applications';
import { type CaseReason, caseReasonCatalogue, caseReasonCodes, caseReasons } from './case-reasons';
import { type CaseStatus, caseStatuses } from './cases';
import { fieldCodes } from './field-codes';
import { maxAdditionalApplicants, maxLengths } from './limits';
import { passportConfirmedSchema, passportReadSchema, passportVerdictSchema } from './passport-check';
import { photoWarningCodes } from './photo-check';

/**
 * 'Information needed' (issue #17, item 2): staff pick, per traveller, wizard answers and
 * document slots to fix; the traveller fixes exactly those with the wizard's own rules.
 */

/** The wizard's answers about one traveller that staff may ask to be corrected. */
export const fixableFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
  'issuingCountry',
  'relationship',
] as const;
export type FixableField = (typeof fixableFields)[number];
/** The main applicant has no relationship to themselves. */
export const fixableFieldsOf = (index: number): readonly FixableField[] =>
  index === 0 ? fixableFields.filter((field) => field !== 'relationship') : fixableFields;

/** The document slots each traveller has in the wizard. */
export const fixableDocuments = ['passportScan', 'photo'] as const satisfies readonly DocumentKind[];
export type FixableDocument = (typeof fixableDocuments)[number];

export const caseMessages = {
  nothingRequested: 'Choose at least one answer or document for the traveller to fix.',
  messageTooLong: `The message must be at most ${maxLengths.adminNote} characters.`,
  travellerNotFound: 'This application has no traveller with that number.',
  referenceRequired: 'Enter the Home Office reference to mark this traveller submitted.',
  referenceTooLong: 'The Home Office reference must be at most 50 characters.',
  reasonRequired: 'Enter the reason the Home Office gave.',
  decisionDate: 'Enter the decision date as YYYY-MM-DD, not after today.',
  notRequested: 'Only the answers and documents we asked for can be changed here.',
  missingFix: 'Please give every answer and document we asked for.',
  notWaiting: 'Nothing is waiting for your answer on this traveller: it may already have been sent.',
  signInOrLink: 'Please sign in, or open the link in the e-mail we sent you.',
  linkInvalid: 'This link is not valid or has expired. Please sign in, or contact us for a new one.',
  documentNotYours: 'Please upload the document again: the file we have is not one you uploaded here.',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const caseCodes = {
  ...fieldCodes('CASE', [
    'messageTooLong',
    'nothingRequested',
    'referenceTooLong',
    'decisionDate',
    'referenceRequired',
    'reasonRequired',
  ]),
} as const;

const fieldsOf = <T extends string>(values: readonly T[]) => z.array(z.enum(values as [T, ...T[]])).max(20);

/**
 * A request: the answers and documents to fix, standard reasons (codes the traveller reads in their
 * language) and/or a message typed by staff (sent as written). A reason's answer or document is
 * asked for with it, so `reasons: ['PHOTO_TOO_DARK']` alone asks for a new photo.
 */
export const requestInformationSchema = z
  .object({
    fields: fieldsOf(fixableFields).default([]),
    documents: fieldsOf(fixableDocuments).default([]),
    reasons: fieldsOf(caseReasons).default([]),
    message: z.string().trim().max(maxLengths.adminNote, caseCodes.messageTooLong).default(''),
  })
  .transform((value) => {
    const subjects = value.reasons.map((code) => caseReasonCatalogue[code] as string);
    return {
      fields: fixableFields.filter((field) => value.fields.includes(field) || subjects.includes(field)),
      documents: fixableDocuments.filter((kind) => value.documents.includes(kind) || subjects.includes(kind)),
      reasons: caseReasons.filter((code) => value.reasons.includes(code)) as CaseReason[],
      message: value.message,
    };
  })
  .refine((value) => value.fields.length + value.documents.length > 0, {
    message: caseCodes.nothingRequested,
    path: ['fields'],
  })
  .refine((value) => value.reasons.length > 0 || value.message.length > 0, {
    message: caseReasonCodes.reasonOrMessage,
    path: ['message'],
  });
export type RequestInformation = z.infer<typeof requestInformationSchema>;

/** What was asked of a traveller, as the detail and the traveller's page list it. */
export const requestedFixesSchema = z.object({
  fields: z.array(z.enum(fixableFields)),
  documents: z.array(z.enum(fixableDocuments)),
  reasons: z.array(z.enum(caseReasons)),
  message: z.string(),
  requestedAt: z.string(),
});
export type RequestedFixes = z.infer<typeof requestedFixesSchema>;

/** The other moves of one traveller's case: POST …/travellers/{index}/case. */
export const caseMoveSchema = z
  .object({
    status: z.enum(['in_review', 'ready_to_submit', 'submitted', 'granted', 'refused', 'invalid', 'cancelled']),
    homeOfficeReference: z.string().trim().max(50, caseCodes.referenceTooLong).optional(),
    reason: z.string().trim().max(maxLengths.adminNote, caseCodes.messageTooLong).optional(),
    decisionDate: z.string().trim().refine(isIsoDate, caseCodes.decisionDate).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'submitted' && !value.homeOfficeReference) {
      context.addIssue({ code: 'custom', path: ['homeOfficeReference'], message: caseCodes.referenceRequired });
    }
    if ((value.status === 'refused' || value.status === 'invalid') && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: caseCodes.reasonRequired });
    }
  });
export type CaseMove = z.infer<typeof caseMoveSchema>;
export type CaseMoveTarget = CaseMove['status'] & CaseStatus;

/**
 * Several travellers at once: POST …/cases moves each listed traveller as POST …/travellers/{i}/case
 * would, all or none; submitted takes one Home Office reference per traveller, in the same order.
 * Cancelling stays per traveller (it refunds each one's price).
 */
export const casesMoveSchema = z
  .object({
    travellers: z
      .array(z.number().int().min(0).max(maxAdditionalApplicants))
      .min(1, caseReasonCodes.travellersRequired)
      .max(maxAdditionalApplicants + 1)
      .refine((list) => new Set(list).size === list.length, caseReasonCodes.travellersRequired),
    status: z.enum(['in_review', 'ready_to_submit', 'submitted', 'granted', 'refused', 'invalid']),
    homeOfficeReferences: z
      .array(z.string().trim().min(1, caseCodes.referenceRequired).max(50, caseCodes.referenceTooLong))
      .optional(),
    reason: z.string().trim().max(maxLengths.adminNote, caseCodes.messageTooLong).optional(),
    decisionDate: z.string().trim().refine(isIsoDate, caseCodes.decisionDate).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'submitted' && value.homeOfficeReferences?.length !== value.travellers.length) {
      context.addIssue({
        code: 'custom',
        path: ['homeOfficeReferences'],
        message: caseReasonCodes.referencesPerTraveller,
      });
    }
    if ((value.status === 'refused' || value.status === 'invalid') && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: caseCodes.reasonRequired });
    }
  });
export type CasesMove = z.infer<typeof casesMoveSchema>;

/** The move of one listed traveller: their own reference for a submission. */
export const caseMoveAt = (move: CasesMove, position: number): CaseMove => ({
  status: move.status,
  ...(move.homeOfficeReferences ? { homeOfficeReference: move.homeOfficeReferences[position] } : {}),
  ...(move.reason ? { reason: move.reason } : {}),
  ...(move.decisionDate ? { decisionDate: move.decisionDate } : {}),
});

export const fixesSchema = z.object({
  answers: z.record(z.string(), z.string().max(500)).default({}),
  documents: z.record(z.string(), z.uuid(applicationCodes.photo)).default({}),
  /** Differences from the passport's lines the traveller confirmed on their device (decision 044). */
  passportConfirmed: passportConfirmedSchema.optional(),
});
export type Fixes = z.infer<typeof fixesSchema>;

/**
 * Checks the traveller's corrected answers with the wizard's rules: the new answers merged into
 * the traveller's current ones and parsed as the wizard parses that traveller (main applicant or
 * family member, passport valid until departure). Only the requested fields' errors are reported:
 * the others cannot be changed here. Returns the cleaned new values, or field errors.
 */
export function checkFixedAnswers(input: {
  index: number;
  current: Record<string, unknown>;
  answers: Record<string, string>;
  fields: readonly FixableField[];
  departureDate: string;
  today: () => string;
}): { values: Record<string, string> } | { fieldErrors: Record<string, string> } {
  const schema =
    input.index === 0
      ? makePersonalStepSchema(input.today, input.departureDate)
      : makeAdditionalApplicantSchema(input.today, input.departureDate);
  const merged = { ...input.current, ...input.answers };
  const result = schema.safeParse(merged);
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    if (input.fields.includes(field as FixableField) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  const parsed = (result.success ? result.data : merged) as Record<string, unknown>;
  return { values: Object.fromEntries(input.fields.map((field) => [field, String(parsed[field] ?? '').trim()])) };
}

/**
 * What the fix page's passport check compares (decision 044): the traveller's answers the device
 * compares, and the stored scan's lines when the server read them with valid check digits.
 */
export const fixPassportSchema = z.object({
  typed: z.record(z.string(), z.string()),
  read: passportReadSchema.nullable(),
});

/** A traveller of an application with their case, as the admin detail and GET /api/applications/{id} list them. */
export const caseTravellerSchema = z.object({
  index: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  caseStatus: z.enum(caseStatuses),
  requestedFixes: requestedFixesSchema.optional(),
  homeOfficeReference: z.string().optional(),
  submittedAt: z.string().optional(),
  decisionDate: z.string().optional(),
  decisionReason: z.string().optional(),
  /** Staff only (the admin detail): the passport and photo checks (decision 034). */
  passportCheck: passportVerdictSchema.optional(),
  photoCheck: z
    .object({
      status: z.enum(['pending', 'checked']),
      warnings: z.array(z.enum(photoWarningCodes)),
      /** What the traveller's device showed them beside the photo (decision 043). */
      deviceWarnings: z.array(z.enum(photoWarningCodes)).optional(),
    })
    .optional(),
});
export type CaseTraveller = z.infer<typeof caseTravellerSchema>;
