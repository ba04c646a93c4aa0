import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip:1.2.3.4` or `login:account:jane@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts one hit and refuses with 429 and Retry-After once the limit is passed. Counts live in the
 * database (shared by every instance) in fixed windows, read as a sliding window: the previous
 * window's count weighs as much as it still overlaps the last `windowSeconds`, so a burst cannot
 * get twice the limit across a window boundary, and a count does not drop to zero at one.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  const nowMs = Date.now();
  const windowMs = rule.windowSeconds * 1000;
  const windowStartMs = nowMs - (nowMs % windowMs);
  const current = new Date(windowStartMs).toISOString();
  const previous = new Date(windowStartMs - windowMs).toISOString();
  const result = (await db.execute(sql`
    with hit as (
      insert into rate_limit_hits (key, window_start, count) values (${rule.key}, ${current}, 1)
      on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
      returning count
    )
    select (select count from hit) as current,
      coalesce((select count from rate_limit_hits where key = ${rule.key} and window_start = ${previous}), 0) as previous`)) as unknown as {
    rows: { current: number; previous: number }[];
  };
  const row = result.rows[0];
  const hits = Number(row?.current ?? 0);
  const earlier = Number(row?.previous ?? 0);
  // Not rounded: with a limit of 1, flooring 0.99 of the previous window's one hit to 0 would let a
  // second request through just after a window boundary.
  const overlap = 1 - (nowMs - windowStartMs) / windowMs;
  if (hits + earlier * overlap > rule.limit) {
    // When the estimate falls back to the limit if nothing more comes: later in this window as the
    // previous one's share shrinks, or, when this window alone is over, in the next as this one's does.
    const freeAtMs =
      hits <= rule.limit
        ? windowStartMs + windowMs * (1 - (rule.limit - hits) / earlier)
        : windowStartMs + windowMs + windowMs * (1 - rule.limit / hits);
    throw tooManyRequests(Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000)), rule.message);
  }
}

/** Forgets a key's counts (e.g. after a successful login). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
