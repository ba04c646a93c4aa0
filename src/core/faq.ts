/**
 * The FAQ's four tabs and their questions (words in the faq namespace under items.<tab>.<id>).
 * Contact Support's self-help links open a tab by URL: /faq?tab=process or /faq#process.
 */
export const faqTabs = {
  general: ['what', 'official', 'cost', 'who', 'children'],
  process: ['time', 'documents', 'mistake', 'refused', 'track'],
  travel: ['stay', 'when', 'transit', 'passport'],
  support: ['contact', 'payment', 'upload', 'email', 'data'],
} as const;
export type FaqTab = keyof typeof faqTabs;

export function isFaqTab(value: unknown): value is FaqTab {
  return typeof value === 'string' && value in faqTabs;
}
