import { describe, expect, it } from 'vitest';
import { sampleTraveller } from '../../tests/setup/application-data';
import { passportEndingBefore } from './application-refinements';
import {
  additionalApplicantSchema,
  addMonths,
  applicationCodes,
  expiresWithinWarningMonths,
  isIsoDate,
  isoDay,
  isPassportName,
  makeAdditionalApplicantSchema,
  makeApplicationSchema,
  makePersonalStepSchema,
  makeTravelFormSchema,
  makeTravelStepSchema,
  paymentStepSchema,
  personalStepSchema,
} from './applications';
import { englishOfField } from './field-messages';

const person = sampleTraveller;

describe('application schemas', () => {
  it('accept a valid primary applicant and refuse an expiry before issue on the expiry field', () => {
    expect(personalStepSchema.safeParse(person).success).toBe(true);
    const result = personalStepSchema.safeParse({ ...person, passportExpiryDate: '2020-01-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['passportExpiryDate'], message: applicationCodes.expiryAfterIssue }),
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
    expect(schema.safeParse(travel).error?.issues.map((i) => englishOfField(i.message))).toEqual([
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
    expect(result.error?.issues.map((i) => englishOfField(i.message))).toEqual([
      'Please select a nationality.',
      'Please select the country that issued the passport.',
      'Please specify relationship to primary applicant.',
    ]);
    expect(
      englishOfField(
        paymentStepSchema.safeParse({ processingType: 'priority', termsAccepted: false }).error?.issues[0]?.message ??
          '',
      ),
    ).toBe('You must accept the terms and conditions to proceed.');
  });
});

describe("the answers' rules (issue 22)", () => {
  const today = () => '2026-05-10';
  const traveller = { ...person, passportIssueDate: '2020-01-01', passportExpiryDate: '2030-01-01' };
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishOfField(issue.message)]),
    );

  it('accept a date of birth or an issue date of today, refuse tomorrow with the spec messages', () => {
    const personal = makePersonalStepSchema(today);
    expect(
      personal.safeParse({ ...traveller, dateOfBirth: '2026-05-10', passportIssueDate: '2026-05-10' }).success,
    ).toBe(true);
    expect(
      messagesOf(personal.safeParse({ ...traveller, dateOfBirth: '2026-05-11', passportIssueDate: '2026-05-11' })),
    ).toEqual({ dateOfBirth: 'Date must be in the past', passportIssueDate: 'Date cannot be in the future' });
    const family = makeAdditionalApplicantSchema(today);
    const child = { ...traveller, relationship: 'child', dateOfBirth: '2026-05-11', passportIssueDate: '2027-01-01' };
    expect(messagesOf(family.safeParse(child))).toEqual({
      dateOfBirth: 'Date must be in the past',
      passportIssueDate: 'Date cannot be in the future',
    });
  });

  it('take names in Latin letters with accents, spaces, hyphens and apostrophes, and refuse other scripts', () => {
    for (const name of ["Zoë O'Brien-Łukasz", 'Søren', 'Weiß', 'José María', 'N’Golo', 'Zoe\u0308', "'t Hooft"]) {
      expect(isPassportName(name), name).toBe(true);
    }
    for (const name of ['山田', 'محمد', 'Иван', 'ＹＡＭＡＤＡ', 'Jane2', 'Jane_Smith', '---', 'Ann\u3000Lee'])
      expect(isPassportName(name), name).toBe(false);
    const hint = 'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).';
    const personal = makePersonalStepSchema(today);
    expect(personal.safeParse({ ...traveller, firstName: "Zoë O'Brien-Łukasz", lastName: 'Ærø' }).success).toBe(true);
    expect(messagesOf(personal.safeParse({ ...traveller, firstName: '山田', lastName: 'Иванов' }))).toEqual({
      firstName: hint,
      lastName: hint,
    });
    const family = makeAdditionalApplicantSchema(today);
    expect(
      messagesOf(family.safeParse({ ...traveller, relationship: 'son', firstName: 'Ali', lastName: 'علي' })),
    ).toEqual({ lastName: hint });
  });

  it('refuse a passport that expired, or that expires before the departure date once it is known', () => {
    const refused = { passportExpiryDate: 'The passport must be valid until your departure date.' };
    // Expired: said so, with or without a departure date, never 'until your departure date' before one exists.
    const expired = {
      passportExpiryDate: 'This passport has expired. Enter the details of a passport that is still valid.',
    };
    expect(
      messagesOf(makePersonalStepSchema(today).safeParse({ ...traveller, passportExpiryDate: '2026-05-09' })),
    ).toEqual(expired);
    expect(
      messagesOf(
        makePersonalStepSchema(today, '2026-07-01').safeParse({ ...traveller, passportExpiryDate: '2026-05-09' }),
      ),
    ).toEqual(expired);
    expect(
      messagesOf(
        makeAdditionalApplicantSchema(today).safeParse({
          ...traveller,
          relationship: 'son',
          passportExpiryDate: '2026-05-09',
        }),
      ),
    ).toEqual(expired);
    expect(makePersonalStepSchema(today).safeParse({ ...traveller, passportExpiryDate: '2026-05-10' }).success).toBe(
      true,
    );
    const departing = makePersonalStepSchema(today, '2026-07-01');
    expect(departing.safeParse({ ...traveller, passportExpiryDate: '2026-07-01' }).success).toBe(true);
    expect(messagesOf(departing.safeParse({ ...traveller, passportExpiryDate: '2026-06-30' }))).toEqual(refused);
    const family = makeAdditionalApplicantSchema(today, '2026-07-01');
    expect(
      messagesOf(family.safeParse({ ...traveller, relationship: 'son', passportExpiryDate: '2026-06-30' })),
    ).toEqual(refused);
  });

  it('warn, without refusing, of a passport that expires within 6 months of today', () => {
    expect(expiresWithinWarningMonths('2026-11-09', '2026-05-10')).toBe(true);
    expect(expiresWithinWarningMonths('2026-11-10', '2026-05-10')).toBe(false);
    expect(expiresWithinWarningMonths('not a date', '2026-05-10')).toBe(false);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(
      makePersonalStepSchema(today, '2026-06-01').safeParse({ ...traveller, passportExpiryDate: '2026-08-01' }).success,
    ).toBe(true);
  });

  it('want the departure on or after the arrival, and within every passport the wizard knows', () => {
    const travel = { travelPurpose: 'tourism', arrivalDate: '2026-06-01', departureDate: '2026-06-01', ukAddress: 'x' };
    expect(makeTravelFormSchema(today).safeParse(travel).success).toBe(true);
    expect(messagesOf(makeTravelFormSchema(today).safeParse({ ...travel, departureDate: '2026-05-31' }))).toEqual({
      departureDate: 'Departure date must be on or after the arrival date.',
    });
    const passports = ['2030-01-01', '2026-06-01', 'not yet typed'];
    expect(makeTravelFormSchema(today, passports).safeParse(travel).success).toBe(true);
    expect(
      messagesOf(makeTravelFormSchema(today, passports).safeParse({ ...travel, departureDate: '2026-06-02' })),
    ).toEqual({
      departureDate:
        'This is after the expiry date of {{name}}’s passport: every passport must be valid until the departure date.',
    });
    // The refusal names the traveller whose passport runs out first before the departure.
    const named = [
      { name: 'Ana Smith', expiry: '2026-06-20' },
      { name: 'Ben Smith', expiry: '2026-06-10' },
      { name: 'Cy Smith', expiry: '2030-01-01' },
    ];
    expect(passportEndingBefore(named, '2026-06-25')?.name).toBe('Ben Smith');
    expect(passportEndingBefore(named, '2026-06-15')?.name).toBe('Ben Smith');
    expect(passportEndingBefore(named, '2026-06-10')).toBeUndefined();
    expect(passportEndingBefore(named, 'not a date')).toBeUndefined();
  });

  it('check every rule across the whole application, on the field of the traveller concerned', () => {
    const schema = makeApplicationSchema(today);
    const ids = { passportScanPath: crypto.randomUUID(), photoPath: crypto.randomUUID() };
    const questions = {
      sex: 'F',
      otherNationalities: [],
      homeAddress: { line1: '1 Main St', city: 'Boston', country: 'US' },
      job: { status: 'child' },
      suitability: {
        seriousConviction: false,
        recentConviction: false,
        terrorismOrWarCrimes: false,
        immigrationRefusal: false,
      },
    };
    const child = {
      ...traveller,
      ...questions,
      ...ids,
      firstName: 'Tom',
      relationship: 'son',
      dateOfBirth: '2015-01-01',
    };
    const application = {
      ...traveller,
      ...questions,
      ...ids,
      travelPurpose: 'tourism',
      arrivalDate: '2026-06-01',
      departureDate: '2026-06-20',
      ukAddress: 'London',
      processingType: 'priority',
      termsAccepted: true,
      additionalApplicants: [child, { ...child, firstName: 'Mia' }],
    };
    expect(schema.safeParse(application).success).toBe(true);
    expect(schema.safeParse({ ...application, passportExpiryDate: '2026-06-20' }).success).toBe(true);
    expect(
      messagesOf(
        schema.safeParse({
          ...application,
          firstName: '山田',
          dateOfBirth: '2026-05-11',
          passportExpiryDate: '2026-06-19',
          additionalApplicants: [
            child,
            { ...child, lastName: 'Смирнов', passportIssueDate: '2026-05-11', passportExpiryDate: '2026-06-10' },
          ],
        }),
      ),
    ).toEqual({
      firstName: 'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).',
      dateOfBirth: 'Date must be in the past',
      passportExpiryDate: 'The passport must be valid until your departure date.',
      'additionalApplicants.1.lastName':
        'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).',
      'additionalApplicants.1.passportIssueDate': 'Date cannot be in the future',
      'additionalApplicants.1.passportExpiryDate': 'The passport must be valid until your departure date.',
    });
    expect(messagesOf(schema.safeParse({ ...application, departureDate: '2026-05-31' }))).toEqual({
      departureDate: 'Departure date must be on or after the arrival date.',
    });
    // The cross-field rules run on anything, so they must not throw on what is not an application.
    for (const junk of [null, undefined, 'x', 42, []]) {
      expect(schema.safeParse(junk).success).toBe(false);
      expect(makePersonalStepSchema(today, '2026-06-01').safeParse(junk).success).toBe(false);
      expect(makeTravelFormSchema(today, ['2026-06-01']).safeParse(junk).success).toBe(false);
    }
  });
});
