import { describe, expect, it } from 'vitest';
import {
  changeInForce,
  isFuture,
  nextChange,
  priceExpired,
  priceLifeMs,
  sameLevel,
  ukMidnightOf,
} from './fee-schedule';
import { feeChangeRequestSchema } from './fees';

const schedule = [
  { id: 'b', effectiveFrom: '2027-03-01T00:00:00.000Z', pricePence: 5399, governmentFeePence: 2000 },
  { id: 'a', effectiveFrom: '2025-04-08T23:00:00.000Z', pricePence: 4999, governmentFeePence: 1600 },
];

describe('fees on a date', () => {
  it('finds the change in force and the next one, whatever order they come in', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(changeInForce(schedule, now)?.id).toBe('a');
    expect(nextChange(schedule, now)?.id).toBe('b');
    expect(changeInForce(schedule, new Date('2025-01-01T00:00:00Z'))).toBeNull();
  });

  it('moves to the new level at the instant itself, as the clock goes across it', () => {
    const instant = Date.parse('2027-03-01T00:00:00.000Z');
    expect(changeInForce(schedule, new Date(instant - 1))?.pricePence).toBe(4999);
    expect(nextChange(schedule, new Date(instant - 1))?.pricePence).toBe(5399);
    expect(changeInForce(schedule, new Date(instant))?.pricePence).toBe(5399);
    expect(nextChange(schedule, new Date(instant))).toBeNull();
  });

  it('starts a UK date at 00:00 London time, in winter (GMT) and summer (BST)', () => {
    expect(ukMidnightOf('2027-03-01').toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(ukMidnightOf('2027-07-01').toISOString()).toBe('2027-06-30T23:00:00.000Z');
    // The clocks go forward at 01:00 GMT on 28 March 2027 and back at 02:00 BST on 31 October 2027.
    expect(ukMidnightOf('2027-03-28').toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(ukMidnightOf('2027-03-29').toISOString()).toBe('2027-03-28T23:00:00.000Z');
    expect(ukMidnightOf('2027-10-31').toISOString()).toBe('2027-10-30T23:00:00.000Z');
    expect(ukMidnightOf('2027-11-01').toISOString()).toBe('2027-11-01T00:00:00.000Z');
  });

  it('keeps a price for the life of its intent, then asks again', () => {
    const pricedAt = new Date('2027-02-28T23:50:00Z');
    expect(priceExpired(pricedAt, new Date(pricedAt.getTime() + priceLifeMs - 1))).toBe(false);
    expect(priceExpired(pricedAt, new Date(pricedAt.getTime() + priceLifeMs))).toBe(true);
    expect(isFuture('2027-03-01T00:00:00Z', new Date('2027-02-28T23:59:59Z'))).toBe(true);
    expect(isFuture('2027-03-01T00:00:00Z', new Date('2027-03-01T00:00:00Z'))).toBe(false);
    expect(
      sameLevel({ pricePence: 5399, governmentFeePence: 2000 }, { pricePence: 5399, governmentFeePence: 2000 }),
    ).toBe(true);
  });

  it('takes a change whose price includes its government fee', () => {
    const ok = { effectiveFrom: '2027-03-01T00:00:00Z', pricePence: 5399, governmentFeePence: 2000 };
    expect(feeChangeRequestSchema.safeParse(ok).success).toBe(true);
    expect(feeChangeRequestSchema.safeParse({ ...ok, pricePence: 2000 }).success).toBe(false);
    expect(feeChangeRequestSchema.safeParse({ ...ok, pricePence: 53.99 }).success).toBe(false);
    expect(feeChangeRequestSchema.safeParse({ ...ok, effectiveFrom: '1 March' }).success).toBe(false);
  });
});
