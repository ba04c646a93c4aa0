import { describe, expect, it } from 'vitest';
import { questionCodes } from '../../../core/traveller-questions';
import {
  emptyQuestions,
  homeAddressFromProfile,
  type QuestionValues,
  questionErrors,
  questionPayload,
  questionValuesFrom,
} from './question-values';

const answered = (change: (values: QuestionValues) => void = () => {}): QuestionValues => {
  const values = emptyQuestions();
  values.sex = 'F';
  values.homeAddress = { line1: '1 Main St', line2: '', city: 'Boston', postcode: '', country: 'US' };
  values.job = { status: 'student', title: '' };
  for (const question of [
    'seriousConviction',
    'recentConviction',
    'terrorismOrWarCrimes',
    'immigrationRefusal',
  ] as const)
    values.suitability[question] = 'no';
  change(values);
  return values;
};

describe('the questions step’s answers', () => {
  it('names each unanswered question by the id of its field', () => {
    const errors = questionErrors([emptyQuestions()]);
    expect(errors.get('q-0-sex')).toBe(questionCodes.sex);
    expect(errors.get('q-0-homeAddress-line1')).toBe(questionCodes.addressLine);
    expect(errors.get('q-0-job-status')).toBe(questionCodes.job);
    expect(errors.get('q-0-suitability-recentConviction')).toBe(questionCodes.answer);
  });

  it('asks for details of a yes, and takes a family member’s ticked address from the main applicant', () => {
    const yes = answered((values) => {
      values.suitability.immigrationRefusal = 'yes';
    });
    expect([...questionErrors([yes]).keys()]).toEqual(['q-0-suitability-details']);
    const child = answered((values) => {
      values.homeAddress = emptyQuestions().homeAddress;
      values.sameHomeAddress = true;
    });
    expect(questionErrors([answered(), child]).size).toBe(0);
    expect(questionPayload(child, answered()).homeAddress.city).toBe('Boston');
  });

  it('reads saved answers back in either shape', () => {
    const sent = questionPayload(answered());
    expect(questionValuesFrom(sent)).toEqual(answered());
    expect(questionValuesFrom(undefined)).toEqual(emptyQuestions());
  });

  it('fills the home address from the profile, the country from its name or code', () => {
    expect(
      homeAddressFromProfile({ address: '5 Rue X', city: 'Lyon', zipCode: '69001', country: 'France' }, 'en'),
    ).toEqual({ line1: '5 Rue X', line2: '', city: 'Lyon', postcode: '69001', country: 'FR' });
    expect(homeAddressFromProfile({ address: '1 Ginza', country: 'jp' }, 'ja')?.country).toBe('JP');
    expect(homeAddressFromProfile({ address: null, country: 'FR' }, 'en')).toBeNull();
  });
});
