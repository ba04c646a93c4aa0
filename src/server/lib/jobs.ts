import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledJobs } from '../db/schema';

/** A named job run every `everyMs`, on one instance at a time however many share the database. */
export interface Job {
  name: string;
  everyMs: number;
  /** How long one run may take before another instance may assume it died (default 10 minutes). */
  leaseMs?: number;
  run(): Promise<unknown>;
}

export interface Jobs {
  register(job: Job): void;
  /** Runs a job now, on this instance, under its lease (tests; an operator's command). False when another holds it. */
  runNow(name: string): Promise<boolean>;
  /** The registered jobs' names, in the order of the list (src/server/jobs.ts). */
  names(): string[];
}

const tickMs = 5_000;

/**
 * The scheduler (decision 012). Each job has a row in `scheduled_jobs`; an instance runs a job
 * only after claiming it with one conditional update (due, and no live lease), so across N
 * instances each run happens once. The row records the last start, finish, error and the count.
 * A process that dies mid-run leaves a lease that expires; then the job is due again.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new Map<string, Job>();
    const instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
    const running = new Set<Promise<unknown>>();

    async function claim(names: string[], force = false) {
      if (names.length === 0) return [];
      const now = new Date();
      const claimed = await app.db
        .update(scheduledJobs)
        .set({
          lockedBy: instance,
          lockedUntil: sql`now() + make_interval(secs => ${scheduledJobs.leaseSeconds})`,
          lastStartedAt: now,
        })
        .where(
          and(
            inArray(scheduledJobs.name, names),
            force ? sql`true` : lte(scheduledJobs.nextRunAt, now),
            or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
          ),
        )
        .returning({ name: scheduledJobs.name });
      return claimed.map((row) => row.name);
    }

    async function execute(job: Job) {
      const started = Date.now();
      let error: unknown = null;
      try {
        await job.run();
      } catch (caught) {
        error = caught;
        app.log.error({ err: caught, job: job.name }, 'job failed');
      }
      const finished = new Date();
      await app.db
        .update(scheduledJobs)
        .set({
          lockedBy: null,
          lockedUntil: null,
          lastFinishedAt: finished,
          lastError: error ? String(error instanceof Error ? error.message : error).slice(0, 500) : null,
          runs: sql`${scheduledJobs.runs} + 1`,
          ...(error ? { failures: sql`${scheduledJobs.failures} + 1` } : { lastSucceededAt: finished }),
          nextRunAt: new Date(started + job.everyMs),
        })
        .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, instance)));
      app.log.debug({ job: job.name, ms: Date.now() - started, failed: Boolean(error) }, 'job ran');
      return !error;
    }

    function track(work: Promise<unknown>) {
      running.add(work);
      void work.finally(() => running.delete(work));
      return work;
    }

    async function tick() {
      try {
        for (const name of await claim([...jobs.keys()])) {
          const job = jobs.get(name);
          if (job) track(execute(job));
        }
      } catch (error) {
        app.log.warn({ err: error }, 'could not claim scheduled jobs');
      }
    }

    const api: Jobs = {
      names: () => [...jobs.keys()],
      register(job) {
        if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
        jobs.set(job.name, job);
      },
      async runNow(name) {
        const job = jobs.get(name);
        if (!job) throw new Error(`no job named ${name}`);
        const [claimed] = await claim([name], true);
        if (!claimed) return false;
        await track(execute(job));
        return true;
      },
    };
    app.decorate('jobs', api);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Every job has its row (first run due now); a changed lease follows the code.
      for (const job of jobs.values()) {
        const leaseSeconds = Math.ceil((job.leaseMs ?? 600_000) / 1000);
        await app.db
          .insert(scheduledJobs)
          .values({ name: job.name, leaseSeconds })
          .onConflictDoUpdate({ target: scheduledJobs.name, set: { leaseSeconds } });
      }
      if (!app.config.runJobs) return;
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
    });
  },
  { name: 'jobs' },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
