import { describe, expect, it } from 'vitest';
import {
  arrivalAtRisk,
  arrivesBeforeDecision,
  englandAndWalesBankHolidays,
  isUkWorkingDay,
  latestDecisionDay,
} from './decision-deadline';

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const iso = (value: Date) => value.toISOString().slice(0, 10);
const addDays = (value: Date, days: number) => new Date(value.getTime() + days * 86_400_000);

/** Easter Sunday (the anonymous Gregorian algorithm), to check the dated list against the rules. */
function easter(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return day(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const firstMonday = (year: number, month: number) => {
  let value = day(year, month, 1);
  while (value.getUTCDay() !== 1) value = addDays(value, 1);
  return value;
};
const lastMonday = (year: number, month: number) => {
  let value = day(year, month + 1, 0);
  while (value.getUTCDay() !== 1) value = addDays(value, -1);
  return value;
};

/** The standing rules of the Banking and Financial Dealings Act 1971, substitute days included. */
function byRule(year: number): string[] {
  const newYear = day(year, 1, 1);
  const newYearObserved =
    newYear.getUTCDay() === 6 ? addDays(newYear, 2) : newYear.getUTCDay() === 0 ? addDays(newYear, 1) : newYear;
  const christmas = day(year, 12, 25);
  const weekday = christmas.getUTCDay();
  // Christmas and Boxing Day fall to the next weekdays free of the other.
  const [christmasObserved, boxingObserved] =
    weekday === 6
      ? [day(year, 12, 27), day(year, 12, 28)]
      : weekday === 0
        ? [day(year, 12, 26), day(year, 12, 27)]
        : weekday === 5
          ? [christmas, day(year, 12, 28)]
          : [christmas, day(year, 12, 26)];
  return [
    newYearObserved,
    addDays(easter(year), -2),
    addDays(easter(year), 1),
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    christmasObserved,
    boxingObserved,
  ].map(iso);
}

describe('England and Wales bank holidays', () => {
  it('are the dates the standing rules give for 2025 to 2030', () => {
    const expected = [2025, 2026, 2027, 2028, 2029, 2030].flatMap(byRule).sort();
    expect([...englandAndWalesBankHolidays].sort()).toEqual(expected);
  });

  it('are not working days, and neither are weekends', () => {
    expect(isUkWorkingDay('2026-12-28')).toBe(false);
    expect(isUkWorkingDay('2026-11-28')).toBe(false);
    expect(isUkWorkingDay('2026-12-29')).toBe(true);
  });
});

describe('the latest decision day', () => {
  it('adds our 48 hours, then 3 working days: a Friday payment is decided by Wednesday', () => {
    // Friday 4 December 2026, 10:00 in London: reviewed by Sunday, then Mon, Tue, Wed.
    expect(latestDecisionDay(new Date('2026-12-04T10:00:00Z'))).toBe('2026-12-09');
    expect(arrivesBeforeDecision('2026-12-08', new Date('2026-12-04T10:00:00Z'))).toBe(true);
    expect(arrivesBeforeDecision('2026-12-09', new Date('2026-12-04T10:00:00Z'))).toBe(false);
  });

  it('counts the working days the visaProcessingTime setting says, when it is given', () => {
    // Friday 4 December 2026: reviewed by Sunday, then 5 working days: Mon 7 to Fri 11.
    expect(latestDecisionDay(new Date('2026-12-04T10:00:00Z'), 5)).toBe('2026-12-11');
    expect(arrivesBeforeDecision('2026-12-10', new Date('2026-12-04T10:00:00Z'), 5)).toBe(true);
    expect(arrivalAtRisk('pending', '2026-12-10', '2026-12-04T10:00:00Z', 5)).toBe(true);
    expect(arrivalAtRisk('pending', '2026-12-10', '2026-12-04T10:00:00Z')).toBe(false);
  });

  it('skips Christmas, the substitute Boxing Day and New Year', () => {
    // Wednesday 23 December 2026: reviewed by Friday 25, then 29, 30, 31 December (28 is a holiday).
    expect(latestDecisionDay(new Date('2026-12-23T12:00:00Z'))).toBe('2026-12-31');
    // Tuesday 29 December: reviewed by Thursday 31, then 4, 5, 6 January 2027.
    expect(latestDecisionDay(new Date('2026-12-29T12:00:00Z'))).toBe('2027-01-06');
  });

  it('skips Easter: Good Friday and Easter Monday', () => {
    // Wednesday 1 April 2026: reviewed by Friday 3 (Good Friday), then 7, 8, 9 April.
    expect(latestDecisionDay(new Date('2026-04-01T09:00:00Z'))).toBe('2026-04-09');
  });

  it('counts in UK dates: 23:30 in London on a summer Sunday is Sunday, not Monday in UTC terms', () => {
    // 22:30 UTC on Sunday 5 July 2026 is 23:30 BST on Sunday; reviewed by Tuesday 7, then 8, 9, 10.
    expect(latestDecisionDay(new Date('2026-07-05T22:30:00Z'))).toBe('2026-07-10');
    // 23:30 UTC the same evening is 00:30 on Monday in London: reviewed by Wednesday 8, then 9, 10, 13.
    expect(latestDecisionDay(new Date('2026-07-05T23:30:00Z'))).toBe('2026-07-13');
  });
});
