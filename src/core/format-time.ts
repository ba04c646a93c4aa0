import { cached, dateOf, intlLocaleOf } from './format';

/**
 * Days, moments and 'how long ago' in the reader's language: the date half of the one format
 * module (src/core/format.ts), in a file of its own so the pages that show no dates (the home page
 * among them) do not load it.
 */
/**
 * A day in the locale's order and month names: '01 May 1990', '01 mai 1990', '1990年05月01日'; '—' for
 * none. A calendar date ('1990-05-01') is shown as it is; an instant as the day it was in `timeZone`
 * (UTC unless the caller knows the reader's zone, as the admin pages do).
 */
export function formatDate(value: string | Date | null | undefined, language: string, timeZone = 'UTC'): string {
  if (!value) return '—';
  const locale = intlLocaleOf(language);
  const zone = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : timeZone;
  return cached(
    `date:${language}:${locale}:${zone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        // '01 May 1990' in the spec's dd MMM yyyy; Chinese and Japanese write the day as it is said.
        day: language === 'ja' || language === 'zh' ? 'numeric' : '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: zone,
      }),
  ).format(dateOf(value));
}

/** A moment with its time, in the reader's time zone: '1 May 2025, 14:05'. */
export function formatDateTime(value: string | Date | null | undefined, language: string): string {
  if (!value) return '—';
  const locale = intlLocaleOf(language);
  return cached(
    `datetime:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(dateOf(value));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '3 days ago', 'il y a 3 jours', '3日前' … */
export function formatRelativeTime(value: string | Date, language: string, now = Date.now()): string {
  const seconds = Math.round((dateOf(value).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(language), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
