/**
 * Country names in the reader's language, light enough for the home page: the full country list
 * and who needs an ETA live in countries.ts and eta-nationalities.ts.
 */
export const countryCodesWithPage = ['AU', 'BE', 'CA', 'DE', 'JP', 'NZ', 'SE', 'US'] as const;

export function hasCountryPage(code: string): boolean {
  return (countryCodesWithPage as readonly string[]).includes(code.toUpperCase());
}

/** English names where the spec or the Home Office words them differently; otherwise Intl.DisplayNames. */
const englishNames: Record<string, string> = {
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
  // As the Home Office names them (Intl's English adds 'China').
  HK: 'Hong Kong SAR',
  MO: 'Macao SAR',
};

const displayNamesCache = new Map<string, Intl.DisplayNames>();

/** The country's name in the reader's language ('Japon' in French). */
export function countryName(code: string, language = 'en'): string {
  const upper = code.toUpperCase();
  const english = englishNames[upper];
  if (language === 'en' && english) return english;
  let names = displayNamesCache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    displayNamesCache.set(language, names);
  }
  return names.of(upper) ?? englishNames[upper] ?? upper;
}

/**
 * English names said with 'the' inside a sentence ('citizens of the United States'). Other
 * languages' sentences are written so that the bare name fits ('citizens of this country (X)').
 */
const englishWithThe = new Set('AE BS CF CZ DO FK FO GB GM KY MH MV NL PH SB TC US VG VI'.split(' '));

/** The country's name as it reads inside a sentence in the reader's language. */
export function countryNameInSentence(code: string, language = 'en'): string {
  const name = countryName(code, language);
  return language === 'en' && englishWithThe.has(code.toUpperCase()) ? `the ${name}` : name;
}
