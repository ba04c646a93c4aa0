import { z } from 'zod';
import { isCountryCode } from './countries';
import { fieldCodes } from './field-codes';

/**
 * What the Home Office's ETA form asks of every traveller beyond the passport (FACTS.md 'What the
 * official application asks'; docs/decisions/033-the-home-office-questions-and-sealed-suitability-answers.md, 'The Home Office's questions'): sex as printed in the
 * passport, other nationalities, home address, job, and the suitability questions. Written once:
 * the wizard's step and the server's intent and submission parse with these schemas.
 */

export const sexes = ['F', 'M', 'X'] as const;
export type Sex = (typeof sexes)[number];

export const jobStatuses = ['employed', 'self_employed', 'unemployed', 'retired', 'student', 'child'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** The statuses that name a job: its title is asked too. */
export const jobStatusesWithTitle: readonly JobStatus[] = ['employed', 'self_employed'];

/** The suitability questions, in the official form's order. */
export const suitabilityQuestions = [
  'seriousConviction',
  'recentConviction',
  'terrorismOrWarCrimes',
  'immigrationRefusal',
] as const;
export type SuitabilityQuestion = (typeof suitabilityQuestions)[number];
/** The form's two spans: a prison sentence of this many months or more, a conviction within this many months. */
export const convictionMonths = 12;

export const questionLimits = {
  addressLine: 200,
  city: 100,
  postcode: 20,
  jobTitle: 100,
  details: 2000,
  otherNationalities: 10,
} as const;

/** The messages in English; the web shows each in the reader's language by its key. */
export const questionMessages = {
  sex: 'Select the sex shown in the passport.',
  otherNationality: 'Select a country from the list.',
  otherNationalitiesTooMany: `Enter at most ${questionLimits.otherNationalities} other nationalities.`,
  homeAddress: 'Enter the home address.',
  addressLine: 'Enter the first line of the home address.',
  addressLineTooLong: `An address line must be at most ${questionLimits.addressLine} characters.`,
  city: 'Enter the town or city.',
  cityTooLong: `The town or city must be at most ${questionLimits.city} characters.`,
  postcodeTooLong: `The postcode must be at most ${questionLimits.postcode} characters.`,
  country: 'Select the country of the home address.',
  job: 'Select what best describes the job.',
  jobTitle: 'Enter the job title.',
  jobTitleTooLong: `The job title must be at most ${questionLimits.jobTitle} characters.`,
  suitability: 'Answer every question about convictions and immigration history.',
  answer: 'Answer yes or no.',
  details: 'Give details of every yes: what happened, where and when.',
  detailsTooLong: `The details must be at most ${questionLimits.details} characters.`,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const questionCodes = {
  ...fieldCodes('QUESTION', [
    'addressLine',
    'addressLineTooLong',
    'city',
    'cityTooLong',
    'postcodeTooLong',
    'country',
    'homeAddress',
    'job',
    'jobTitleTooLong',
    'jobTitle',
    'answer',
    'detailsTooLong',
    'suitability',
    'details',
    'sex',
    'otherNationality',
    'otherNationalitiesTooMany',
  ]),
} as const;

const requiredText = (max: number, message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
const countryCode = (message: string) => z.string({ error: message }).refine(isCountryCode, message);

export const homeAddressSchema = z.object(
  {
    line1: requiredText(questionLimits.addressLine, questionCodes.addressLine, questionCodes.addressLineTooLong),
    line2: optionalText(questionLimits.addressLine, questionCodes.addressLineTooLong),
    city: requiredText(questionLimits.city, questionCodes.city, questionCodes.cityTooLong),
    postcode: optionalText(questionLimits.postcode, questionCodes.postcodeTooLong),
    country: countryCode(questionCodes.country),
  },
  { error: questionCodes.homeAddress },
);
export type HomeAddress = z.infer<typeof homeAddressSchema>;

export const jobSchema = z
  .object(
    {
      status: z.enum(jobStatuses, { error: questionCodes.job }),
      title: optionalText(questionLimits.jobTitle, questionCodes.jobTitleTooLong),
    },
    { error: questionCodes.job },
  )
  .refine((job) => !jobStatusesWithTitle.includes(job.status) || Boolean(job.title), {
    message: questionCodes.jobTitle,
    path: ['title'],
  })
  // A title for a status without one is not kept, so staff never enter a stale one.
  .transform((job) => (jobStatusesWithTitle.includes(job.status) ? job : { status: job.status }));
export type Job = z.infer<typeof jobSchema>;

const answer = z.boolean({ error: questionCodes.answer });

export const suitabilitySchema = z
  .object(
    {
      seriousConviction: answer,
      recentConviction: answer,
      terrorismOrWarCrimes: answer,
      immigrationRefusal: answer,
      details: optionalText(questionLimits.details, questionCodes.detailsTooLong),
    },
    { error: questionCodes.suitability },
  )
  .refine((value) => !anyYes(value) || Boolean(value.details), {
    message: questionCodes.details,
    path: ['details'],
  })
  .transform((value) => (anyYes(value) ? value : { ...value, details: undefined }));
export type Suitability = z.infer<typeof suitabilitySchema>;

/** Any of the suitability questions answered yes: staff flag the case, the traveller is warned. */
export function anyYes(value: Partial<Record<SuitabilityQuestion, unknown>> | null | undefined): boolean {
  return Boolean(value) && suitabilityQuestions.some((question) => value?.[question] === true);
}

/** One traveller's answers to the Home Office's questions; spread into each traveller's schema. */
export const travellerQuestionFields = {
  sex: z.enum(sexes, { error: questionCodes.sex }),
  otherNationalities: z
    .array(countryCode(questionCodes.otherNationality), { error: questionCodes.otherNationality })
    .max(questionLimits.otherNationalities, questionCodes.otherNationalitiesTooMany)
    .transform((codes) => [...new Set(codes)]),
  homeAddress: homeAddressSchema,
  job: jobSchema,
  suitability: suitabilitySchema,
};
export const travellerQuestionsSchema = z.object(travellerQuestionFields);
export type TravellerQuestions = z.infer<typeof travellerQuestionsSchema>;

/** A traveller's answers as staff and the owner read them: each part null when not (or no longer) held. */
export const travellerAnswersSchema = z.object({
  index: z.number(),
  sex: z.enum(sexes).nullable(),
  otherNationalities: z.array(z.string()),
  homeAddress: z
    .object({
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      postcode: z.string().optional(),
      country: z.string(),
    })
    .nullable(),
  job: z.object({ status: z.enum(jobStatuses), title: z.string().optional() }).nullable(),
  suitability: z
    .object({
      seriousConviction: z.boolean(),
      recentConviction: z.boolean(),
      terrorismOrWarCrimes: z.boolean(),
      immigrationRefusal: z.boolean(),
      details: z.string().optional(),
    })
    .nullable(),
});
export type TravellerAnswers = z.infer<typeof travellerAnswersSchema>;

/** GOV.UK's page on the Standard Visitor visa, which may suit a traveller who answered yes better. */
export const standardVisitorVisaUrl = 'https://www.gov.uk/standard-visitor';
