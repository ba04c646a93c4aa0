/**
 * `npm run jobs:run -- <name>`: runs one scheduled job once, now, with the server's environment
 * (the same variables as `npm start`), beside a running server: the job takes its lease like any
 * run, so it never runs twice at once, and the e-mails it queues leave through the server's outbox.
 * Exits 0 when the job ran, 1 when it failed or another instance holds it, 2 for an unknown name.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { jobNames } from '../src/server/jobs';

async function serverAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500 || response.status === 503;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const name = process.argv[2];
  const names = jobNames();
  if (!name || !names.includes(name)) {
    console.error(`${name ? `No job named '${name}'.` : 'Name a job.'} The jobs: ${names.join(', ')}`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  // PGlite is one process's folder: opening it beside a running server would corrupt it.
  if (!config.databaseUrl) {
    const health = `http://127.0.0.1:${config.port}/api/health`;
    if (await serverAnswers(health)) {
      console.error(
        `A server is running (${health}) on the PGlite folder in ${config.dataDir}, and PGlite cannot be opened by two processes. Stop the server and run this again, or run on PostgreSQL (DATABASE_URL), where jobs:run works beside a running server.`,
      );
      return 1;
    }
  }
  // This process runs the one job: no scheduler ticks, no outbox loop of its own.
  const app = await buildApp({ ...config, runJobs: false });
  try {
    await app.ready();
    const ran = await app.jobs.runNow(name);
    if (!ran) {
      console.error(`The job '${name}' is running on another instance now; nothing was done.`);
      return 1;
    }
    // The scheduler's record of the run: its error, if any.
    const result = (await app.db.execute(
      sql`select last_error from scheduled_jobs where name = ${name}`,
    )) as unknown as {
      rows: { last_error: string | null }[];
    };
    const row = result.rows[0];
    if (row?.last_error) {
      console.error(`The job '${name}' failed: ${row.last_error}`);
      return 1;
    }
    console.log(`The job '${name}' ran.`);
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
