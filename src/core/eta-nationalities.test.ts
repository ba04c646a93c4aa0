import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationCodes, makeAdditionalApplicantSchema, makePersonalStepSchema, messages } from './applications';
import { countryCodes, countryName, etaCountriesFor } from './countries';
import { etaGroups, etaListSource, etaNationalityCodes, etaStatusOf, isEtaNationality } from './eta-nationalities';
import { englishOfField } from './field-messages';

const today = '2026-06-01';

describe('the ETA nationality list', () => {
  it('is dated, sourced and made of known countries, each once', () => {
    expect(etaListSource.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(etaListSource.url).toMatch(/^https:\/\/www\.gov\.uk\//);
    expect(new Set(etaNationalityCodes).size).toBe(etaNationalityCodes.length);
    for (const code of etaNationalityCodes) expect(countryCodes, code).toContain(code);
    // 52 from 8 January 2025 (FACTS.md), 26 EU states without Ireland and 8 more from 2 April 2025.
    expect(etaGroups.map((group) => group.codes.length)).toEqual([52, 34]);
    expect(etaNationalityCodes).not.toContain('IE');
  });

  it('has a flag of our own for every ETA nationality (the requirement page lists them with one)', () => {
    const flags = path.resolve(import.meta.dirname, '../../public/flags');
    const missing = etaNationalityCodes.filter((code) => !fs.existsSync(path.join(flags, `${code.toLowerCase()}.svg`)));
    expect(missing).toEqual([]);
  });

  it('accepts the nationalities the old list left out, and every one with a country page', () => {
    for (const code of ['AR', 'IL', 'AE', 'TW', 'HK', 'MO', 'QA', 'AU', 'BE', 'CA', 'DE', 'JP', 'NZ', 'SE', 'US']) {
      expect(etaStatusOf(code, today), code).toBe('eta');
    }
    expect(isEtaNationality('ar', today)).toBe(true);
  });

  it('sends visa nationals to a visa, and British and Irish citizens to nothing', () => {
    for (const code of ['IN', 'CN', 'NG', 'JO', 'RU', 'TR', 'ZA']) expect(etaStatusOf(code, today), code).toBe('visa');
    expect(etaStatusOf('GB', today)).toBe('none');
    expect(etaStatusOf('IE', today)).toBe('none');
  });

  it('follows each group from its own start date', () => {
    expect(etaStatusOf('US', '2025-01-07')).toBe('visa');
    expect(etaStatusOf('US', '2025-01-08')).toBe('eta');
    expect(etaStatusOf('FR', '2025-04-01')).toBe('visa');
    expect(etaStatusOf('FR', '2025-04-02')).toBe('eta');
  });

  it('lists the ETA nationalities sorted by their name in the reader language', () => {
    const french = etaCountriesFor('fr', today);
    expect(french).toHaveLength(etaNationalityCodes.length);
    const names = french.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(names).toContain(countryName('AE', 'fr'));
    expect(etaCountriesFor('en', '2025-03-01')).toHaveLength(52);
  });
});

describe('the nationality rule of the wizard and the server', () => {
  const traveller = {
    firstName: 'Ana',
    lastName: 'Perez',
    dateOfBirth: '1990-01-01',
    nationality: 'AR',
    email: 'ana@example.com',
    phone: '+54 11 1234 5678',
    passportNumber: 'AAB123456',
    passportIssueDate: '2020-01-01',
    passportExpiryDate: '2030-01-01',
    issuingCountry: 'AR',
  };
  const schema = makePersonalStepSchema(() => today);
  const nationalityError = (nationality: string) => {
    const code = schema
      .safeParse({ ...traveller, nationality })
      .error?.issues.find((issue) => issue.path[0] === 'nationality')?.message;
    return code && englishOfField(code);
  };

  it('takes an ETA nationality and refuses a visa national with the plain message', () => {
    expect(schema.safeParse(traveller).success).toBe(true);
    expect(nationalityError('IL')).toBeUndefined();
    expect(nationalityError('IN')).toBe(messages.nationalityVisa);
    expect(nationalityError('GB')).toBe(messages.nationalityNoEta);
    expect(nationalityError('ZZ')).toBe(messages.nationality);
  });

  it('takes any issuing country: a passport may be issued by another state', () => {
    expect(schema.safeParse({ ...traveller, nationality: 'HK', issuingCountry: 'GB' }).success).toBe(true);
    expect(schema.safeParse({ ...traveller, issuingCountry: 'ZZ' }).success).toBe(false);
  });

  it('holds family members to the same rule', () => {
    const family = makeAdditionalApplicantSchema(() => today);
    const { email: _e, phone: _p, ...rest } = traveller;
    expect(family.safeParse({ ...rest, relationship: 'Son' }).success).toBe(true);
    expect(family.safeParse({ ...rest, nationality: 'PK', relationship: 'Son' }).error?.issues[0]?.message).toBe(
      applicationCodes.nationalityVisa,
    );
  });
});
