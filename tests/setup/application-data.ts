/**
 * Valid wizard data, as the traveller's browser sends it, for the tests that submit applications
 * (API tests and browser journeys alike). Override any field.
 */

/** 'YYYY-MM-DD', `offset` days from today (travel dates must lie ahead). */
export const daysFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The main traveller's personal and passport details. */
export const sampleTraveller = {
  firstName: 'Jane',
  lastName: 'Smith',
  dateOfBirth: '1990-05-01',
  nationality: 'US',
  email: 'jane@example.com',
  phone: '+1 555 0100',
  passportNumber: 'X1234567',
  // Relative to today, so the sample stays valid: issued years ago, valid for years to come.
  passportIssueDate: daysFromNow(-3 * 365),
  passportExpiryDate: daysFromNow(7 * 365),
  issuingCountry: 'US',
};

/**
 * One traveller's answers to the Home Office's questions (src/core/traveller-questions.ts): all
 * no, so no details. Spread into each family member a test adds.
 */
export const sampleQuestions = {
  sex: 'F',
  otherNationalities: [] as string[],
  homeAddress: { line1: '12 Main Street', city: 'Boston', postcode: '02110', country: 'US' },
  job: { status: 'employed', title: 'Teacher' },
  suitability: {
    seriousConviction: false,
    recentConviction: false,
    terrorismOrWarCrimes: false,
    immigrationRefusal: false,
  },
};

/** A whole application for one traveller whose documents are already uploaded. */
export function sampleApplicationData(
  documents: { passportScanPath: string; photoPath: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    ...sampleTraveller,
    ...sampleQuestions,
    ...documents,
    additionalDocumentPath: null,
    travelPurpose: 'tourism',
    arrivalDate: daysFromNow(10),
    departureDate: daysFromNow(20),
    ukAddress: '1 Baker Street, London',
    processingType: 'priority',
    termsAccepted: true,
    additionalApplicants: [] as unknown[],
    ...overrides,
  };
}

/** What the sandbox's card form sends for an intent: its test card (4242… succeeds, 4000 0000 0000 0002 is declined). */
export const sandboxCard = (paymentIntentId: string, cardNumber = '4242 4242 4242 4242') => ({
  paymentIntentId,
  cardholderName: 'Jane Smith',
  cardNumber,
  expiry: '12/39',
  cvc: '123',
});
