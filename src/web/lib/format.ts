import { countryName } from '../../core/countries';
import { formatGbp } from '../../core/money';

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatMoney(pence: number, language: string): string {
  return formatGbp(pence, language);
}

export const country = (code: string | null | undefined, language: string) =>
  code ? countryName(code, language) : '—';
