import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';
import { pgliteSnapshotPath, postgresTemplateName, withDatabase } from './database-templates';

/** A fresh database for one test file: PGlite from the migrated snapshot, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = fs.readFileSync(pgliteSnapshotPath());
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL as string;
  // The creation time in the name lets a later run drop only what is clearly abandoned.
  const name = `advena_test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
  await admin.end();
  const handle = await openPostgres(withDatabase(url, name), { poolSize: 4 });
  const close = handle.close;
  handle.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
  return handle;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  db(): DatabaseHandle['db'];
  /** Everything the app logged, one JSON line per entry (set LOG_LEVEL to capture any). */
  logs(): string;
  close(): Promise<void>;
}

/** The production app with a test configuration, on a fresh database and a temporary DATA_DIR. */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** Settings the environment cannot express, such as a web root without the built app. */
    config?: Partial<Config>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', ...environment }),
    ...options.config,
  };
  const database = await openTestDatabase();
  const logLines: string[] = [];
  const app = await buildApp(config, { database, logStream: { write: (line) => logLines.push(line) } });
  injectFromOwnOrigin(app, config.appUrl);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    db: () => database.db,
    logs: () => logLines.join(''),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * app.inject sends the app's own Origin, as the web app's fetches do, so a test of a write need not
 * repeat it. A test that names `origin` or `sec-fetch-site` itself gets exactly what it names, and
 * `origin: undefined` sends none (a client that shows no origin at all).
 */
function injectFromOwnOrigin(app: FastifyInstance, appUrl: string) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const origin = new URL(appUrl).origin;
  app.inject = ((options?: InjectOptions | string, ...rest: unknown[]) =>
    typeof options === 'object'
      ? inject(withOrigin(options, origin), ...rest)
      : inject(options, ...rest)) as FastifyInstance['inject'];
}

function withOrigin(options: InjectOptions, origin: string): InjectOptions {
  const headers: Record<string, unknown> = { ...options.headers };
  const named = Object.keys(headers).filter((name) => ['origin', 'sec-fetch-site'].includes(name.toLowerCase()));
  if (named.length === 0) return { ...options, headers: { origin, ...headers } };
  for (const name of named) if (headers[name] === undefined) delete headers[name];
  return { ...options, headers: headers as InjectOptions['headers'] };
}
