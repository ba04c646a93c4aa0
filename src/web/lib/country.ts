import { countryName } from '../../core/countries';

/** A country's name in the reader's language, '—' when there is none. */
export const country = (code: string | null | undefined, language: string) =>
  code ? countryName(code, language) : '—';
