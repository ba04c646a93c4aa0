import type { Pence } from './money';

/**
 * The news items, newest first: the six of spec §3 'News item' and later ones. Their words live
 * in the news namespace under news.items.<id>.
 */
export const newsItems = [
  { id: 'boardingChecks', date: '2026-02-25' },
  { id: 'euTimeline', date: '2024-10-01' },
  { id: 'nonEuropeanTimeline', date: '2024-09-15' },
  { id: 'familyApplications', date: '2024-08-22' },
  { id: 'officialApp', date: '2024-07-30' },
  { id: 'tenLanguages', date: '2024-07-10' },
  { id: 'beforeYouApply', date: '2024-06-25' },
] as const;
export type NewsItem = (typeof newsItems)[number];

/** The amounts an item's text names (`{{oldFee}}`), in pence: the reader's format writes them, not the text. */
export const newsAmounts: Partial<Record<NewsItem['id'], Record<string, Pence>>> = {
  euTimeline: { oldFee: 1000, newFee: 1600 },
};

/**
 * The newest items already published, newest first, at most `count`: the home page shows four
 * (spec §3: 'the first four of six'), each with its date, so the reader sees how old it is.
 */
export function latestNews(count: number, now: Date = new Date()): NewsItem[] {
  const today = now.toISOString().slice(0, 10);
  return newsItems.filter((item) => item.date <= today).slice(0, count);
}
