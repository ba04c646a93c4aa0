import {
  localToday,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
  makeTravelFormSchema,
} from '../../../core/applications';
import { maxAdditionalApplicants } from '../../../core/limits';
import { photoWarningCodes } from '../../../core/photo-check';
import { readAuthData } from '../../lib/current-user';
import { storedPassportCheck } from '../../lib/passport-reader/compare';
import { unresolvedPassports } from './passport-wizard';
import { questionsComplete, questionValuesFrom } from './question-values';
import {
  applicationPayload,
  type DocSet,
  documentsComplete,
  emptyApplicant,
  emptyPersonal,
  emptyTravel,
  isStep,
  type Step,
  stepNumber,
  steps,
  type WizardData,
} from './state';

const pick = <T extends Record<string, string>>(empty: T, source: Record<string, unknown> | undefined): T =>
  Object.fromEntries(
    Object.keys(empty).map((key) => [key, typeof source?.[key] === 'string' ? (source[key] as string) : '']),
  ) as T;

/**
 * Data from storage or the server, made safe: unknown shapes dropped, unfinished uploads forgotten.
 * A family member whose answers no longer pass (a rule added since) is kept and flagged on step 1.
 */
export function sanitize(raw: Record<string, unknown>): WizardData {
  const applicants = (Array.isArray(raw.additionalApplicants) ? raw.additionalApplicants : [])
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => pick(emptyApplicant, item))
    .slice(0, maxAdditionalApplicants);
  const rawDocs = Array.isArray(raw.documents) ? (raw.documents as DocSet[]) : [];
  const documents = Array.from({ length: applicants.length + 1 }, (_, index) => {
    const set: DocSet = {};
    for (const kind of ['passportScan', 'photo', 'additionalDocument'] as const) {
      const doc = rawDocs[index]?.[kind];
      // An object URL does not outlive the page that made it.
      if (doc?.status === 'valid' && typeof doc.id === 'string')
        set[kind] = {
          ...doc,
          preview: undefined,
          passportCheck: storedPassportCheck(doc.passportCheck),
          // The coach's advice as shown (decision 043); a look still running is not taken up again.
          advice: Array.isArray(doc.advice)
            ? photoWarningCodes.filter((code) => doc.advice?.includes(code))
            : undefined,
        };
    }
    return set;
  });
  // A tab's draft holds the answers as typed; saved progress holds them in each traveller's place.
  const rawFamily = Array.isArray(raw.additionalApplicants) ? raw.additionalApplicants : [];
  const questions = Array.from({ length: applicants.length + 1 }, (_, index) =>
    questionValuesFrom(Array.isArray(raw.questions) ? raw.questions[index] : index === 0 ? raw : rawFamily[index - 1]),
  );
  return {
    personal: pick(emptyPersonal, (raw.personal as Record<string, unknown>) ?? raw),
    additionalApplicants: applicants,
    documents,
    travel: pick(emptyTravel, (raw.travel as Record<string, unknown>) ?? raw),
    questions,
    termsAccepted: false,
  };
}

/** The departure date passports are checked against on step 1, once the travel step has one. */
export const departureOf = (data: WizardData) => data.travel.departureDate.trim() || undefined;
/** Every traveller's passport expiry date, checked against the departure date on step 4. */
/** Each traveller's name as typed and passport expiry date, the main applicant first. */
export const passportsOf = (data: WizardData) =>
  [data.personal, ...data.additionalApplicants].map((traveller) => ({
    name: [traveller.firstName.trim(), traveller.lastName.trim()].filter(Boolean).join(' '),
    expiry: traveller.passportExpiryDate.trim(),
  }));

export const passportExpiriesOf = (data: WizardData) => [
  data.personal.passportExpiryDate.trim(),
  ...data.additionalApplicants.map((applicant) => applicant.passportExpiryDate.trim()),
];

/** The furthest step the data allows, at most the one asked for: a deep link cannot skip a step. */
export function allowedStep(wanted: Step, data: WizardData): Step {
  const at = (step: Step) => stepNumber(wanted) >= stepNumber(step);
  // The passports are held to the departure date once the travel step is done; while it is being
  // filled in, the travel step itself says when a date does not fit.
  const departure = at('check') ? departureOf(data) : undefined;
  const applicantSchema = makeAdditionalApplicantSchema(localToday, departure);
  if (
    at('documents') &&
    (!makePersonalStepSchema(localToday, departure).safeParse(data.personal).success ||
      data.additionalApplicants.some((applicant) => !applicantSchema.safeParse(applicant).success))
  ) {
    return 'personal';
  }
  if (at('travel') && !documentsComplete(data.documents, data.additionalApplicants.length + 1)) return 'documents';
  if (at('questions') && !makeTravelFormSchema(localToday, passportExpiriesOf(data)).safeParse(data.travel).success) {
    return 'travel';
  }
  if (at('check') && !questionsComplete(data.questions, data.additionalApplicants.length + 1)) return 'questions';
  // A difference from the passport's lines is corrected or confirmed before payment (decision 042),
  // on the step that asks the answer: the sex on the questions step (decision 044). Not earlier: a
  // read ending while the traveller is on a later step never pulls them away from what they type.
  if (at('payment') && unresolvedPassports(data, 'documents').length > 0) return 'documents';
  if (at('payment') && unresolvedPassports(data, 'questions').length > 0) return 'questions';
  return wanted;
}

/** A saved step: a name, or the number of the saved-progress record (1 to 6). */
export const asStep = (value: unknown): Step => (isStep(value) ? value : (steps[Number(value) - 1] ?? 'personal'));

/**
 * The step saved progress records: the later of the one shown and the one already saved, so a
 * tab opened at an earlier step (or sent back there) never turns a later saved step into step 1.
 */
export const furthestStep = (shown: Step, saved: Step | undefined): Step =>
  saved && stepNumber(saved) > stepNumber(shown) ? saved : shown;

/** What the saved-progress record holds (spec §3): the form data, travellers, step, time. */
export function progressRecord(data: WizardData, step: Step) {
  const { termsAccepted: _terms, ...payload } = applicationPayload(data);
  return {
    ...payload,
    documents: data.documents.map((set) =>
      Object.fromEntries(Object.entries(set).filter(([, doc]) => doc?.status === 'valid')),
    ),
    currentStep: stepNumber(step),
    lastSaved: new Date().toISOString(),
  };
}

/** Whether this browser had a signed-in traveller when the page opened (a later 401 is an expiry). */
export const storedSignIn = () => typeof window !== 'undefined' && readAuthData() !== null;

/** The signed-in traveller's own details that fill the main applicant's empty answers. */
export const ownKeys = ['firstName', 'lastName', 'email', 'phone'] as const;
export type OwnKey = (typeof ownKeys)[number];

/** `?return=check` on a step's address: Change from check answers opened it. */
export const returnParam = 'return';
