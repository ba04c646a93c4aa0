import type { AdditionalApplicant, DocumentKind, PersonalStep, TravelStep } from '../../../core/applications';
import { offeredProcessingType } from '../../../core/statuses';
import type { UploadState } from '../../components/document-upload';
import { passportConfirmedOf, typedOnDevice } from '../../lib/passport-reader/compare';
import type { DevicePassportCheck } from '../../lib/passport-reader/types';
import { emptyQuestions, type QuestionValues, questionPayload } from './question-values';

/** The wizard's steps in order, each at /apply/<step>; numbered 1 to 6 where people see them. */
export const steps = ['personal', 'documents', 'travel', 'questions', 'check', 'payment'] as const;
export type Step = (typeof steps)[number];
export const stepNumber = (step: Step) => steps.indexOf(step) + 1;
export const isStep = (value: unknown): value is Step => (steps as readonly unknown[]).includes(value);
/** The confirmation page after submission: /apply/confirmation, not a step. */
export const confirmationSlug = 'confirmation';

/** A document's upload, as the shared upload shows it; a passport scan also keeps its check on the device. */
export type DocState = UploadState & {
  /** A passport scan's lines as the device read them, and what the traveller confirmed (decision 042). */
  passportCheck?: DevicePassportCheck;
};
export type DocSet = Partial<Record<DocumentKind, DocState>>;

export type PersonalValues = { [K in keyof PersonalStep]: string };
export type TravelValues = { [K in keyof TravelStep]: string };

export interface WizardData {
  personal: PersonalValues;
  /** As typed (checked on step 1 against the rules and the departure date), like `personal`. */
  additionalApplicants: ApplicantValues[];
  /** One set per traveller: index 0 is the primary applicant. */
  documents: DocSet[];
  travel: TravelValues;
  /** The Home Office's questions, one set per traveller: index 0 is the primary applicant. */
  questions: QuestionValues[];
  termsAccepted: boolean;
}

export const emptyPersonal: PersonalValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  email: '',
  phone: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  issuingCountry: '',
};
export type ApplicantValues = { [K in keyof AdditionalApplicant]: string };
export const emptyApplicant: ApplicantValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  issuingCountry: '',
  relationship: '',
};
export const emptyTravel: TravelValues = { travelPurpose: '', arrivalDate: '', departureDate: '', ukAddress: '' };

export const emptyWizard = (): WizardData => ({
  personal: { ...emptyPersonal },
  additionalApplicants: [],
  documents: [{}],
  travel: { ...emptyTravel },
  questions: [emptyQuestions()],
  termsAccepted: false,
});

/** Every traveller has a valid passport scan and photo, and any additional document is valid. */
/** Each upload still missing (or failed) per traveller, in page order, for the error summary. */
export function missingDocuments(documents: DocSet[], travellers: number) {
  return Array.from({ length: travellers }, (_, index) => documents[index] ?? {}).flatMap((set, index) =>
    (['passportScan', 'photo', 'additionalDocument'] as const)
      .filter((kind) =>
        kind === 'additionalDocument' ? set[kind] && set[kind].status !== 'valid' : set[kind]?.status !== 'valid',
      )
      .map((kind) => ({ index, kind, failed: set[kind]?.status === 'invalid' })),
  );
}

export function documentsComplete(documents: DocSet[], travellers: number) {
  return missingDocuments(documents, travellers).length === 0;
}

/** The payload of create-payment-intent and of the submission. */
export function applicationPayload(data: WizardData) {
  const docs = data.documents;
  const main = data.questions[0] ?? emptyQuestions();
  const confirmed = (index: number, traveller: Record<string, string>) =>
    passportConfirmedOf(docs[index]?.passportScan?.passportCheck, typedOnDevice(traveller, data.questions[index]?.sex));
  return {
    ...data.personal,
    ...questionPayload(main),
    ...data.travel,
    passportScanPath: docs[0]?.passportScan?.id,
    photoPath: docs[0]?.photo?.id,
    additionalDocumentPath: docs[0]?.additionalDocument?.id ?? null,
    passportConfirmed: confirmed(0, data.personal),
    additionalApplicants: data.additionalApplicants.map((traveller, index) => ({
      ...traveller,
      ...questionPayload(data.questions[index + 1] ?? emptyQuestions(), main),
      passportScanPath: docs[index + 1]?.passportScan?.id,
      photoPath: docs[index + 1]?.photo?.id,
      passportConfirmed: confirmed(index + 1, traveller),
    })),
    isMultipleApplicants: data.additionalApplicants.length > 0,
    applicantCount: data.additionalApplicants.length + 1,
    processingType: offeredProcessingType,
    termsAccepted: data.termsAccepted,
  };
}

export { draftStorageKey, stepStorageKey } from '../../lib/draft-storage';
/** The reference and id of the application just submitted, so the confirmation page survives a reload. */
export const confirmationStorageKey = 'advena-apply-confirmation';
