import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries';
import { alpha2Codes, alpha2OfPassportCode } from './country-alpha3';
import {
  mrzCheckDigit,
  mrzDate,
  type PassportRead,
  passportConfirmedSchema,
  passportDifferences,
  passportVerdict,
  td3CheckDigitsValid,
} from './passport-check';

// ICAO Doc 9303 part 4, appendix A: the specimen passport of Utopia.
const specimenLine2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

const read: PassportRead = {
  documentNumber: 'XA1234567',
  surname: 'GARCIA<LOPEZ',
  givenNames: 'JOSE<MARIA',
  nationality: 'ESP',
  issuingCountry: 'ESP',
  dateOfBirth: '1985-03-14',
  sex: 'M',
  expiryDate: '2031-06-30',
  checkDigitsValid: true,
};
const typed = {
  passportNumber: 'xa1234567',
  lastName: 'García López',
  firstName: 'José-María',
  dateOfBirth: '1985-03-14',
  passportExpiryDate: '2031-06-30',
  nationality: 'ES',
  issuingCountry: 'ES',
};

describe('ICAO 9303 check digits', () => {
  it('weigh 7, 3, 1 with letters as 10–35 and the filler as 0', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe(1);
    expect(mrzCheckDigit('<<<<')).toBe(0);
  });
  it('hold on the specimen line and fail when any character changes', () => {
    expect(td3CheckDigitsValid(specimenLine2)).toBe(true);
    for (const at of [1, 5, 14, 22, 30, 43]) {
      const swapped = specimenLine2[at] === '1' ? '2' : '1';
      expect(td3CheckDigitsValid(specimenLine2.slice(0, at) + swapped + specimenLine2.slice(at + 1))).toBe(false);
    }
    expect(td3CheckDigitsValid(specimenLine2.slice(1))).toBe(false);
  });
});

describe('dates of the lines', () => {
  it('put a birth date in the latest century not after today and an expiry in this one', () => {
    expect(mrzDate('740812', 'birth', '2026-11-28')).toBe('1974-08-12');
    expect(mrzDate('150101', 'birth', '2026-11-28')).toBe('2015-01-01');
    expect(mrzDate('261129', 'birth', '2026-11-28')).toBe('1926-11-29');
    expect(mrzDate('310630', 'expiry', '2026-11-28')).toBe('2031-06-30');
    expect(mrzDate('310231', 'expiry', '2026-11-28')).toBeNull();
    expect(mrzDate('31<<30', 'expiry', '2026-11-28')).toBeNull();
  });
});

describe('alpha-3 codes', () => {
  it('map every country of our list, and ICAO’s own spellings', () => {
    const known = alpha2Codes();
    expect(countryCodes.filter((code) => !known.has(code))).toEqual([]);
    expect(alpha2OfPassportCode('ESP')).toBe('ES');
    expect(alpha2OfPassportCode('D<<')).toBe('DE');
    expect(alpha2OfPassportCode('GBN')).toBe('GB');
    expect(alpha2OfPassportCode('RKS')).toBe('XK');
    expect(alpha2OfPassportCode('UTO')).toBeNull();
  });
});

describe('the comparison of typed fields with the lines', () => {
  it('ignores case, accents, hyphens, spaces and fillers', () => {
    expect(passportDifferences(typed, read)).toEqual([]);
  });
  it('reads 0, 1, 5 and 8 as O, I, S and B in names only', () => {
    expect(passportDifferences(typed, { ...read, surname: 'GARC1A<L0PEZ', givenNames: 'J05E<MAR1A' })).toEqual([]);
    expect(passportDifferences({ ...typed, lastName: 'Bose' }, { ...read, surname: '8O5E' })).toEqual([]);
    expect(passportDifferences(typed, { ...read, documentNumber: 'XA12345G7' })).toEqual(['passportNumber']);
  });
  it('accepts an umlaut printed either way', () => {
    const muller = { ...typed, lastName: 'Müller' };
    expect(passportDifferences(muller, { ...read, surname: 'MUELLER' })).toEqual([]);
    expect(passportDifferences(muller, { ...read, surname: 'MULLER' })).toEqual([]);
    expect(passportDifferences({ ...typed, lastName: 'Søren' }, { ...read, surname: 'SOREN' })).toEqual([]);
  });
  it('names each field that differs, in the order staff read them', () => {
    const wrong = {
      ...typed,
      passportNumber: 'XA1234568',
      firstName: 'Josep',
      dateOfBirth: '1985-03-15',
      passportExpiryDate: '2031-07-30',
      nationality: 'FR',
    };
    expect(passportDifferences(wrong, read)).toEqual([
      'passportNumber',
      'firstName',
      'dateOfBirth',
      'passportExpiryDate',
      'nationality',
    ]);
  });
  it('leaves out a field typed empty or absent from the lines', () => {
    expect(passportDifferences({ ...typed, firstName: '' }, { ...read, dateOfBirth: null })).toEqual([]);
  });
});

describe('the staff verdict', () => {
  it('is pending, unreadable, match or mismatch', () => {
    expect(passportVerdict(null, typed).status).toBe('pending');
    expect(passportVerdict({ status: 'pending' }, typed).status).toBe('pending');
    expect(passportVerdict({ status: 'unreadable' }, typed).status).toBe('unreadable');
    const badDigits = passportVerdict({ status: 'read', mrz: { ...read, checkDigitsValid: false } }, typed);
    expect(badDigits.status).toBe('unreadable');
    expect(passportVerdict({ status: 'read', mrz: read }, typed)).toMatchObject({ status: 'match', differences: [] });
    const one = passportVerdict({ status: 'read', mrz: read }, { ...typed, passportNumber: 'XA1234568' }, [
      'passportNumber',
    ]);
    expect(one).toMatchObject({ status: 'mismatch', differences: ['passportNumber'], confirmed: ['passportNumber'] });
  });
});

describe('the traveller’s confirmations', () => {
  it('keep the known field names once and drop the rest rather than refuse', () => {
    expect(passportConfirmedSchema.parse(['passportNumber', 'sex', 'passportNumber', 'shoeSize'])).toEqual([
      'passportNumber',
      'sex',
    ]);
  });
});
