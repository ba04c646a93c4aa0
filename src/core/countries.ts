import { countryName, hasCountryPage } from './country-names';
import { etaNationalityCodes, isEtaNationality } from './eta-nationalities';

export { countryCodesWithPage, countryName, countryNameInSentence, hasCountryPage } from './country-names';

/**
 * The one country list (spec §3 'Country'): every nationality and issuing-country
 * selector and every country page uses it. Values on the wire are the two-letter codes. Who
 * needs an ETA is dated data of its own (eta-nationalities.ts).
 * Names come from the reader's language through Intl.DisplayNames, so they are
 * translated everywhere without a second list to keep in step.
 */

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

const countryCodeSet = new Set(countryCodes);
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && countryCodeSet.has(value);
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
