import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { AppError } from './errors';
import { consumeRateLimit } from './rate-limit';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

const minute = Date.UTC(2026, 10, 22, 12, 0, 0);
const at = (ms: number) => vi.setSystemTime(new Date(ms));

/** The Retry-After seconds of a refused hit, or null when the hit is allowed. */
async function hit(key: string, limit: number): Promise<number | null> {
  try {
    await consumeRateLimit(test.db(), { key, limit, windowSeconds: 60 });
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    return Number(error.headers?.['retry-after']);
  }
}

describe('consumeRateLimit', () => {
  it('refuses a second request just after a window boundary when the limit is one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(minute - 100);
    expect(await hit('boundary', 1)).toBeNull();
    at(minute + 100);
    // The previous window's hit still weighs 0.998: refused until its share has shrunk away.
    expect(await hit('boundary', 1)).toBeGreaterThanOrEqual(59);
  });

  it('allows the limit in a sliding minute, refuses more, and frees up as the old hits age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(minute + 30_000);
    for (let i = 0; i < 4; i++) expect(await hit('sliding', 4)).toBeNull();
    const retry = await hit('sliding', 4);
    expect(retry).not.toBeNull();
    // Five hits in this window (the refused one counts): free when 5 × overlap ≤ 4, 12 s into the next.
    expect(retry).toBe(30 + 12);
    at(minute + 60_000 + 6_000);
    expect(await hit('sliding', 4)).not.toBeNull();
    at(minute + 60_000 + 50_000);
    expect(await hit('sliding', 4)).toBeNull();
  });
});
