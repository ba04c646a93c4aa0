import { maxAdditionalApplicants } from '../../../core/limits';
import { answeredAny, emptyQuestions } from './question-values';
import type { ApplicantValues, DocSet, WizardData } from './state';

const filled = (value: string | undefined) => Boolean(value?.trim());

/** Each answer the saved record has wins; an answer only typed here stays. */
function overlay<T extends Record<string, string>>(local: T, saved: T): T {
  const merged = { ...local };
  for (const key of Object.keys(saved) as (keyof T)[]) if (filled(saved[key])) merged[key] = saved[key];
  return merged;
}

const normal = (value: string) => value.trim().toUpperCase();
/** The same traveller: the same passport number, or the same name and date of birth. */
function sameTraveller(a: ApplicantValues, b: ApplicantValues): boolean {
  if (filled(a.passportNumber) && filled(b.passportNumber))
    return normal(a.passportNumber) === normal(b.passportNumber);
  return (
    filled(a.firstName) &&
    normal(a.firstName) === normal(b.firstName) &&
    normal(a.lastName) === normal(b.lastName) &&
    a.dateOfBirth.trim() === b.dateOfBirth.trim()
  );
}

/**
 * Saved progress merged over what was typed here before signing in (spec §4), not in its place:
 * the saved answers win, answers only typed here stay, a traveller added only here is kept after
 * the saved ones (at most the wizard's limit), and each traveller's uploads follow them, the saved
 * upload of a kind winning over this page's.
 */
export function mergeProgress(local: WizardData, saved: WizardData): WizardData {
  const travellers = saved.additionalApplicants.map((applicant, index) => ({
    applicant,
    documents: saved.documents[index + 1] ?? {},
    questions: saved.questions[index + 1] ?? emptyQuestions(),
  }));
  local.additionalApplicants.forEach((applicant, index) => {
    const documents: DocSet = local.documents[index + 1] ?? {};
    const questions = local.questions[index + 1] ?? emptyQuestions();
    const match = travellers.find((traveller) => sameTraveller(traveller.applicant, applicant));
    if (match) {
      match.applicant = overlay(applicant, match.applicant);
      match.documents = { ...documents, ...match.documents };
      if (!answeredAny(match.questions)) match.questions = questions;
    } else if (Object.values(applicant).some(filled) || Object.keys(documents).length > 0) {
      travellers.push({ applicant, documents, questions });
    }
  });
  const savedMain = saved.questions[0] ?? emptyQuestions();
  const kept = travellers.slice(0, maxAdditionalApplicants);
  return {
    personal: overlay(local.personal, saved.personal),
    additionalApplicants: kept.map((traveller) => traveller.applicant),
    documents: [
      { ...(local.documents[0] ?? {}), ...(saved.documents[0] ?? {}) },
      ...kept.map((traveller) => traveller.documents),
    ],
    travel: overlay(local.travel, saved.travel),
    questions: [
      answeredAny(savedMain) ? savedMain : (local.questions[0] ?? emptyQuestions()),
      ...kept.map((traveller) => traveller.questions),
    ],
    termsAccepted: false,
  };
}
