import { cached, intlLocaleOf } from './format';

/*
 * File sizes and waits, in the reader's units. Apart from format.ts, which the shell every page
 * loads carries: only the pages that name a size or a wait load these (home page budget, 130 KB).
 */

/** A file size in kB or MB (decimal units, as the upload limit '5 MB' is written), in the locale. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = intlLocaleOf(language);
  const megabytes = bytes >= 1000 * 1000;
  const unit = megabytes ? 'megabyte' : 'kilobyte';
  const value = megabytes ? bytes / 1000 / 1000 : Math.max(1, Math.round(bytes / 1000));
  return cached(
    `size:${locale}:${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: megabytes ? 1 : 0,
      }),
  ).format(value);
}

/**
 * How long to wait, rounded up so nobody is sent back too early: '40 minutes', '1 hour',
 * '3 Stunden', '40 دقيقة' — Intl's own unit words, which know each language's plural forms.
 */
export function formatWait(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const unit = minutes < 60 ? 'minute' : 'hour';
  const locale = intlLocaleOf(language);
  return cached(
    `wait:${locale}:${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(unit === 'minute' ? minutes : Math.ceil(minutes / 60));
}
