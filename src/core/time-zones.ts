/**
 * Days in a person's own time zone (decision 025): the admin lists filter submission dates by the
 * admin's calendar days, not UTC's. Only `Intl`, which knows every IANA zone and its clock changes.
 */

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day ('2026-03-29') begins in `timeZone`: its local midnight, or the first
 * moment after it where a clock change skips midnight.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Midnight with the offset at UTC midnight, and with the offset there: one of them is the day's
  // first moment (both when midnight comes twice; then the earlier).
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  const second = midnightUtc - offsetAt(first, timeZone);
  const onTheDay = [first, second].filter((instant) => dayIn(instant, timeZone) === day);
  return new Date(onTheDay.length ? Math.min(...onTheDay) : Math.max(first, second));
}

/** The calendar day of `instant` in `timeZone` ('2026-03-29'). */
function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** The calendar day after `day` ('2026-12-31' → '2027-01-01'). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Whether a zone keeps UTC's days all year, so the UTC day totals answer its date filters. */
export const keepsUtcDays = (timeZone: string | undefined) =>
  !timeZone ||
  ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu'].includes(timeZone);
