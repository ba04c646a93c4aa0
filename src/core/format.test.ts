import { describe, expect, it } from 'vitest';
import { formatMoney, formatNewsDate, formatPercent, intlLocaleOf } from './format';
import { currencyAffixOf, formatAmountInput } from './format-input';
import { formatDate, formatRelativeTime } from './format-time';
import { formatFileSize } from './format-units';
import { languageCodes } from './languages';
import { maskName } from './my-applications';
import { maxFeePence, settingsMessages } from './settings';

/** ICU's spaces (no-break, narrow no-break) read as spaces here; the bidi marks are dropped. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** What each language shows, by design (decision 027). */
const expected: Record<string, { money: string; date: string; news: string; size: string; percent: string }> = {
  en: { money: '£12,345.67', date: '01 May 1990', news: 'Oct 1, 2024', size: '2.5 MB', percent: '25%' },
  fr: { money: '12 345,67 £', date: '01 mai 1990', news: '1 oct. 2024', size: '2,5 Mo', percent: '25 %' },
  de: { money: '12.345,67 £', date: '01. Mai 1990', news: '1. Okt. 2024', size: '2,5 MB', percent: '25 %' },
  es: { money: '12.345,67 £', date: '01 may 1990', news: '1 oct 2024', size: '2,5 MB', percent: '25 %' },
  it: { money: '12.345,67 £', date: '01 mag 1990', news: '1 ott 2024', size: '2,5 MB', percent: '25%' },
  pt: { money: '12 345,67 £', date: '01/05/1990', news: '1/10/2024', size: '2,5 MB', percent: '25%' },
  sv: { money: '12 345,67 £', date: '01 maj 1990', news: '1 okt. 2024', size: '2,5 MB', percent: '25 %' },
  ja: { money: '£12,345.67', date: '1990年5月1日', news: '2024年10月1日', size: '2.5 MB', percent: '25%' },
  zh: { money: '£12,345.67', date: '1990年5月1日', news: '2024年10月1日', size: '2.5 MB', percent: '25%' },
  ar: { money: '12,345.67 £', date: '01 مايو 1990', news: '1 أكتوبر 2024', size: '2.5 م.ب', percent: '25%' },
};

describe('the format module, in all ten languages', () => {
  for (const language of languageCodes) {
    it(`formats money, dates, news dates, sizes and percentages in ${language}`, () => {
      const want = expected[language];
      expect(want, language).toBeDefined();
      expect(plain(formatMoney(1234567, language))).toBe(want?.money);
      expect(plain(formatDate('1990-05-01', language))).toBe(want?.date);
      expect(plain(formatNewsDate('2024-10-01', language))).toBe(want?.news);
      expect(plain(formatFileSize(2.5 * 1000 * 1000, language))).toBe(want?.size);
      expect(plain(formatPercent(0.25, language))).toBe(want?.percent);
      // Always the pound sign, never 'UK£' or 'GBP'; Arabic in Western digits.
      expect(formatMoney(1600, language, { wholePounds: true })).toMatch(/^[^A-Z]*£[^A-Z]*$/);
      expect(formatMoney(1600, language)).toMatch(/16[.,]00/);
      expect(formatDate('1990-05-01', language)).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    });
  }

  it('formats European Portuguese, not Brazilian, and British English', () => {
    expect(intlLocaleOf('pt')).toBe('pt-PT');
    expect(plain(formatMoney(4999, 'pt'))).toBe('49,99 £');
    expect(intlLocaleOf('en')).toBe('en-GB');
    expect(formatDate(null, 'en')).toBe('—');
  });

  it('puts the pound sign of a money field on the side the amount has it, and types amounts with the decimal mark', () => {
    for (const language of languageCodes) {
      const { symbol, position } = currencyAffixOf(language);
      const money = plain(formatMoney(4999, language)).replace(/[\u200e\u200f]/g, '');
      expect(symbol).toBe('£');
      expect(money.startsWith('£') ? 'before' : money.endsWith('£') ? 'after' : '?', language).toBe(position);
    }
    expect(currencyAffixOf('en').position).toBe('before');
    expect(currencyAffixOf('ja').position).toBe('before');
    expect(currencyAffixOf('fr').position).toBe('after');
    expect(currencyAffixOf('ar').position).toBe('after');
    expect(formatAmountInput(3399, 'en')).toBe('33.99');
    expect(formatAmountInput(3399, 'de')).toBe('33,99');
    expect(formatAmountInput(3399, 'ar')).toBe('33.99');
    expect(formatAmountInput(1234500, 'fr')).toBe('12345,00');
  });

  it('names the highest fee in the English message as the format module writes it', () => {
    const most = formatMoney(maxFeePence, 'en', { wholePounds: true });
    expect(settingsMessages.feeTooHigh).toBe(`Fee must be at most ${most}`);
  });

  it('gives small files in kB and whole pounds without pence', () => {
    expect(plain(formatFileSize(2048, 'en'))).toBe('2 kB');
    expect(formatMoney(1600, 'en', { wholePounds: true })).toBe('£16');
    expect(formatMoney(1650, 'en', { wholePounds: true })).toBe('£16.50');
  });

  it("says how long ago, in the reader's language", () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatRelativeTime('2026-01-10T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-01-07T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-01-09T12:00:00Z', 'fr', now)).toBe('hier');
    expect(formatRelativeTime('2025-01-10T12:00:00Z', 'de', now)).toBe('letztes Jahr');
  });

  it('masks names to their initial', () => {
    expect(maskName('Jane')).toBe('J***');
    expect(maskName('  ')).toBe('***');
    expect(maskName('李小龙')).toBe('李***');
  });
});
