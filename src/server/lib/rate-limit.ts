import { sql } from 'drizzle-orm';
import type { ErrorCode } from '../../core/errors';
import { formatWait } from '../../core/format-units';
import type { Database } from '../db/client';
import { tooManyRequests } from './errors';

/**
 * What is counted (`key`, e.g. `login:ip:1.2.3.4`), how many in how long, and, for a limit a person
 * meets, the 429's own code (core/errors.ts) with its English words together, so no limit speaks
 * without a code the web can say in the reader's language (decision 027); a function is given the
 * wait in words. A limit without them only counts (its 429 is caught, never shown).
 */
export type RateLimitRule = { key: string; limit: number; windowSeconds: number } & (
  | { code: ErrorCode; message: string | ((wait: string) => string) }
  | { code?: never; message?: never }
);

interface Counts {
  nowMs: number;
  windowStartMs: number;
  /** This window's hits and the previous window's. */
  current: number;
  previous: number;
}

const windowsOf = (windowSeconds: number) => {
  const nowMs = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStartMs = nowMs - (nowMs % windowMs);
  return {
    nowMs,
    windowStartMs,
    current: new Date(windowStartMs).toISOString(),
    previous: new Date(windowStartMs - windowMs).toISOString(),
  };
};

async function readCounts(db: Database, key: string, windowSeconds: number, add: boolean): Promise<Counts> {
  const { nowMs, windowStartMs, current, previous } = windowsOf(windowSeconds);
  const thisWindow = add
    ? sql`with hit as (
        insert into rate_limit_hits (key, window_start, count) values (${key}, ${current}, 1)
        on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
        returning count
      ) select (select count from hit) as current,`
    : sql`select coalesce((select count from rate_limit_hits where key = ${key} and window_start = ${current}), 0) as current,`;
  const result = (await db.execute(sql`${thisWindow}
    coalesce((select count from rate_limit_hits where key = ${key} and window_start = ${previous}), 0) as previous`)) as unknown as {
    rows: { current: number; previous: number }[];
  };
  const row = result.rows[0];
  return { nowMs, windowStartMs, current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** The sliding estimate: the previous window weighs as much as it still overlaps the last `windowSeconds`. */
const estimate = ({ nowMs, windowStartMs, current, previous }: Counts, windowSeconds: number) =>
  current + previous * (1 - (nowMs - windowStartMs) / (windowSeconds * 1000));

/** Throws 429 when `hits` (this window's, the new one included) passes the rule's limit. */
function refuseOver(rule: RateLimitRule, counts: Counts, hits: number) {
  const { nowMs, windowStartMs, previous: earlier } = counts;
  const windowMs = rule.windowSeconds * 1000;
  // Not rounded: with a limit of 1, flooring 0.99 of the previous window's one hit to 0 would let a
  // second request through just after a window boundary.
  if (estimate({ ...counts, current: hits }, rule.windowSeconds) <= rule.limit) return;
  // When the estimate falls back to the limit if nothing more comes: later in this window as the
  // previous one's share shrinks, or, when this window alone is over, in the next as this one's does.
  const freeAtMs =
    hits <= rule.limit
      ? windowStartMs + windowMs * (1 - (rule.limit - hits) / earlier)
      : windowStartMs + windowMs + windowMs * (1 - rule.limit / hits);
  const retryAfter = Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000));
  const message = typeof rule.message === 'function' ? rule.message(formatWait(retryAfter, 'en')) : rule.message;
  throw tooManyRequests(retryAfter, message, rule.code);
}

/**
 * Counts one hit and refuses with 429 and Retry-After once the limit is passed. Counts live in the
 * database (shared by every instance) in fixed windows, read as a sliding window: the previous
 * window's count weighs as much as it still overlaps the last `windowSeconds`, so a burst cannot
 * get twice the limit across a window boundary, and a count does not drop to zero at one.
 * Answers the sliding count, this hit included.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<number> {
  const counts = await readCounts(db, rule.key, rule.windowSeconds, true);
  refuseOver(rule, counts, counts.current);
  return estimate(counts, rule.windowSeconds);
}

/** How many more hits a rule allows after a sliding count of `used` (whole hits, never below 0). */
export const hitsLeft = (rule: RateLimitRule, used: number) => Math.max(0, Math.floor(rule.limit - used + 1e-9));

/** Counts one hit without refusing; answers the sliding count, this hit included. */
export async function recordRateLimitHit(db: Database, key: string, windowSeconds: number): Promise<number> {
  return estimate(await readCounts(db, key, windowSeconds, true), windowSeconds);
}

/** The sliding count of a key's hits in the last `windowSeconds`, without counting one. */
export async function rateLimitCount(db: Database, key: string, windowSeconds: number): Promise<number> {
  return estimate(await readCounts(db, key, windowSeconds, false), windowSeconds);
}

/** Forgets a key's counts (e.g. after a successful login). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Keeps two days, so a one-day window still sees the previous day's count. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '2 days'`);
}
