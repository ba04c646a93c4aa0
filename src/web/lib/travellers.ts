import type { AdminApplication, Traveller } from '../../core/admin-applications';
import { suggestedReasons } from '../../core/case-reasons';
import type { CaseTraveller } from '../../core/case-requests';
import { staffMovesFrom } from '../../core/cases';

/** The checks' reasons for one traveller's case, offered first when staff ask for information (issue #36). */
export const suggestionsOf = (traveller: CaseTraveller | undefined) =>
  suggestedReasons({ photoWarnings: traveller?.photoCheck?.warnings, passport: traveller?.passportCheck });

/** Whether staff may ask this traveller for information now (the per-traveller staff moves). */
export const canRequest = (traveller: CaseTraveller | undefined) =>
  Boolean(traveller && staffMovesFrom(traveller.caseStatus).includes('information_needed'));

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
