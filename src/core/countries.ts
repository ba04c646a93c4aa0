import { etaNationalityCodes, isEtaNationality } from './eta-nationalities';

/**
 * The one country list (spec §3 'Country'): every nationality and issuing-country
 * selector and every country page uses it. Values on the wire are the two-letter codes. Who
 * needs an ETA is dated data of its own (eta-nationalities.ts).
 * Names come from the reader's language through Intl.DisplayNames, so they are
 * translated everywhere without a second list to keep in step.
 */
export const countryCodesWithPage = ['AU', 'BE', 'CA', 'DE', 'JP', 'NZ', 'SE', 'US'] as const;

/**
 * Every country or territory a passport can come from: ISO 3166-1 alpha-2 and Kosovo (XK), less
 * the uninhabited ones (AQ, BV, GS, HM, IO, TF, UM). A nationality may be any of them (the wizard says
 * which ones need a visa instead, src/core/eta-nationalities.ts), and so may the issuing country,
 * since a passport may be issued by another state (a British National (Overseas) passport is
 * issued by the United Kingdom): docs/decisions/023-every-eta-nationality.md.
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS ' +
  'IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL ' +
  'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC ' +
  'TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
export type CountryCode = string;

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

const countryCodeSet = new Set(countryCodes);
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && countryCodeSet.has(value);
}

export function hasCountryPage(code: string): boolean {
  return (countryCodesWithPage as readonly string[]).includes(code.toUpperCase());
}

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

export interface Country {
  code: CountryCode;
  name: string;
  hasPage: boolean;
}

/** Countries sorted by name in the reader's language: every country, or the ones given. */
export function countriesFor(language = 'en', codes: readonly string[] = countryCodes): Country[] {
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: countryName(code, language), hasPage: hasCountryPage(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The nationalities that need an ETA on a day (UK calendar), sorted in the reader's language. */
export const etaCountriesFor = (language: string, day: string) =>
  countriesFor(
    language,
    etaNationalityCodes.filter((code) => isEtaNationality(code, day)),
  );
