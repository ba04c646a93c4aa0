import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { documents, emailOutbox, payments, scheduledJobs } from '../db/schema';
import { unauthorized } from './errors';
import { hookRoutes } from './route-hooks';

/** Where the measures stay off: liveness is as cheap as a bare Fastify (decision 026), and /metrics itself. */
const unmeasured = new Set(['/api/health', '/metrics']);

/**
 * GET /metrics in the Prometheus text format, for operators (docs/decisions/036-metrics-for-operators.md).
 * Every measure is registered here, at start-up, so a scrape never finds one missing because
 * nothing has used it yet. Request durations are labelled by the matched route (`/api/applications/:id`),
 * never by the address asked for, so an attacker cannot grow the label set. The database figures
 * (outbox, payments needing attention, jobs) are read when Prometheus scrapes, from the database
 * every instance shares, so each instance reports the same totals.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, matched route and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    hookRoutes(
      app,
      'onResponse',
      (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        durations.observe(
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
          reply.elapsedTime / 1000,
        );
        done();
      },
      (route) => !unmeasured.has(route.url),
    );
    registerDatabaseMeasures(app, registry);
    app.decorate('metrics', registry);

    const token = app.config.metricsToken;
    if (!token) return; // no token, no route: 404 like any unknown path
    app.get('/metrics', { config: { forMachines: true }, schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      const body = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'metrics' },
);

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function registerDatabaseMeasures(app: FastifyInstance, registry: Registry) {
  const db = () => app.db;
  new Gauge({
    name: 'advena_outbox_pending',
    help: 'E-mails waiting to be sent',
    registers: [registry],
    async collect() {
      const [row] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'advena_outbox_failed',
    help: 'E-mails the outbox gave up on',
    registers: [registry],
    async collect() {
      const [row] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed'));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'advena_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail still waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const [row] = await db()
        .select({ oldest: min(emailOutbox.createdAt) })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      this.set(row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'advena_payments_needing_attention',
    help: 'Payments that took money and need a member of staff',
    registers: [registry],
    async collect() {
      const [row] = await db().select({ n: count() }).from(payments).where(eq(payments.status, 'needs_attention'));
      this.set(row?.n ?? 0);
    },
  });

  new Gauge({
    name: 'advena_documents_awaiting_checks',
    help: 'Passport scans and photos whose server check (decision 034) has not finished',
    registers: [registry],
    async collect() {
      const [row] = await db()
        .select({ n: count() })
        .from(documents)
        .where(and(isNull(documents.checkResult), inArray(documents.kind, ['passportScan', 'photo'])));
      this.set(row?.n ?? 0);
    },
  });

  const jobRows = () =>
    db()
      .select({
        name: scheduledJobs.name,
        succeeded: scheduledJobs.lastSucceededAt,
        seconds: sql<
          number | null
        >`extract(epoch from ${scheduledJobs.lastFinishedAt} - ${scheduledJobs.lastStartedAt})`,
        failures: scheduledJobs.failures,
      })
      .from(scheduledJobs);
  new Gauge({
    name: 'advena_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last finished without an error (0: never)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobRows())
        this.set({ job: row.name }, row.succeeded ? new Date(row.succeeded).getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'advena_job_duration_seconds',
    help: 'How long the last run of each scheduled job took',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobRows())
        if (row.seconds !== null) this.set({ job: row.name }, Math.max(0, Number(row.seconds)));
    },
  });
  new Counter({
    name: 'advena_job_failures_total',
    help: 'Runs of each scheduled job that ended in an error, across all instances',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobRows()) this.inc({ job: row.name }, row.failures);
    },
  });

  const connections = () => app.database.connections();
  new Gauge({
    name: 'advena_database_connections',
    help: 'Database connections of this instance, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle } = connections();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'busy' }, Math.max(0, total - idle));
      this.set({ state: 'waiting' }, app.database.waiting());
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}
