/** Money is integer pence until it is formatted for a person. */
export type Pence = number;

export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

export function penceToPounds(pence: Pence): number {
  return pence / 100;
}

/** '49.99' — two decimals, no symbol, as the spec's 'Pay £{total} Now' wants. */
export function formatPence(pence: Pence): string {
  return (pence / 100).toFixed(2);
}

/**
 * '£49.99' in the reader's language: the one formatter for money shown to people. The number and
 * the symbol's place follow the locale; the symbol is always '£' (ICU writes 'UK£' in Arabic and
 * 'GBP' in some others, which reads as a different currency to a traveller). With `wholePounds`,
 * an amount without pence drops its decimals ('£16').
 */
export function formatGbp(pence: Pence, locale = 'en-GB', options: { wholePounds?: boolean } = {}): string {
  const whole = options.wholePounds && pence % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(pence / 100)
    .map((part) => (part.type === 'currency' ? '£' : part.value))
    .join('');
}
