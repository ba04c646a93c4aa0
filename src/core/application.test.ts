import { describe, expect, it } from 'vitest';
import { sampleTraveller } from '../../tests/setup/application-data';
import {
  additionalApplicantSchema,
  isIsoDate,
  isoDay,
  makeTravelStepSchema,
  paymentStepSchema,
  personalStepSchema,
} from './application';

const person = sampleTraveller;

describe('application schemas', () => {
  it('accept a valid primary applicant and refuse an expiry before issue on the expiry field', () => {
    expect(personalStepSchema.safeParse(person).success).toBe(true);
    const result = personalStepSchema.safeParse({ ...person, passportExpiryDate: '2020-01-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['passportExpiryDate'], message: 'Expiry date must be after issue date.' }),
    ]);
  });

  it('check real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-01')).toBe(false);
    expect(isoDay('Europe/London', new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('judge travel dates against an injectable today', () => {
    const schema = makeTravelStepSchema(() => '2026-05-10');
    const travel = { travelPurpose: 'tourism', arrivalDate: '2026-05-10', departureDate: '2026-05-09', ukAddress: 'x' };
    expect(schema.safeParse(travel).error?.issues.map((i) => i.message)).toEqual([
      'Departure date cannot be in the past',
    ]);
  });

  it('use the dialog messages for family members and require accepted terms', () => {
    const result = additionalApplicantSchema.safeParse({
      ...person,
      nationality: '',
      issuingCountry: '',
      relationship: '',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select a nationality.',
      'Please select the country that issued the passport.',
      'Please specify relationship to primary applicant.',
    ]);
    expect(
      paymentStepSchema.safeParse({ processingType: 'priority', termsAccepted: false }).error?.issues[0]?.message,
    ).toBe('You must accept the terms and conditions to proceed.');
  });
});
