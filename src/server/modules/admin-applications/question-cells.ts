import { countryName } from '../../../core/countries';
import { anyYes, type TravellerAnswers } from '../../../core/traveller-questions';

/**
 * A traveller's answers to the Home Office's questions in the one-application CSV, in the official
 * form's order. The suitability details are never in a file that leaves the portal: yes or no only
 * (decision 033); staff read the details on the detail page, where the read is audited.
 */
export const questionHeader = [
  'Sex',
  'Other nationalities',
  'Home address',
  'Home town or city',
  'Home postcode',
  'Home country',
  'Job',
  'Job title',
  'Suitability: any yes',
];

export function questionCells(answers: TravellerAnswers | undefined): string[] {
  const address = answers?.homeAddress;
  return [
    answers?.sex ?? '',
    (answers?.otherNationalities ?? []).map((code) => countryName(code)).join('; '),
    address ? [address.line1, address.line2].filter(Boolean).join(', ') : '',
    address?.city ?? '',
    address?.postcode ?? '',
    address ? countryName(address.country) : '',
    answers?.job?.status ?? '',
    answers?.job?.title ?? '',
    answers?.suitability ? (anyYes(answers.suitability) ? 'yes' : 'no') : '',
  ];
}
