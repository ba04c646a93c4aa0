import { describe, expect, it } from 'vitest';
import { announcedSeconds, clockDuration, idleCountdown, spokenDuration } from './idle';

const minute = 60_000;

describe('the idle countdown', () => {
  it('warns two minutes before the server ends a 15-minute staff session, and counts down to 0', () => {
    const last = Date.UTC(2026, 0, 1, 9, 0, 0);
    expect(idleCountdown(last, 900, 120, last + 12 * minute).warning).toBe(false);
    expect(idleCountdown(last, 900, 120, last + 13 * minute)).toEqual({
      warnsAt: last + 13 * minute,
      warning: true,
      secondsLeft: 120,
    });
    expect(idleCountdown(last, 900, 120, last + 14 * minute + 30_500).secondsLeft).toBe(30);
    expect(idleCountdown(last, 900, 120, last + 20 * minute).secondsLeft).toBe(0);
  });

  it('tells a screen reader every half minute and at 10 seconds, not every second', () => {
    const spoken = new Set(Array.from({ length: 120 }, (_, index) => announcedSeconds(120 - index)));
    expect([...spoken]).toEqual([120, 90, 60, 30, 10]);
  });

  it("says the time in the reader's language", () => {
    expect(spokenDuration(120, 'en')).toBe('2 minutes');
    expect(spokenDuration(90, 'en')).toBe('1 minute, 30 seconds');
    expect(spokenDuration(10, 'en')).toBe('10 seconds');
    expect(spokenDuration(60, 'fr')).toBe('1 minute');
    expect(clockDuration(65, 'en')).toBe('1:05');
  });
});
