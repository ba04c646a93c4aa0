import { alpha2OfPassportCode } from '../../../core/country-alpha3';
import {
  type DeviceComparedField,
  devicePassportDifferences,
  type PassportRead,
  passportReadSchema,
  type TypedOnDevice,
} from '../../../core/passport-check';
import type { DevicePassportCheck } from './types';

/**
 * The passport check on the traveller's device, as the wizard holds it (decision 042): the
 * mapping between the lines read and the traveller's answers. Pure, so it is tested without a
 * browser; the comparison itself is core's (`devicePassportDifferences`).
 */

/** The answers of one traveller the device compares: their step 1 values and their sex (step 4). */
export function typedOnDevice(traveller: Partial<Record<string, string>> | undefined, sex?: string): TypedOnDevice {
  return {
    passportNumber: traveller?.passportNumber,
    lastName: traveller?.lastName,
    firstName: traveller?.firstName,
    dateOfBirth: traveller?.dateOfBirth,
    passportExpiryDate: traveller?.passportExpiryDate,
    nationality: traveller?.nationality,
    issuingCountry: traveller?.issuingCountry,
    sex: sex || undefined,
  };
}

/** A name of the lines ('GARCIA LOPEZ') in the Latin spelling a form shows ('Garcia Lopez'). */
export const nameFromLines = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());

/** The value an answer takes from the lines ('Use this'): codes as our alpha-2, dates as YYYY-MM-DD. */
export function valueFromLines(read: PassportRead, field: DeviceComparedField): string {
  switch (field) {
    case 'passportNumber':
      return read.documentNumber;
    case 'lastName':
      return nameFromLines(read.surname);
    case 'firstName':
      return nameFromLines(read.givenNames);
    case 'dateOfBirth':
      return read.dateOfBirth ?? '';
    case 'passportExpiryDate':
      return read.expiryDate ?? '';
    case 'nationality':
      return alpha2OfPassportCode(read.nationality) ?? '';
    case 'issuingCountry':
      return alpha2OfPassportCode(read.issuingCountry) ?? '';
    case 'sex':
      return read.sex;
  }
}

/** The differences between the answers and the lines, in the order the form asks them. */
export function differencesOf(check: DevicePassportCheck | undefined, typed: TypedOnDevice): DeviceComparedField[] {
  if (check?.status !== 'read') return [];
  // A value the lines cannot give (an unknown country code) is never offered nor held against anyone.
  return devicePassportDifferences(typed, check.mrz).filter((field) => valueFromLines(check.mrz, field) !== '');
}

/** The differences still to settle: neither corrected nor confirmed as typed. */
export const openDifferencesOf = (check: DevicePassportCheck | undefined, typed: TypedOnDevice) =>
  differencesOf(check, typed).filter((field) => check?.status === 'read' && !check.confirmed.includes(field));

/** What the application sends as `passportConfirmed`: confirmed fields that still differ. */
export const passportConfirmedOf = (check: DevicePassportCheck | undefined, typed: TypedOnDevice): string[] =>
  differencesOf(check, typed).filter((field) => check?.status === 'read' && check.confirmed.includes(field));

/** The passport names the lines give where the answers have none (Latin letters, as the Home Office spells them). */
export function namesToFill(check: DevicePassportCheck | undefined, typed: TypedOnDevice) {
  if (check?.status !== 'read') return {};
  return {
    ...(typed.lastName?.trim() ? {} : check.mrz.surname ? { lastName: nameFromLines(check.mrz.surname) } : {}),
    ...(typed.firstName?.trim() ? {} : check.mrz.givenNames ? { firstName: nameFromLines(check.mrz.givenNames) } : {}),
  };
}

/** A check kept in storage or saved progress, if it has the shape the wizard wrote; a read still running is dropped. */
export function storedPassportCheck(value: unknown): DevicePassportCheck | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const check = value as { status?: unknown; mrz?: unknown; confirmed?: unknown };
  if (check.status === 'unreadable' || check.status === 'badRead') return { status: check.status };
  if (check.status !== 'read') return undefined;
  const mrz = passportReadSchema.safeParse(check.mrz);
  if (!mrz.success) return undefined;
  const confirmed = Array.isArray(check.confirmed) ? check.confirmed.filter((f) => typeof f === 'string') : [];
  return { status: 'read', mrz: mrz.data, confirmed };
}
