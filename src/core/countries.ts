/**
 * The one country list (spec §3 'Country'): every nationality and issuing-country
 * selector and every country page uses it. Values on the wire are the two-letter codes.
 * Names come from the reader's language through Intl.DisplayNames, so they are
 * translated everywhere without a second list to keep in step.
 */
export const countryCodesWithPage = ['AU', 'BE', 'CA', 'DE', 'JP', 'NZ', 'SE', 'US'] as const;

const otherCountryCodes = [
  'AD',
  'AT',
  'BG',
  'BR',
  'CH',
  'CL',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'KR',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SG',
  'SI',
  'SK',
  'SM',
  'VA',
] as const;

export const countryCodes = [...countryCodesWithPage, ...otherCountryCodes] as const;
export type CountryCode = (typeof countryCodes)[number];

/** English names, the spec's own wording; other languages use Intl.DisplayNames. */
const englishNames: Record<CountryCode, string> = {
  AU: 'Australia',
  BE: 'Belgium',
  CA: 'Canada',
  DE: 'Germany',
  JP: 'Japan',
  NZ: 'New Zealand',
  SE: 'Sweden',
  US: 'United States',
  AD: 'Andorra',
  AT: 'Austria',
  BG: 'Bulgaria',
  BR: 'Brazil',
  CH: 'Switzerland',
  CL: 'Chile',
  CY: 'Cyprus',
  CZ: 'Czech Republic',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GR: 'Greece',
  HR: 'Croatia',
  HU: 'Hungary',
  IS: 'Iceland',
  IT: 'Italy',
  KR: 'South Korea',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MC: 'Monaco',
  MT: 'Malta',
  MX: 'Mexico',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SG: 'Singapore',
  SI: 'Slovenia',
  SK: 'Slovakia',
  SM: 'San Marino',
  VA: 'Vatican City',
};

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

export function hasCountryPage(code: string): boolean {
  return (countryCodesWithPage as readonly string[]).includes(code.toUpperCase());
}

const displayNamesCache = new Map<string, Intl.DisplayNames>();

/** The country's name in the reader's language ('Japon' in French). */
export function countryName(code: string, language = 'en'): string {
  const upper = code.toUpperCase();
  if (language === 'en' && upper in englishNames) return englishNames[upper as CountryCode];
  let names = displayNamesCache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    displayNamesCache.set(language, names);
  }
  return names.of(upper) ?? englishNames[upper as CountryCode] ?? upper;
}

export interface Country {
  code: CountryCode;
  name: string;
  hasPage: boolean;
}

/** The list sorted by name in the reader's language. */
export function countriesFor(language = 'en'): Country[] {
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ code, name: countryName(code, language), hasPage: hasCountryPage(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
