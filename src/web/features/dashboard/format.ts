import { countryName } from '../../../core/countries';
import { formatGbp } from '../../../core/money';

/** English is read as British English here: 01 May 1990, not May 01, 1990. */
const locale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** dd MMM yyyy in the reader's language (spec §2); plain dates are calendar days, not instants. */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
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
export function relativeTime(value: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export function formatMoney(pence: number, language: string): string {
  return formatGbp(pence, locale(language));
}

export const country = (code: string | null | undefined, language: string) =>
  code ? countryName(code, language) : '—';
