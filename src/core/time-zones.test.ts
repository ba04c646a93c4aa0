import { describe, expect, it } from 'vitest';
import { keepsUtcDays, nextDay, startOfDayIn } from './time-zones';

describe('days in the admin’s time zone', () => {
  it('begins a day at local midnight, in summer and in winter time', () => {
    expect(startOfDayIn('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Europe/London').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Asia/Tokyo').toISOString()).toBe('2026-01-14T15:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Asia/Kolkata').toISOString()).toBe('2026-01-14T18:30:00.000Z');
  });

  it('finds the start of the days a clock change shortens or lengthens', () => {
    // Europe moves to summer time at 01:00 UTC on 29 March 2026; midnight is before it.
    expect(startOfDayIn('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Santiago skips midnight: the day begins at 01:00 local time.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('steps to the next day across a month and a year', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('knows which zones keep UTC’s days', () => {
    expect(keepsUtcDays(undefined)).toBe(true);
    expect(keepsUtcDays('UTC')).toBe(true);
    expect(keepsUtcDays('Europe/London')).toBe(false);
  });
});
