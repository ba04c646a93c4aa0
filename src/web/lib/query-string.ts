/**
 * The one query-string builder of the web app (issue #38): the values that filter, in order, with
 * empty, absent and 'all' (no filter) left out, so the address bar, the API call and the CSV link
 * of a list say the same thing the same way.
 */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === undefined || value === null || value === 'all') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** Midnight at the start of a day in the reader's own time zone ('2026-11-28'), or of the day after it (`next`), as an instant. */
export function localDayStart(day: string, next = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

/** The start of today in the reader's own time zone, as an instant ('Today's Messages'). */
export function startOfToday(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}
