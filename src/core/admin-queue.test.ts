import { describe, expect, it } from 'vitest';
import { arrivesWithin72Hours, reviewClockOf, reviewDueAt } from './admin-queue';

const now = new Date('2026-11-25T12:00:00Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('the review clock against our 24-48 hour promise', () => {
  it('runs from payment: on time, due soon from 24 hours, overdue from 48', () => {
    expect(reviewClockOf('pending', hoursBefore(23.9), now)).toBe('on_time');
    expect(reviewClockOf('pending', hoursBefore(24), now)).toBe('due_soon');
    expect(reviewClockOf('reviewing', hoursBefore(47.9), now)).toBe('due_soon');
    expect(reviewClockOf('reviewing', hoursBefore(48), now)).toBe('overdue');
    expect(reviewDueAt(hoursBefore(10)).toISOString()).toBe('2026-11-27T02:00:00.000Z');
  });

  it('stops once the application is past our review or closed', () => {
    for (const status of ['processing', 'approved', 'rejected', 'cancelled'] as const) {
      expect(reviewClockOf(status, hoursBefore(100), now)).toBeNull();
    }
  });
});

describe('a trip within 72 hours', () => {
  it('counts from the start of the arrival day', () => {
    expect(arrivesWithin72Hours('2026-11-28', now)).toBe(true);
    expect(arrivesWithin72Hours('2026-11-29', now)).toBe(false);
    expect(arrivesWithin72Hours('2026-11-25', now)).toBe(true);
    expect(arrivesWithin72Hours('not a date', now)).toBe(false);
  });
});
