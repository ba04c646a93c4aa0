import { describe, expect, it } from 'vitest';
import { countriesFor, countryCodes, countryName, hasCountryPage } from './countries';
import { formatMoney } from './format';
import { matchLanguage } from './languages';
import { formatPence, poundsToPence } from './money';
import { makeReference, normaliseReference } from './references';
import { findPageRoute, localizedPath, pathInLanguage, splitLanguagePrefix } from './routes';

describe('countries', () => {
  it('lists every country a passport can come from, once each, the eight with pages among them', () => {
    expect(countryCodes.length).toBeGreaterThan(240);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    // Every code has a name of its own in every language we speak.
    for (const language of ['en', 'ar', 'ja', 'zh']) {
      for (const code of countryCodes) expect(countryName(code, language), `${language} ${code}`).not.toBe(code);
    }
    expect(['AU', 'BE', 'CA', 'DE', 'JP', 'NZ', 'SE', 'US'].every(hasCountryPage)).toBe(true);
    expect(hasCountryPage('FR')).toBe(false);
  });

  it('names countries in the reader language', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'fr')).toBe('Japon');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countriesFor('en')[0]?.name).toBe('Afghanistan');
    expect(countryName('HK', 'en')).toBe('Hong Kong SAR');
  });
});

describe('money', () => {
  it('keeps pence as integers and formats them for people', () => {
    expect(poundsToPence(49.99)).toBe(4999);
    expect(poundsToPence(49.99 * 3)).toBe(14997);
    expect(formatPence(14997)).toBe('149.97');
    expect(formatMoney(4999, 'en')).toBe('£49.99');
    // The symbol is '£' in every language, where ICU would write 'UK£', '£GB' or 'GBP'.
    for (const language of ['ar', 'fr', 'es', 'sv']) expect(formatMoney(4999, language)).toMatch(/^[^A-Z]*£[^A-Z]*$/);
    expect(formatMoney(1600, 'ar', { wholePounds: true })).toContain('£');
  });
});

describe('references', () => {
  it('makes ADV- and eight digits', () => {
    const reference = makeReference(() => 7);
    expect(reference).toBe('ADV-77777777');
    expect(normaliseReference(reference)).toBe(reference);
    expect(normaliseReference('ADV-123')).toBeNull();
  });

  it('reads a reference as people type it, and nothing else', () => {
    for (const typed of [
      'ADV-12345678',
      'adv 12345678',
      'ADV12345678',
      '12345678',
      ' adv-1234 5678 ',
      'ＡＤＶ－１２３４５６７８',
      '١٢٣٤٥٦٧٨',
      'adv.1234.5678',
    ]) {
      expect(normaliseReference(typed), typed).toBe('ADV-12345678');
    }
    for (const typed of ['ADV-1234567', '123456789', 'ADX-12345678', 'ADV-1234567A', '', 'ADV-', '12345678ADV']) {
      expect(normaliseReference(typed), typed).toBeNull();
    }
  });
});

describe('routes and languages', () => {
  it('splits a language prefix off a path', () => {
    expect(splitLanguagePrefix('/fr/pricing')).toEqual({ language: 'fr', path: '/pricing' });
    expect(splitLanguagePrefix('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePrefix('/faq')).toEqual({ path: '/faq' });
    expect(localizedPath('/', 'ja')).toBe('/ja');
  });

  it('knows which paths are pages', () => {
    expect(findPageRoute('/')?.id).toBe('home');
    expect(findPageRoute('/de')?.id).toBe('home');
    expect(findPageRoute('/no-such-page')).toBeUndefined();
  });

  it('knows a requirements page only for a country that has one', () => {
    expect(findPageRoute('/requirements/jp')?.id).toBe('requirements-country');
    expect(findPageRoute('/requirements/JP/')?.id).toBe('requirements-country');
    expect(findPageRoute('/fr/requirements/se')?.id).toBe('requirements-country');
    expect(findPageRoute('/requirements/xx')).toBeUndefined();
    expect(findPageRoute('/ja/requirements/fr')).toBeUndefined();
  });

  it('answers every page of the public layout under a language prefix, and no staff page', () => {
    expect(findPageRoute('/ar/auth')?.id).toBe('auth');
    expect(findPageRoute('/ja/dashboard')?.id).toBe('dashboard');
    expect(findPageRoute('/fr/applications/abc')?.id).toBe('application');
    expect(findPageRoute('/ar/admin/dashboard')).toBeUndefined();
    expect(findPageRoute('/xx/auth')).toBeUndefined();
  });

  it('moves a page to another language: a prefix added, changed, or removed for English', () => {
    expect(pathInLanguage('/auth', 'ar')).toBe('/ar/auth');
    expect(pathInLanguage('/ar/auth', 'ja')).toBe('/ja/auth');
    expect(pathInLanguage('/ja/pricing', 'en')).toBe('/pricing');
    expect(pathInLanguage('/ja', 'en')).toBe('/');
    expect(pathInLanguage('/', 'de')).toBe('/de');
    expect(pathInLanguage('/admin/dashboard', 'ar')).toBeUndefined();
  });

  it('gives every wizard step its own address under /apply, and nothing deeper', () => {
    expect(findPageRoute('/apply')?.id).toBe('apply');
    expect(findPageRoute('/apply/travel')?.id).toBe('apply');
    expect(findPageRoute('/apply/confirmation/')?.id).toBe('apply');
    expect(findPageRoute('/apply/travel/extra')).toBeUndefined();
    expect(findPageRoute('/applyx')).toBeUndefined();
  });

  it('matches an Accept-Language header', () => {
    expect(matchLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(matchLanguage('ko-KR')).toBeUndefined();
  });
});
