import type { Pence } from './money';
import { startOfDayIn } from './time-zones';

/**
 * Fees on a date (docs/decisions/037-fees-on-a-date.md): the price per traveller and the
 * government fee it includes are a schedule of changes, each from its effective instant. Plain
 * functions without zod, so the pages that announce a coming change load nothing heavier.
 */

/** A price per traveller and the government fee it includes, in pence. */
export interface FeeLevel {
  pricePence: Pence;
  governmentFeePence: Pence;
}

/** One change of the schedule: the level from `effectiveFrom` (an ISO instant) until the next. */
export interface FeeChangeAt extends FeeLevel {
  effectiveFrom: string;
}

/** The time zone whose midnight starts a change: staff pick a UK date. */
export const feeTimeZone = 'Europe/London';

/**
 * How long a payment intent keeps the price it was made at: paid later, the draft is priced again
 * (and told so when the price differs).
 */
export const priceLifeMs = 30 * 60_000;

const at = (instant: string | Date) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/** The changes, earliest first. */
const byDate = <T extends FeeChangeAt>(changes: readonly T[]) =>
  [...changes].sort((a, b) => at(a.effectiveFrom) - at(b.effectiveFrom));

/** The change in force at `now`: the latest one that has started; null before the first. */
export function changeInForce<T extends FeeChangeAt>(changes: readonly T[], now: Date): T | null {
  const started = byDate(changes).filter((change) => at(change.effectiveFrom) <= now.getTime());
  return started[started.length - 1] ?? null;
}

/** The first change after `now` (the one a page announces); null when none is scheduled. */
export function nextChange<T extends FeeChangeAt>(changes: readonly T[], now: Date): T | null {
  return byDate(changes).find((change) => at(change.effectiveFrom) > now.getTime()) ?? null;
}

/** Whether an instant is still to come, so a change there may be scheduled or withdrawn. */
export const isFuture = (instant: string | Date, now: Date) => at(instant) > now.getTime();

/** 00:00 Europe/London of a UK calendar day ('2027-03-01'), the instant a change picked for that day starts. */
export const ukMidnightOf = (day: string): Date => startOfDayIn(day, feeTimeZone);

/** Whether a price fixed at `pricedAt` has outlived its intent, so the draft must be priced again. */
export const priceExpired = (pricedAt: Date, now: Date) => now.getTime() - pricedAt.getTime() >= priceLifeMs;

/** Whether two levels charge and include the same. */
export const sameLevel = (a: FeeLevel, b: FeeLevel) =>
  a.pricePence === b.pricePence && a.governmentFeePence === b.governmentFeePence;
