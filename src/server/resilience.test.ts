import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../tests/setup/database-templates';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { openPostgres } from './db/client';

/** Issue 21: fail fast and recover instead of hanging or dying. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('load shedding', () => {
  it('answers 503 with Retry-After when requests pile up for the database, but never sheds liveness', async () => {
    const waiting = test.database.waiting;
    test.database.waiting = () => 1_000;
    try {
      // The pool is looked at once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      const shed = await test.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Server unavailable. Please try again later.',
      });
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      test.database.waiting = waiting;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await test.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
  });

  it('reports readiness within two seconds when the database does not answer', async () => {
    const ping = test.database.ping;
    test.database.ping = () => new Promise(() => {});
    try {
      const started = Date.now();
      const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      test.database.ping = ping;
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL as string;

  it('migrates once when two instances start together on an empty database', async () => {
    const name = `advena_test_${Math.floor(Date.now() / 1000)}_race`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const [a, b] = await Promise.all([
        openPostgres(withDatabase(url, name), { poolSize: 2 }),
        openPostgres(withDatabase(url, name), { poolSize: 2 }),
      ]);
      await Promise.all([a.migrate(), b.migrate()]);
      const result = await a.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations' as never);
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]?.n).toBeGreaterThan(5);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  it('times a statement out instead of letting it hang', async () => {
    const handle = await openPostgres(withDatabase(url, 'test'), { statementTimeoutMs: 300, poolSize: 1 });
    try {
      // 57014: canceling statement due to statement timeout.
      await expect(handle.db.execute('select pg_sleep(5)' as never)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
    } finally {
      await handle.close();
    }
  });
});
