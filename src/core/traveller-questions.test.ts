import { describe, expect, it } from 'vitest';
import { englishOfField } from './field-messages';
import { anyYes, questionMessages, travellerQuestionsSchema } from './traveller-questions';

const no = {
  seriousConviction: false,
  recentConviction: false,
  terrorismOrWarCrimes: false,
  immigrationRefusal: false,
};
const answers = {
  sex: 'X',
  otherNationalities: ['FR', 'FR', 'DE'],
  homeAddress: { line1: ' 1 Main St ', line2: '', city: 'Boston', postcode: '', country: 'US' },
  job: { status: 'retired', title: 'Former pilot' },
  suitability: { ...no, details: 'left over from a yes changed to no' },
};
const errorsOf = (value: unknown) => {
  const result = travellerQuestionsSchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishOfField(issue.message)]),
  );
};

describe('the Home Office’s questions (issue 31)', () => {
  it('keeps what staff enter and drops what does not apply', () => {
    expect(travellerQuestionsSchema.parse(answers)).toEqual({
      sex: 'X',
      otherNationalities: ['FR', 'DE'],
      homeAddress: { line1: '1 Main St', city: 'Boston', country: 'US' },
      job: { status: 'retired' },
      suitability: no,
    });
  });

  it('asks for a job title when employed, and details of a yes, at most 2,000 characters', () => {
    expect(errorsOf({ ...answers, job: { status: 'employed', title: ' ' } })).toEqual({
      'job.title': questionMessages.jobTitle,
    });
    const yes = { ...no, immigrationRefusal: true };
    expect(errorsOf({ ...answers, suitability: yes })).toEqual({ 'suitability.details': questionMessages.details });
    expect(errorsOf({ ...answers, suitability: { ...yes, details: 'x'.repeat(2001) } })).toEqual({
      'suitability.details': questionMessages.detailsTooLong,
    });
    expect(
      travellerQuestionsSchema.parse({ ...answers, suitability: { ...yes, details: 'Refused a visa in 2018' } })
        .suitability.details,
    ).toBe('Refused a visa in 2018');
  });

  it('names each missing answer under its own key', () => {
    expect(Object.keys(errorsOf({}))).toEqual(['sex', 'otherNationalities', 'homeAddress', 'job', 'suitability']);
    expect(errorsOf({ ...answers, suitability: { ...no, terrorismOrWarCrimes: undefined } })).toEqual({
      'suitability.terrorismOrWarCrimes': questionMessages.answer,
    });
  });

  it('tells a yes from all no', () => {
    expect(anyYes(no)).toBe(false);
    expect(anyYes({ ...no, seriousConviction: true })).toBe(true);
    expect(anyYes(null)).toBe(false);
  });
});
