import { formatDate as formatDateIn } from '../../core/format-time';

/** The web's formats are core's (src/core/format.ts); these add what only a browser knows. */
export { formatMoney } from '../../core/format';
export { formatDateTime } from '../../core/format-time';
export { country } from './country';

/** The browser's IANA time zone ('Europe/London'): the admin's own days for the date filters. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A calendar date ('2027-06-01', a travel date) as it is, whatever the zone; an instant (when an
 * application was submitted) as the day it was in the reader's own time zone.
 */
export const formatDate = (value: string | Date | null | undefined, language: string) =>
  formatDateIn(value, language, browserTimeZone());
