import { emailMessage } from './email';
import { maxAdditionalApplicants, maxLengths, passportWarningMonths } from './limits';

/** The wizard's messages in the spec's English; the web shows each in the reader's language by its key. */
export const messages = {
  firstName: 'First name must be at least 2 characters.',
  lastName: 'Last name must be at least 2 characters.',
  date: 'Please enter a valid date in the format YYYY-MM-DD.',
  nationality: 'Please select your nationality.',
  nationalityOther: 'Please select a nationality.',
  nationalityVisa:
    'With this nationality you need a visa to visit the UK, not an ETA. We only apply for ETAs, so we cannot take this application or your payment.',
  nationalityNoEta: 'British and Irish citizens do not need an ETA or a visa to visit the UK.',
  email: emailMessage,
  phone: 'Please enter a valid phone number.',
  passportNumber: 'Please enter a valid passport number.',
  issuingCountry: 'Please select the country that issued your passport.',
  issuingCountryOther: 'Please select the country that issued the passport.',
  relationship: 'Please specify relationship to primary applicant.',
  expiryAfterIssue: 'Expiry date must be after issue date.',
  expiryBeforeDeparture: 'The passport must be valid until your departure date.',
  /** An expired passport, whether or not a departure date is known yet. */
  passportExpired: 'This passport has expired. Enter the details of a passport that is still valid.',
  passportSixMonths: `Passport must be valid for at least ${passportWarningMonths} months from today`,
  dateMustBePast: 'Date must be in the past',
  dateNotFuture: 'Date cannot be in the future',
  passportName: 'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).',
  travelPurpose: 'Please select the purpose of your travel.',
  arrivalPast: 'Arrival date cannot be in the past',
  departurePast: 'Departure date cannot be in the past',
  departureBeforeArrival: 'Departure date must be on or after the arrival date.',
  /** Said with the name of the traveller whose passport runs out first (passportEndingBefore). */
  departureAfterPassportExpiry:
    'This is after the expiry date of {{name}}’s passport: every passport must be valid until the departure date.',
  ukAddress: 'Please provide your accommodation details in the UK.',
  processingType: 'Priority Processing is the only processing type offered.',
  terms: 'You must accept the terms and conditions to proceed.',
  passportScan: 'Please upload a valid passport scan.',
  photo: 'Please upload a valid photo.',
  additionalDocument: 'Please upload a valid additional document.',
  firstNameTooLong: `First name must be at most ${maxLengths.name} characters.`,
  lastNameTooLong: `Last name must be at most ${maxLengths.name} characters.`,
  phoneTooLong: `Phone number must be at most ${maxLengths.phone} characters.`,
  passportNumberTooLong: `Passport number must be at most ${maxLengths.passportNumber} characters.`,
  relationshipTooLong: `Relationship must be at most ${maxLengths.relationship} characters.`,
  ukAddressTooLong: `UK address must be at most ${maxLengths.ukAddress} characters.`,
  tooManyApplicants: `You can add at most ${maxAdditionalApplicants} additional travellers.`,
} as const;
