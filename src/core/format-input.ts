import { cached, intlLocaleOf, moneyFormat, poundSign } from './format';
import type { Pence } from './money';

/**
 * The money fields' half of the format module (decision 027): what an amount's input shows beside
 * it and how an amount is typed. Apart from format.ts, whose functions every page's shell loads,
 * so only the admin screens with a money field load these.
 */

/**
 * The pound sign a money field shows beside what is typed, and on which side it stands in the
 * reader's language: before the amount ('£ [49.99]' in English, Japanese, Chinese) or after it
 * ('[49,99] £' in French, German; after in reading order in Arabic, so on the left of a
 * right-to-left line), as `formatMoney` writes an amount.
 */
export function currencyAffixOf(language: string): { symbol: string; position: 'before' | 'after' } {
  const types = moneyFormat(language, false)
    .formatToParts(1)
    .map((part) => part.type);
  return { symbol: poundSign, position: types.indexOf('currency') < types.indexOf('integer') ? 'before' : 'after' };
}

/** An amount as it is typed into a money field ('33.99', '33,99'): the locale's decimal mark, no symbol or grouping. */
export function formatAmountInput(pence: Pence, language: string): string {
  const locale = intlLocaleOf(language);
  return cached(
    `amount-input:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(pence / 100);
}
