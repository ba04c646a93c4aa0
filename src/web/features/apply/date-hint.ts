import type { TFunction } from '../../lib/i18n';

/** Dates that lie ahead: their example is next year's, never a day already gone. */
const futureDates = new Set(['passportExpiryDate', 'arrivalDate', 'departureDate']);

/** The example under a date field: a past date for a birth or issue date, next year's for the rest. */
export function dateHint(t: TFunction, field: string, today = new Date()): string {
  return futureDates.has(field) ? t('dates.hintFuture', { year: today.getFullYear() + 1 }) : t('dates.hint');
}
