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
 * Counts one hit in a fixed window stored in the database (shared by every instance) and
 * refuses with 429 and Retry-After once the limit is passed.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStartSeconds = nowSeconds - (nowSeconds % rule.windowSeconds);
  const windowStart = new Date(windowStartSeconds * 1000).toISOString();
  const result = (await db.execute(sql`
    insert into rate_limit_hits (key, window_start, count) values (${rule.key}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning count`)) as unknown as { rows: { count: number }[] };
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > rule.limit) {
    const retryAfter = Math.max(1, windowStartSeconds + rule.windowSeconds - nowSeconds);
    throw tooManyRequests(retryAfter, rule.message);
  }
}

/** Forgets a key's counts (e.g. after a successful login). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
