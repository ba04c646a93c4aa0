import { countryName } from '../../core/countries';
import { formatGbp } from '../../core/money';

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/**
 * A calendar date ('2027-06-01', a travel date) as it is, whatever the zone; an instant (when an
 * application was submitted) as the day it was in the admin's own time zone.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

/** The browser's IANA time zone ('Europe/London'): the admin's own days for the date filters. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function formatMoney(pence: number, language: string): string {
  return formatGbp(pence, language);
}

export const country = (code: string | null | undefined, language: string) =>
  code ? countryName(code, language) : '—';
