import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { emailOutbox } from '../db/schema';

const token = 'a'.repeat(20) + 'b'.repeat(20);
let test: TestApp;
let failNext = true;

beforeAll(async () => {
  test = await createTestApp(
    { METRICS_TOKEN: token },
    {
      beforeReady: (app) =>
        app.jobs.register({
          name: 'test.metrics',
          everyMs: 60_000,
          async run() {
            if (failNext) {
              failNext = false;
              throw new Error('broken once');
            }
          },
        }),
    },
  );
});
afterAll(() => test.close());

const scrape = (authorization?: string) =>
  test.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the text format, by its name and labels as printed. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${token}`)).statusCode).toBe(401);
    const answer = await scrape(`Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('gives nothing without the token under any spelling of its path', async () => {
    for (const url of [
      '/metrics',
      '/METRICS',
      '/%6Detrics',
      '//metrics',
      '/./metrics',
      '/api/../metrics',
      '/metrics/',
    ]) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).not.toBe(200);
      expect(answer.body, url).not.toContain('# TYPE');
    }
  });

  it('has every measure from the start, before anything used it', async () => {
    const body = (await scrape(`Bearer ${token}`)).body;
    for (const name of [
      'http_request_duration_seconds',
      'advena_outbox_pending',
      'advena_outbox_failed',
      'advena_outbox_oldest_age_seconds',
      'advena_payments_needing_attention',
      'advena_documents_awaiting_checks',
      'advena_job_last_success_timestamp_seconds',
      'advena_job_duration_seconds',
      'advena_job_failures_total',
      'advena_database_connections',
    ]) {
      expect(body, name).toContain(`# TYPE ${name} `);
    }
  });

  it('labels request durations by the matched route, never the address asked for', async () => {
    await test.app.inject({ method: 'GET', url: '/api/application-status/ADV-12345678' });
    await test.app.inject({ method: 'GET', url: '/api/application-status/ADV-87654321' });
    await test.app.inject({ method: 'GET', url: '/api/health' });
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toContain('route="/api/application-status/:reference"');
    expect(body).not.toContain('ADV-12345678');
    // Liveness stays as cheap as a bare server: it is not measured.
    expect(body).not.toContain('route="/api/health"');
    const count = body
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('application-status'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(count).toBe(2);
  });

  it('reports the outbox from the database', async () => {
    const old = new Date(Date.now() - 20 * 60_000);
    await test
      .db()
      .insert(emailOutbox)
      .values([
        { toAddress: 'a@example.com', subject: 's', html: 'h', text: 't', template: 'test', createdAt: old },
        { toAddress: 'b@example.com', subject: 's', html: 'h', text: 't', template: 'test' },
        { toAddress: 'c@example.com', subject: 's', html: 'h', text: 't', template: 'test', status: 'failed' },
      ]);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, 'advena_outbox_pending')).toBe(2);
    expect(sample(body, 'advena_outbox_failed')).toBe(1);
    expect(sample(body, 'advena_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(20 * 60 - 5);
    expect(sample(body, 'advena_payments_needing_attention')).toBe(0);
  });

  it('reports each job: failures, last success and duration', async () => {
    await test.app.jobs.runNow('test.metrics'); // fails
    let body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, 'advena_job_failures_total{job="test.metrics"}')).toBe(1);
    expect(sample(body, 'advena_job_last_success_timestamp_seconds{job="test.metrics"}')).toBe(0);
    const before = Date.now() / 1000;
    await test.app.jobs.runNow('test.metrics'); // succeeds
    body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, 'advena_job_failures_total{job="test.metrics"}')).toBe(1);
    expect(sample(body, 'advena_job_last_success_timestamp_seconds{job="test.metrics"}')).toBeGreaterThanOrEqual(
      Math.floor(before) - 1,
    );
    expect(sample(body, 'advena_job_duration_seconds{job="test.metrics"}')).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route at all: it is answered as any unknown page', async () => {
    const bare = await createTestApp();
    try {
      const metrics = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      const unknown = await bare.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(metrics.statusCode).toBe(unknown.statusCode);
      expect(metrics.body).not.toContain('# TYPE');
      expect(bare.app.routeList.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
