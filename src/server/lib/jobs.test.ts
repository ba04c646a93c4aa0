import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { buildApp } from '../app';
import { scheduledJobs } from '../db/schema';

/** Two instances of the app on one database, as behind a load balancer. */
let test: TestApp;
let second: FastifyInstance;
let runs = 0;
let failNext = false;
/** Set, the job runs until the test lets it finish, however slow the machine is. */
let held: Promise<void> | null = null;
const slowJob = {
  name: 'test.slow',
  everyMs: 60_000,
  async run() {
    runs += 1;
    await (held ?? new Promise((resolve) => setTimeout(resolve, 200)));
    if (failNext) {
      failNext = false;
      throw new Error('the job broke');
    }
  },
};

beforeAll(async () => {
  test = await createTestApp({}, { beforeReady: (app) => app.jobs.register(slowJob) });
  second = await buildApp(test.config, { database: test.database });
  second.jobs.register(slowJob);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await test.close();
});

const rowOf = async (name: string) =>
  (await test.db().select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

describe('scheduled jobs', () => {
  it('registers every job of the app with its row', async () => {
    const names = (await test.db().select({ name: scheduledJobs.name }).from(scheduledJobs)).map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['payments.reconcile', 'documents.abandoned', 'sessions.cleanup', 'test.slow']),
    );
  });

  it('runs a job on one instance at a time, and records the run', async () => {
    runs = 0;
    const before = Date.now();
    let finish = () => {};
    held = new Promise((resolve) => {
      finish = resolve;
    });
    // Both instances at once: exactly one claims it; the other is refused while the run lasts.
    const results = Promise.all([test.app.jobs.runNow('test.slow'), second.jobs.runNow('test.slow')]);
    await vi.waitFor(() => expect(runs).toBe(1));
    expect(await second.jobs.runNow('test.slow')).toBe(false);
    expect(await test.app.jobs.runNow('test.slow')).toBe(false);
    finish();
    held = null;
    expect((await results).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const row = await rowOf('test.slow');
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null, lastError: null, runs: 1 });
    expect(row!.nextRunAt.getTime()).toBeGreaterThanOrEqual(before + slowJob.everyMs);
    // Free again once it finished.
    expect(await second.jobs.runNow('test.slow')).toBe(true);
    expect(runs).toBe(2);
  });

  it('records a failure and stays schedulable', async () => {
    failNext = true;
    expect(await test.app.jobs.runNow('test.slow')).toBe(true);
    expect(await rowOf('test.slow')).toMatchObject({ lastError: 'the job broke', lockedBy: null });
    expect(await test.app.jobs.runNow('test.slow')).toBe(true);
    expect((await rowOf('test.slow'))?.lastError).toBeNull();
  });

  it('lets another instance take over a job whose runner died (an expired lease)', async () => {
    await test
      .db()
      .update(scheduledJobs)
      .set({ lockedBy: 'dead-instance', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, 'test.slow'));
    expect(await test.app.jobs.runNow('test.slow')).toBe(false);
    await test
      .db()
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.name, 'test.slow'));
    expect(await test.app.jobs.runNow('test.slow')).toBe(true);
  });

  it('runs the real jobs on demand', async () => {
    for (const name of ['payments.reconcile', 'documents.abandoned', 'sessions.cleanup']) {
      expect(await test.app.jobs.runNow(name)).toBe(true);
      expect(await rowOf(name)).toMatchObject({ lastError: null, runs: 1 });
    }
  });
});
