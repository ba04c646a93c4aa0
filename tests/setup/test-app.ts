import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
  const handle = await openPostgres(withDatabase(url, name), 4);
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
  close(): Promise<void>;
}

/** The production app with a test configuration, on a fresh database and a temporary DATA_DIR. */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** Settings the environment cannot express, such as a web root without the built app. */
    config?: Partial<Config>;
    /** Collects the app's log lines, parsed, here (with LOG_LEVEL in the environment). */
    logs?: Record<string, unknown>[];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', ...environment }),
    ...options.config,
  };
  const database = await openTestDatabase();
  const logs = options.logs;
  const logStream = logs ? { write: (line: string) => void logs.push(JSON.parse(line)) } : undefined;
  const app = await buildApp(config, { database, logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    db: () => database.db,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
