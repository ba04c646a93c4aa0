import type { SpecimenPassport } from '../../../src/server/modules/document-checks/passport-corpus';
import { passportExpires } from './wizard';

/** A date of the application (`YYYY-MM-DD`) as the passport's lines print it. */
export const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/** The passport of the Jane Smith `fillPersonal` types (number XA1234567), with `changes`. */
export const janeSmithPassport = (changes: Partial<SpecimenPassport> = {}): SpecimenPassport => ({
  documentNumber: 'XA1234567',
  surname: 'SMITH',
  givenNames: 'JANE',
  nationality: 'USA',
  issuingCountry: 'USA',
  birth: '880412',
  sex: 'F',
  expiry: yymmdd(passportExpires),
  ...changes,
});
