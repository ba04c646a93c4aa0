import type { applications } from '../db/schema';

/**
 * The main applicant's traveller answers, from their columns of an application row; a family
 * member's are an entry of `additionalApplicants` already. The CSV export and the fix form read
 * a traveller the same way.
 */
export function mainTravellerOf(row: typeof applications.$inferSelect) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    email: row.email,
    phone: row.phone,
    passportNumber: row.passportNumber,
    passportIssueDate: row.passportIssueDate,
    passportExpiryDate: row.passportExpiryDate,
    issuingCountry: row.issuingCountry,
  };
}

/** One traveller's wizard answers as stored: the main applicant's columns, or a family member's entry. */
export function travellerAnswers(row: typeof applications.$inferSelect, index: number): Record<string, unknown> {
  if (index > 0) {
    const family = Array.isArray(row.additionalApplicants) ? row.additionalApplicants : [];
    return { ...((family[index - 1] ?? {}) as Record<string, unknown>) };
  }
  return mainTravellerOf(row);
}
