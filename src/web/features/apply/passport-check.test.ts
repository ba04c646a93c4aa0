import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { readTd3 } from '../../../core/mrz-lines';
import { mrzCheckDigit, type PassportRead } from '../../../core/passport-check';
import {
  differencesOf,
  nameFromLines,
  openDifferencesOf,
  passportConfirmedOf,
  storedPassportCheck,
  typedOnDevice,
  valueFromLines,
} from '../../lib/passport-reader/compare';
import type { DevicePassportCheck } from '../../lib/passport-reader/types';
import { unresolvedPassports, withConfirmed, withPassportCheck, withPassportValue } from './passport-wizard';
import { applicationPayload, emptyWizard, type WizardData } from './state';

const today = '2026-11-28';

/** Two TD3 lines with their check digits, as a passport prints them. */
function lines(number: string, country: string, names: string, birth: string, sex: string, expiry: string) {
  const line1 = `P<${country}${names}`.padEnd(44, '<');
  const n = number.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const parts = [n + mrzCheckDigit(n), country, birth + mrzCheckDigit(birth), sex, expiry + mrzCheckDigit(expiry)];
  const composite = `${parts[0]}${parts[2]}${parts[4]}${personal}<`;
  return [line1, `${parts.join('')}${personal}<${mrzCheckDigit(composite)}`] as [string, string];
}

const read = readTd3(lines('XA1234567', 'ESP', 'GARCIA<LOPEZ<<JOSE<MARIA', '850412', 'M', '320131'), today, parse);
const mrz = read as PassportRead;
const typed = {
  firstName: 'José María',
  lastName: 'García López',
  dateOfBirth: '1985-04-12',
  nationality: 'ES',
  passportNumber: 'XA1234568',
  passportExpiryDate: '2032-01-31',
  issuingCountry: 'ES',
};
const checked: DevicePassportCheck = { status: 'read', mrz, confirmed: [] };

describe('the passport check on the device: the lines read, mapped to the answers', () => {
  it('reads the lines with mrz into the fields core compares', () => {
    expect(read).toMatchObject({
      documentNumber: 'XA1234567',
      surname: 'GARCIA LOPEZ',
      givenNames: 'JOSE MARIA',
      nationality: 'ESP',
      issuingCountry: 'ESP',
      dateOfBirth: '1985-04-12',
      expiryDate: '2032-01-31',
      sex: 'M',
      checkDigitsValid: true,
    });
  });

  it('takes a traveller’s answers and their sex as the comparison input', () => {
    expect(typedOnDevice(typed, 'F')).toEqual({ ...typed, sex: 'F' });
    expect(typedOnDevice(undefined, '').sex).toBeUndefined();
  });

  it('gives each answer its value from the lines: our country codes, dates, names in Latin letters', () => {
    expect(valueFromLines(mrz, 'passportNumber')).toBe('XA1234567');
    expect(valueFromLines(mrz, 'nationality')).toBe('ES');
    expect(valueFromLines(mrz, 'issuingCountry')).toBe('ES');
    expect(valueFromLines(mrz, 'dateOfBirth')).toBe('1985-04-12');
    expect(valueFromLines(mrz, 'passportExpiryDate')).toBe('2032-01-31');
    expect(valueFromLines(mrz, 'lastName')).toBe('Garcia Lopez');
    expect(valueFromLines(mrz, 'firstName')).toBe('Jose Maria');
    expect(valueFromLines(mrz, 'sex')).toBe('M');
    expect(nameFromLines("O'BRIEN-SMITH")).toBe("O'Brien-Smith");
  });

  it('finds the number one digit off, accents and case aside, and the sex when it is typed', () => {
    expect(differencesOf(checked, typedOnDevice(typed))).toEqual(['passportNumber']);
    expect(differencesOf(checked, typedOnDevice(typed, 'F'))).toEqual(['passportNumber', 'sex']);
    expect(differencesOf({ status: 'badRead' }, typedOnDevice(typed))).toEqual([]);
  });

  it('never offers a value the lines cannot give (a country code no country has)', () => {
    const unknown = { ...mrz, nationality: 'UTO' };
    expect(differencesOf({ status: 'read', mrz: unknown, confirmed: [] }, typedOnDevice(typed))).toEqual([
      'passportNumber',
    ]);
  });

  it('sends a confirmed difference as passportConfirmed, and only while it still differs', () => {
    const confirmed: DevicePassportCheck = { ...checked, confirmed: ['passportNumber'] };
    expect(openDifferencesOf(confirmed, typedOnDevice(typed))).toEqual([]);
    expect(passportConfirmedOf(confirmed, typedOnDevice(typed))).toEqual(['passportNumber']);
    expect(passportConfirmedOf(confirmed, typedOnDevice({ ...typed, passportNumber: 'XA1234567' }))).toEqual([]);
  });

  it('keeps a stored check only in the shape the wizard writes', () => {
    expect(storedPassportCheck(checked)).toEqual(checked);
    expect(storedPassportCheck({ status: 'reading' })).toBeUndefined();
    expect(storedPassportCheck({ status: 'read', mrz: { documentNumber: 1 } })).toBeUndefined();
    expect(storedPassportCheck({ status: 'badRead', extra: 1 })).toEqual({ status: 'badRead' });
  });
});

describe('the passport check in the wizard', () => {
  const wizard = (): WizardData => {
    const data = emptyWizard();
    return {
      ...data,
      personal: { ...data.personal, ...typed, firstName: '' },
      documents: [{ passportScan: { status: 'valid', progress: 1, id: 'scan-1', name: 'p.jpg', size: 1 } }],
    };
  };

  it('attaches a check to its scan only, and fills an empty name from the lines', () => {
    const data = withPassportCheck(wizard(), 0, 'scan-1', checked);
    expect(data.personal.firstName).toBe('Jose Maria');
    expect(data.documents[0]?.passportScan?.passportCheck).toEqual(checked);
    expect(withPassportCheck(wizard(), 0, 'another-scan', checked)).toEqual(wizard());
  });

  it('blocks until each difference is corrected or confirmed, and sends the confirmations', () => {
    const data = withPassportCheck(wizard(), 0, 'scan-1', checked);
    expect(unresolvedPassports(data)).toEqual([{ index: 0, field: 'passportNumber' }]);
    const used = withPassportValue(data, 0, 'passportNumber');
    expect(used.personal.passportNumber).toBe('XA1234567');
    expect(unresolvedPassports(used)).toEqual([]);
    expect(applicationPayload(used).passportConfirmed).toEqual([]);
    const kept = withConfirmed(data, 0, 'passportNumber');
    expect(unresolvedPassports(kept)).toEqual([]);
    expect(applicationPayload(kept).passportConfirmed).toEqual(['passportNumber']);
  });

  it('settles a sex that differs on the questions step, where it is asked, not on the documents step', () => {
    const read = withPassportValue(withPassportCheck(wizard(), 0, 'scan-1', checked), 0, 'passportNumber');
    const data = { ...read, questions: [{ ...read.questions[0], sex: 'F' }] } as WizardData;
    expect(unresolvedPassports(data, 'documents')).toEqual([]);
    expect(unresolvedPassports(data, 'questions')).toEqual([{ index: 0, field: 'sex' }]);
    const used = withPassportValue(data, 0, 'sex');
    expect(used.questions[0]?.sex).toBe('M');
    expect(unresolvedPassports(used)).toEqual([]);
    expect(applicationPayload(withConfirmed(data, 0, 'sex')).passportConfirmed).toEqual(['sex']);
  });
});
