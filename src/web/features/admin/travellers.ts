import type { AdminApplication, Traveller } from '../../../core/admin';

/** Every traveller of an application: the main applicant (index 0), then the additional ones in order. */
export function travellersOf(application: AdminApplication): Traveller[] {
  return [
    {
      firstName: application.firstName,
      lastName: application.lastName,
      dateOfBirth: application.dateOfBirth,
      nationality: application.nationality,
      email: application.email,
      phone: application.phone,
      passportNumber: application.passportNumber,
      passportIssueDate: application.passportIssueDate,
      passportExpiryDate: application.passportExpiryDate,
      issuingCountry: application.issuingCountry,
    },
    ...application.additionalApplicants,
  ];
}
