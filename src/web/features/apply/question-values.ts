import { countriesFor, isCountryCode } from '../../../core/countries';
import {
  type SuitabilityQuestion,
  suitabilityQuestions,
  travellerQuestionsSchema,
} from '../../../core/traveller-questions';

/** One traveller's answers to the Home Office's questions as the questions step holds them (strings, as typed). */
export interface QuestionValues {
  sex: string;
  otherNationalities: string[];
  homeAddress: { line1: string; line2: string; city: string; postcode: string; country: string };
  job: { status: string; title: string };
  suitability: Record<SuitabilityQuestion, '' | 'yes' | 'no'> & { details: string };
  /** A family member lives at the main applicant's home address (one tick). */
  sameHomeAddress: boolean;
}

export const emptyQuestions = (): QuestionValues => ({
  sex: '',
  otherNationalities: [],
  homeAddress: { line1: '', line2: '', city: '', postcode: '', country: '' },
  job: { status: '', title: '' },
  suitability: {
    seriousConviction: '',
    recentConviction: '',
    terrorismOrWarCrimes: '',
    immigrationRefusal: '',
    details: '',
  },
  sameHomeAddress: false,
});

const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const yesNo = (value: unknown): '' | 'yes' | 'no' =>
  value === true || value === 'yes' ? 'yes' : value === false || value === 'no' ? 'no' : '';

/** A traveller's answers from storage or saved progress, in either shape (as typed, or as sent). */
export function questionValuesFrom(raw: unknown): QuestionValues {
  const source = record(raw);
  const address = record(source.homeAddress);
  const job = record(source.job);
  const suitability = record(source.suitability);
  return {
    sex: text(source.sex),
    otherNationalities: Array.isArray(source.otherNationalities)
      ? source.otherNationalities.filter((code): code is string => typeof code === 'string')
      : [],
    homeAddress: {
      line1: text(address.line1),
      line2: text(address.line2),
      city: text(address.city),
      postcode: text(address.postcode),
      country: text(address.country),
    },
    job: { status: text(job.status), title: text(job.title) },
    suitability: {
      ...(Object.fromEntries(
        suitabilityQuestions.map((question) => [question, yesNo(suitability[question])]),
      ) as Record<SuitabilityQuestion, '' | 'yes' | 'no'>),
      details: text(suitability.details),
    },
    sameHomeAddress: source.sameHomeAddress === true,
  };
}

/** Whether anything was answered (a saved traveller's answers win over an empty local set). */
export const answeredAny = (values: QuestionValues) =>
  Boolean(values.sex || values.homeAddress.line1 || values.job.status || values.suitability.seriousConviction);

/**
 * The answers as the API takes them (src/core/traveller-questions.ts): yes/no as booleans, an
 * unanswered question left out so its own message shows, the main applicant's address when ticked.
 */
export function questionPayload(values: QuestionValues, main?: QuestionValues) {
  const answer = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);
  const address = values.sameHomeAddress && main ? main.homeAddress : values.homeAddress;
  return {
    sex: values.sex,
    otherNationalities: values.otherNationalities,
    homeAddress: address,
    job: values.job,
    suitability: {
      ...Object.fromEntries(suitabilityQuestions.map((question) => [question, answer(values.suitability[question])])),
      details: values.suitability.details,
    },
    ...(main ? { sameHomeAddress: values.sameHomeAddress } : {}),
  };
}

/** Each traveller's problems, keyed by the id of the field to fix (q-<traveller>-<path>). */
export function questionErrors(all: QuestionValues[]): Map<string, string> {
  const errors = new Map<string, string>();
  all.forEach((values, index) => {
    const result = travellerQuestionsSchema.safeParse(questionPayload(values, index > 0 ? all[0] : undefined));
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String);
      // The ticked address is the main applicant's: its problems show there.
      if (index > 0 && values.sameHomeAddress && path[0] === 'homeAddress') continue;
      const id = `q-${index}-${path.join('-')}`;
      if (!errors.has(id)) errors.set(id, issue.message);
    }
  });
  return errors;
}

export const questionsComplete = (all: QuestionValues[], travellers: number) =>
  questionErrors(Array.from({ length: travellers }, (_, index) => all[index] ?? emptyQuestions())).size === 0;

/**
 * The account's address as the main applicant's home address (the profile holds address, city,
 * postcode and country as free text): the country kept when it is a code or a country's name in
 * English or the reader's language. Null when the profile has no address.
 */
export function homeAddressFromProfile(
  profile: { address?: string | null; city?: string | null; zipCode?: string | null; country?: string | null },
  language: string,
): QuestionValues['homeAddress'] | null {
  if (!profile.address?.trim()) return null;
  const typed = (profile.country ?? '').trim();
  const named = typed.toLocaleLowerCase();
  const code = isCountryCode(typed.toUpperCase())
    ? typed.toUpperCase()
    : ([...countriesFor('en'), ...countriesFor(language)].find((country) => country.name.toLocaleLowerCase() === named)
        ?.code ?? '');
  return {
    line1: profile.address.trim(),
    line2: '',
    city: (profile.city ?? '').trim(),
    postcode: (profile.zipCode ?? '').trim(),
    country: code,
  };
}
