import { z } from 'zod';
import { alpha2OfPassportCode } from './country-alpha3';

/**
 * The passport check (issue 32): what a passport's machine-readable lines say (ICAO 9303, TD3)
 * and where the typed application differs. Pure rules, shared by the server (staff) and the web
 * (the traveller's device). It advises only: nothing here refuses an application (docs/decisions/034-passport-and-photo-checks.md
 * 'Checks before we submit'; docs/decisions/034-passport-and-photo-checks.md).
 */

/** ICAO 9303 part 3, 4.9: weights 7, 3, 1; digits as such, A–Z as 10–35, the filler `<` as 0. */
export function mrzCheckDigit(value: string): number {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    const digit = char >= '0' && char <= '9' ? code - 48 : char >= 'A' && char <= 'Z' ? code - 55 : 0;
    sum += digit * ([7, 3, 1][i % 3] as number);
  }
  return sum % 10;
}

const digitMatches = (field: string, digit: string | undefined) =>
  digit !== undefined && /^[0-9<]$/.test(digit) && mrzCheckDigit(field) === (digit === '<' ? 0 : Number(digit));

/**
 * Whether every check digit of a TD3 second line holds: the document number (0–9, digit 9), the
 * birth date (13–18, 19), the expiry (21–26, 27), the personal number (28–41, 42, where `<` may
 * stand for 0) and the composite (43) over 0–9, 13–19 and 21–42.
 */
export function td3CheckDigitsValid(line2: string): boolean {
  if (!/^[A-Z0-9<]{44}$/.test(line2)) return false;
  const at = (start: number, end: number) => line2.slice(start, end);
  return (
    digitMatches(at(0, 9), line2[9]) &&
    digitMatches(at(13, 19), line2[19]) &&
    digitMatches(at(21, 27), line2[27]) &&
    digitMatches(at(28, 42), line2[42]) &&
    digitMatches(at(0, 10) + at(13, 20) + at(21, 43), line2[43])
  );
}

