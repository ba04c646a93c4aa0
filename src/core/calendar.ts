/** Calendar days as YYYY-MM-DD: the wizard's dates and 'today' in the UK or the browser. */

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's calendar day as YYYY-MM-DD in a time zone (the browser's own when none is given). */
export function isoDay(timeZone?: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The server judges 'today' by the UK calendar day. */
export const ukToday = () => isoDay('Europe/London');
/** The browser judges 'today' by the traveller's own calendar day. */
export const localToday = () => isoDay();
/** The UK calendar day of an instant: a payment's snapshot is judged by the day it was taken. */
export const ukDayOf = (instant: Date) => isoDay('Europe/London', instant);

/** The calendar day `months` months after `day` (YYYY-MM-DD), kept within the month: 31 Aug + 6 is 28 or 29 Feb. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(year, month - 1 + months, 1);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, daysInMonth));
  return first.toISOString().slice(0, 10);
}
