import type { DeviceComparedField } from '../../../core/passport-check';
import { namesToFill, openDifferencesOf, typedOnDevice, valueFromLines } from '../../lib/passport-reader/compare';
import type { DevicePassportCheck } from '../../lib/passport-reader/types';
import { emptyQuestions } from './question-values';
import type { WizardData } from './state';

/**
 * The passport check in the wizard's data (decision 042): each traveller's check rides on their
 * passport scan's state, so a new scan starts afresh and a removed traveller takes theirs along.
 */
export const checkAt = (data: WizardData, index: number) => data.documents[index]?.passportScan?.passportCheck;

/** The answers of traveller `index` (0: the main applicant) the device compares. */
export const typedAt = (data: WizardData, index: number) =>
  typedOnDevice(index === 0 ? data.personal : data.additionalApplicants[index - 1], data.questions[index]?.sex);

/**
 * The step a difference is settled on, where its answer is asked (decision 044): the sex on the
 * questions step, which asks it after the documents; every other answer on the documents step.
 */
export const stepOfDifference = (field: DeviceComparedField) => (field === 'sex' ? 'questions' : 'documents');

/** Every difference still neither corrected nor confirmed, by traveller, in page order; of one step if named. */
export function unresolvedPassports(
  data: WizardData,
  step?: 'documents' | 'questions',
): { index: number; field: DeviceComparedField }[] {
  return data.documents.flatMap((_, index) =>
    openDifferencesOf(checkAt(data, index), typedAt(data, index))
      .filter((field) => !step || stepOfDifference(field) === step)
      .map((field) => ({ index, field })),
  );
}

/** The traveller's step 1 answers with some values replaced (index 0: the main applicant). */
function withAnswers(data: WizardData, index: number, values: Record<string, string>): WizardData {
  if (Object.keys(values).length === 0) return data;
  if (index === 0) return { ...data, personal: { ...data.personal, ...values } };
  const additionalApplicants = data.additionalApplicants.map((applicant, i) =>
    i === index - 1 ? { ...applicant, ...values } : applicant,
  );
  return { ...data, additionalApplicants };
}

/**
 * The check of the scan with this id, once read: on that scan only (a scan since replaced or
 * removed keeps nothing), with the empty passport names filled from the lines.
 */
export function withPassportCheck(data: WizardData, index: number, id: string, check: DevicePassportCheck) {
  const scan = data.documents[index]?.passportScan;
  if (scan?.id !== id) return data;
  const documents = [...data.documents];
  documents[index] = { ...documents[index], passportScan: { ...scan, passportCheck: check } };
  return withAnswers({ ...data, documents }, index, namesToFill(check, typedAt(data, index)));
}

/** 'Use this': the answer takes the passport's value. */
export function withPassportValue(data: WizardData, index: number, field: DeviceComparedField): WizardData {
  const check = checkAt(data, index);
  if (check?.status !== 'read') return data;
  const value = valueFromLines(check.mrz, field);
  if (field !== 'sex') return withAnswers(data, index, { [field]: value });
  const questions = [...data.questions];
  questions[index] = { ...(questions[index] ?? emptyQuestions()), sex: value };
  return { ...data, questions };
}

/** 'My passport is right as I typed it': recorded with the check, and sent as `passportConfirmed`. */
export function withConfirmed(data: WizardData, index: number, field: DeviceComparedField): WizardData {
  const check = checkAt(data, index);
  const id = data.documents[index]?.passportScan?.id;
  if (check?.status !== 'read' || !id) return data;
  return withPassportCheck(data, index, id, { ...check, confirmed: [...new Set([...check.confirmed, field])] });
}
