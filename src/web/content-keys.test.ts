import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faqTabs } from '../core/faq';
import { latestNews, newsItems } from '../core/news';

const english = (namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../locales/en', `${namespace}.json`), 'utf8'));

describe('content tables and their words', () => {
  it('every news item has a title, summary and content', () => {
    const news = english('news');
    for (const item of newsItems) {
      expect(Object.keys(news.items[item.id] ?? {}).sort(), item.id).toEqual(['content', 'summary', 'title']);
    }
    expect(newsItems.map((item) => item.date)).toEqual([
      '2026-02-25',
      '2024-10-01',
      '2024-09-15',
      '2024-08-22',
      '2024-07-30',
      '2024-07-10',
      '2024-06-25',
    ]);
  });

  it('gives the newest items already published, newest first, as many as asked', () => {
    expect(latestNews(4, new Date('2026-11-23T12:00:00Z')).map((item) => item.id)).toEqual([
      'boardingChecks',
      'euTimeline',
      'nonEuropeanTimeline',
      'familyApplications',
    ]);
    expect(latestNews(4, new Date('2025-08-01T12:00:00Z')).map((item) => item.date)).toEqual([
      '2024-10-01',
      '2024-09-15',
      '2024-08-22',
      '2024-07-30',
    ]);
    expect(latestNews(4, new Date('2024-06-01T12:00:00Z'))).toEqual([]);
  });

  it('every FAQ question has a question and an answer', () => {
    const faq = english('faq');
    for (const [tab, ids] of Object.entries(faqTabs)) {
      for (const id of ids) {
        // An answer that names the decision time has plural forms (answer_one, answer_other).
        const fields = new Set(Object.keys(faq.items[tab][id] ?? {}).map((key) => key.replace(/_(one|other)$/, '')));
        expect([...fields].sort(), `${tab}.${id}`).toEqual(['answer', 'question']);
      }
    }
  });
});
