/**
 * Who needs an ETA: the nationalities the Home Office lists as eligible, as dated data
 * (docs/decisions/023-every-eta-nationality.md, 'Eligible nationalities'). The list changes (Jordan was added in February 2024
 * and removed again that September), so each group keeps the day it started and the whole list
 * keeps the day it was last checked and where. Update it here and nowhere else.
 */
export const etaListSource = {
  /** The day this list was last compared with its source. */
  checkedOn: '2026-11-26',
  source:
    'Home Office, "Apply for an electronic travel authorisation (ETA)" (GOV.UK), as recorded in FACTS.md: ' +
    'the list published in January 2025 and the European nationals added from 2 April 2025',
  url: 'https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta',
} as const;

/** 'AT BE BG' → ['AT', 'BE', 'BG']: the lists below read as the Home Office prints them. */
const codesOf = (list: string) => list.split(' ');

export interface EtaGroup {
  /** The first day (UK calendar) these nationals need an ETA. */
  from: string;
  codes: readonly string[];
}

export const etaGroups: readonly EtaGroup[] = [
  {
    // From 8 January 2025 (the Home Office's list of January 2025). HK: Hong Kong SAR, BN(O) included.
    from: '2025-01-08',
    codes: codesOf(
      'AG AR AU BS BH BB BZ BW BR BN CA CL CR GD GT GY HK IL JP KI MO MY MV MH MU MX ' +
        'FM NR NZ NI PW PA PG PY PE QA WS SA SC SG SB KR KN LC VC TW TO TT TV AE US UY',
    ),
  },
  {
    // From 2 April 2025: the European visa-exempt nationals (every EU state but Ireland, and eight more).
    from: '2025-04-02',
    codes: codesOf(
      'AT BE BG HR CY CZ DK EE FI FR DE GR HU IT LV LT LU MT NL PL PT RO SK SI ES SE AD IS LI MC NO SM CH VA',
    ),
  },
];

/** British and Irish citizens need neither an ETA nor a visa. */
export const noEtaNeededCodes = ['GB', 'IE'] as const;

/**
 * What a nationality needs to visit the UK on a day: an ETA (we can apply for it), nothing
 * (British and Irish citizens) or a visa (every other nationality, and an ETA nationality
 * before its start date).
 */
export type EtaStatus = 'eta' | 'none' | 'visa';

export function etaStatusOf(code: string, day: string): EtaStatus {
  const upper = code.toUpperCase();
  if ((noEtaNeededCodes as readonly string[]).includes(upper)) return 'none';
  const group = etaGroups.find((item) => item.codes.includes(upper));
  return group && day >= group.from ? 'eta' : 'visa';
}

export const isEtaNationality = (code: string, day: string) => etaStatusOf(code, day) === 'eta';

/** Every nationality that is on the list at all (whatever its start date). */
export const etaNationalityCodes: readonly string[] = etaGroups.flatMap((group) => group.codes);
