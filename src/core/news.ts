/**
 * The six news items of spec §3 'News item', newest first; their words live in the news
 * namespace under news.items.<id>. The home page shows the first four.
 */
export const newsItems = [
  { id: 'euTimeline', date: '2024-10-01' },
  { id: 'nonEuropeanTimeline', date: '2024-09-15' },
  { id: 'familyApplications', date: '2024-08-22' },
  { id: 'officialApp', date: '2024-07-30' },
  { id: 'tenLanguages', date: '2024-07-10' },
  { id: 'beforeYouApply', date: '2024-06-25' },
] as const;
export type NewsItem = (typeof newsItems)[number];
