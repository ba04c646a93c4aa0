import { describe, expect, it } from 'vitest';
import { maskName } from '../../../core/my-applications';
import { formatDay, relativeTime } from './format';

describe('dashboard formatting', () => {
  it('shows dates as dd MMM yyyy, British for English, localised otherwise', () => {
    expect(formatDay('1990-05-01', 'en')).toBe('01 May 1990');
    expect(formatDay('1990-05-01', 'fr')).toBe('01 mai 1990');
    expect(formatDay(null, 'en')).toBe('—');
  });

  it("says how long ago, in the reader's language", () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(relativeTime('2026-01-10T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(relativeTime('2026-01-07T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(relativeTime('2026-01-09T12:00:00Z', 'fr', now)).toBe('hier');
    expect(relativeTime('2025-01-10T12:00:00Z', 'de', now)).toBe('letztes Jahr');
  });

  it('masks names to their initial', () => {
    expect(maskName('Jane')).toBe('J***');
    expect(maskName('  ')).toBe('***');
    expect(maskName('李小龙')).toBe('李***');
  });
});
