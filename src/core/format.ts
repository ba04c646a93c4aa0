import type { Pence } from './money';

/**
 * Every number, amount and date a person reads, through Intl alone (decision 027). Each function
 * takes the site's language code ('en', 'pt', 'ar' …) and formats in that language's locale:
 * English as British English, Portuguese as European Portuguese, Chinese as simplified Chinese,
 * and Arabic with Western (Latin) digits — the digits of the references, card numbers, phone
 * numbers and passport numbers around them — in Arabic words and order.
 */
const intlLocales: Record<string, string> = {
  en: 'en-GB',
  pt: 'pt-PT',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
};

/** The BCP 47 locale Intl formats a language in. */
export function intlLocaleOf(language: string): string {
  return intlLocales[language] ?? language;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * '£49.99', '49,99 £', '£ 49,99' in the reader's language, from integer pence. The symbol's place
 * and spacing follow the locale; the symbol itself is always '£' (ICU writes 'UK£' in Arabic and
 * 'GBP' in some others, which reads as another currency). With `wholePounds`, an amount without
 * pence drops its decimals ('£16').
 */
export function formatMoney(pence: Pence, language: string, options: { wholePounds?: boolean } = {}): string {
  const whole = options.wholePounds === true && pence % 100 === 0;
  return moneyFormat(language, whole)
    .formatToParts(pence / 100)
    .map((part) => (part.type === 'currency' ? poundSign : part.value))
    .join('');
}

/** The pound sign every amount is written with. */
export const poundSign = '£';

/** The locale's currency format of pounds; the money fields' helpers (format-input.ts) read it too. */
export function moneyFormat(language: string, whole: boolean): Intl.NumberFormat {
  const locale = intlLocaleOf(language);
  return cached(
    `money:${locale}:${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'GBP',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  );
}

/** A count or plain number with the locale's grouping ('1,234', '1 234', '1.234'). */
export function formatNumber(value: number, language: string): string {
  const locale = intlLocaleOf(language);
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share as a percentage: 0.25 → '25%', '25 %', '٪25' style per locale; at most one decimal. */
export function formatPercent(ratio: number, language: string): string {
  const locale = intlLocaleOf(language);
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(ratio);
}

/** A plain date ('1990-05-01') is a calendar day, not an instant: read it at UTC midnight. */
export const dateOf = (value: string | Date) =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);

/**
 * A news item's date: the spec's 'MMM d, yyyy' in English ('Oct 1, 2024'), the locale's own
 * order elsewhere ('1 oct. 2024').
 */
export function formatNewsDate(isoDate: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : intlLocaleOf(language);
  return cached(
    `news:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ).format(dateOf(isoDate));
}
