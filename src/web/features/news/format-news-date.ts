/** 'Oct 1, 2024' in English, '1 oct. 2024' in French: the spec's 'MMM d, yyyy' in the reader's language. */
export function formatNewsDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
