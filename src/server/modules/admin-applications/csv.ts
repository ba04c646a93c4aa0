import { countryName } from '../../../core/countries';
import { penceToPounds } from '../../../core/money';
import { relationshipCodeOf } from '../../../core/relationships';
import type { TravellerAnswers } from '../../../core/traveller-questions';
import enCommon from '../../../locales/en/common.json';
import { mainTravellerOf } from '../../lib/main-traveller';
import type { ListExtras } from './csv-extras';
import { questionCells, questionHeader } from './question-cells';
import { type ApplicationRow, additionalTravellers } from './service';

/**
 * Where a spreadsheet may begin a cell with a formula (= + - @, a tab or a carriage return): the
 * start of ours, or after any separator a locale or an import dialog splits on (, ; tab |, a line
 * break), with optional spaces and quotes between. Excel in a locale whose list separator is ';'
 * reads 'Ann;=1+1' as 'Ann' and a formula.
 */
// Spaces are any white space but a tab or a line break, which are separators or formula starts themselves.
const formulaStarts = /(^|[,;\t|\r\n])((?:[^\S\t\r\n]|["'])*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell, spreadsheet-safe (OWASP 'CSV injection'): every place a formula could begin gets
 * a single quote before it, so it stays text; and every cell is quoted as RFC 4180 asks, quotes
 * doubled, so no value can add a cell of its own.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${text.replace(formulaStarts, "$1$2'").replaceAll('"', '""')}"`;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const listHeader = [
  'Reference',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Nationality',
  'Status',
  'Processing',
  'Travellers',
  'Amount charged (GBP)',
  'Refunded (GBP)',
  'Net paid (GBP)',
  'Submitted',
  'Last status update',
  'Status notes',
  'Suitability: yes',
  'Travellers and outcomes',
  // As paid (decision 037): the fee schedule's change in force when the payment was priced.
  'Price per traveller (GBP)',
  'Government fee per traveller (GBP)',
];

/** One application of the list CSV; `extras` from csv-extras.ts (refunds and each traveller's outcome). */
export function listRow(row: ApplicationRow, extras: ListExtras = { refundedPence: 0, outcomes: '' }): string {
  return csvLine([
    row.referenceNumber,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    countryName(row.nationality),
    row.status,
    row.processingType,
    row.applicantCount,
    penceToPounds(row.amountPence).toFixed(2),
    penceToPounds(extras.refundedPence).toFixed(2),
    penceToPounds(row.amountPence - extras.refundedPence).toFixed(2),
    row.createdAt.toISOString(),
    row.lastStatusUpdate.toISOString(),
    row.statusNotes ?? '',
    row.suitabilityDeclared ? 'yes' : 'no',
    extras.outcomes,
    row.pricePence === null ? '' : penceToPounds(row.pricePence).toFixed(2),
    row.governmentFeePence === null ? '' : penceToPounds(row.governmentFeePence).toFixed(2),
  ]);
}

export const travellerHeader = [
  'Reference',
  'Traveller',
  'First name',
  'Last name',
  'Relationship',
  'Date of birth',
  'Nationality',
  'Email',
  'Phone',
  'Passport number',
  'Passport issue date',
  'Passport expiry date',
  'Issuing country',
  'Travel purpose',
  'Arrival date',
  'Departure date',
  'UK address',
  'Processing',
  'Status',
  ...questionHeader,
];

/** A relationship code in staff's English words (the CSV's language); an older free-text answer as typed. */
const relationshipWords = (value: string) => {
  const code = relationshipCodeOf(value);
  return code ? enCommon.relationships[code] : value;
};

/** One application with every traveller, one line each, for processing (the detail page's Export CSV). */
export function applicationCsv(row: ApplicationRow, answers: TravellerAnswers[]): string {
  const travellers = [mainTravellerOf(row), ...additionalTravellers(row)];
  return (
    csvLine(travellerHeader) +
    travellers
      .map((traveller, index) =>
        csvLine([
          row.referenceNumber,
          index + 1,
          traveller.firstName,
          traveller.lastName,
          'relationship' in traveller && traveller.relationship
            ? relationshipWords(traveller.relationship)
            : index === 0
              ? 'Main applicant'
              : '',
          traveller.dateOfBirth,
          traveller.nationality ? countryName(traveller.nationality) : '',
          traveller.email ?? row.email,
          traveller.phone ?? row.phone,
          traveller.passportNumber,
          traveller.passportIssueDate,
          traveller.passportExpiryDate,
          traveller.issuingCountry ? countryName(traveller.issuingCountry) : '',
          row.travelPurpose,
          row.arrivalDate,
          row.departureDate,
          row.ukAddress,
          row.processingType,
          row.status,
          ...questionCells(answers[index]),
        ]),
      )
      .join('')
  );
}