/**
 * A `YYMMDD` of the lines as `YYYY-MM-DD`. A birth date is the latest century not after today; an
 * expiry lies in this century (passports last at most ten years). Null for an impossible date.
 */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const [yy, mm, dd] = [yymmdd.slice(0, 2), yymmdd.slice(2, 4), yymmdd.slice(4, 6)];
  const century = today.slice(0, 2);
  let date = `${century}${yy}-${mm}-${dd}`;
  if (kind === 'birth' && date > today) date = `${Number(century) - 1}${yy}-${mm}-${dd}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** What the server read of a passport scan, as `GET /api/documents/{id}/check` answers it. */
export const passportReadSchema = z.object({
  documentNumber: z.string(),
  surname: z.string(),
  givenNames: z.string(),
  /** As printed: alpha-3 (or ICAO's own, such as `D`). */
  nationality: z.string(),
  issuingCountry: z.string(),
  /** `YYYY-MM-DD`, or null when the lines hold no valid date there. */
  dateOfBirth: z.string().nullable(),
  sex: z.enum(['M', 'F', 'X']),
  expiryDate: z.string().nullable(),
  checkDigitsValid: z.boolean(),
});
export type PassportRead = z.infer<typeof passportReadSchema>;

export const passportCheckStatuses = ['pending', 'read', 'unreadable'] as const;
export const passportCheckSchema = z.object({
  status: z.enum(passportCheckStatuses),
  mrz: passportReadSchema.optional(),
});
export type PassportCheck = z.infer<typeof passportCheckSchema>;

/** The application fields the lines are compared with, in the order staff read them. */
export const passportComparedFields = [
  'passportNumber',
  'lastName',
  'firstName',
  'dateOfBirth',
  'passportExpiryDate',
  'nationality',
  'issuingCountry',
] as const;
export type PassportComparedField = (typeof passportComparedFields)[number];
export type TypedPassport = Partial<Record<PassportComparedField, string | null>>;

/** The staff verdict on one traveller: the admin detail's `travellers[i].passportCheck`. */
export const passportVerdictSchema = z.object({
  status: z.enum(['pending', 'match', 'mismatch', 'unreadable']),
  differences: z.array(z.enum(passportComparedFields)),
  /** Differences the traveller confirmed on their device ('my passport is right as I typed it'). */
  confirmed: z.array(z.string()),
  mrz: passportReadSchema.optional(),
});
export type PassportVerdict = z.infer<typeof passportVerdictSchema>;

/** What a traveller may confirm on the device: the compared fields and the sex, which the device compares too. */
export const passportConfirmableFields: readonly string[] = [...passportComparedFields, 'sex'];
/**
 * The traveller's confirmations as the application stores them: field names, bounded. A name we
 * do not know is dropped, not refused: the check never stops an application.
 */
export const passportConfirmedSchema = z
  .array(z.string().max(40))
  .max(16)
  .transform((fields) => [...new Set(fields.filter((field) => passportConfirmableFields.includes(field)))]);

const withoutMarks = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');
const ligatures: [RegExp, string][] = [
  [/ß/g, 'SS'],
  [/[ÆǼ]/g, 'AE'],
  [/Œ/g, 'OE'],
  [/Ø/g, 'O'],
  [/Ð/g, 'D'],
  [/Þ/g, 'TH'],
  [/Ł/g, 'L'],
  [/Đ/g, 'D'],
  [/Ħ/g, 'H'],
];
/** German-style umlauts (Ä → AE) are an ICAO spelling too; a name may be printed either way. */
const umlauts: [RegExp, string][] = [
  [/Ä/g, 'AE'],
  [/Ö/g, 'OE'],
  [/Ü/g, 'UE'],
  [/Å/g, 'AA'],
];

const replaceAll = (value: string, table: [RegExp, string][]) =>
  table.reduce((text, [pattern, by]) => text.replace(pattern, by), value);
/** Letters only: case, accents, apostrophes, hyphens, spaces and `<` fillers do not count. */
const lettersOf = (value: string) => replaceAll(withoutMarks(value.toUpperCase()), ligatures).replace(/[^A-Z]/g, '');

/** The spellings of a typed name the lines may print (accents dropped, or umlauts as AE, OE, UE). */
export function passportSpellings(typed: string): string[] {
  const upper = typed.normalize('NFC').toUpperCase();
  return [...new Set([lettersOf(upper), lettersOf(replaceAll(upper, umlauts))])];
}

/** A name read from the lines: OCR's 0/1/5/8 are O/I/S/B in a name, which has no digits. */
export const mrzNameLetters = (read: string) =>
  read
    .toUpperCase()
    .replace(/0/g, 'O')
    .replace(/1/g, 'I')
    .replace(/5/g, 'S')
    .replace(/8/g, 'B')
    .replace(/[^A-Z]/g, '');

const sameName = (typed: string, read: string) => passportSpellings(typed).includes(mrzNameLetters(read));
const sameNumber = (typed: string, read: string) =>
  typed.toUpperCase().replace(/[\s<-]/g, '') === read.toUpperCase().replace(/</g, '');
const sameCountry = (typed: string, read: string) => alpha2OfPassportCode(read) === typed.toUpperCase();

/**
 * The application fields whose typed value differs from the lines read, in `passportComparedFields`
 * order. A field typed empty or read as nothing (a date the lines do not hold) is not compared.
 */
export function passportDifferences(typed: TypedPassport, read: PassportRead): PassportComparedField[] {
  const pairs: Record<
    PassportComparedField,
    [string | null | undefined, string | null, (a: string, b: string) => boolean]
  > = {
    passportNumber: [typed.passportNumber, read.documentNumber, sameNumber],
    lastName: [typed.lastName, read.surname, sameName],
    firstName: [typed.firstName, read.givenNames, sameName],
    dateOfBirth: [typed.dateOfBirth, read.dateOfBirth, (a, b) => a === b],
    passportExpiryDate: [typed.passportExpiryDate, read.expiryDate, (a, b) => a === b],
    nationality: [typed.nationality, read.nationality, sameCountry],
    issuingCountry: [typed.issuingCountry, read.issuingCountry, sameCountry],
  };
  return passportComparedFields.filter((field) => {
    const [typedValue, readValue, same] = pairs[field];
    return typeof typedValue === 'string' && typedValue !== '' && readValue !== null && !same(typedValue, readValue);
  });
}

/**
 * The staff verdict: pending until read; unreadable when no lines were found or their check
 * digits fail (a bad read, not a bad passport); else match or mismatch with the fields.
 */
export function passportVerdict(
  check: PassportCheck | null,
  typed: TypedPassport,
  confirmed: readonly string[] = [],
): PassportVerdict {
  const base = { differences: [], confirmed: [...confirmed] };
  if (!check || check.status === 'pending') return { status: 'pending', ...base };
  if (check.status === 'unreadable' || !check.mrz || !check.mrz.checkDigitsValid)
    return { status: 'unreadable', ...base, ...(check.mrz ? { mrz: check.mrz } : {}) };
  const differences = passportDifferences(typed, check.mrz);
  return { status: differences.length > 0 ? 'mismatch' : 'match', ...base, differences, mrz: check.mrz };
}

/** What the traveller's device compares (decision 042): the staff fields and the sex, a question of step 4. */
export type DeviceComparedField = PassportComparedField | 'sex';
export type TypedOnDevice = TypedPassport & { sex?: string | null };

/** The device's differences: `passportDifferences`, then the sex when one is typed and the lines print M or F. */
export function devicePassportDifferences(typed: TypedOnDevice, read: PassportRead): DeviceComparedField[] {
  const differences: DeviceComparedField[] = passportDifferences(typed, read);
  if (typed.sex && read.sex !== 'X' && typed.sex !== read.sex) differences.push('sex');
  return differences;
}
