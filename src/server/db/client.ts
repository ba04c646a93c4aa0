import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assertPgliteFolderOpens } from './pglite-folder';
import { releaseClientsOnFailedBegin } from './release-failed-begin';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so services are written once for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Requests waiting for a connection: the load-shedding check reads it. */
  waiting(): number;
  /** Connections open and idle (metrics); PGlite is one connection in process. */
  connections(): { total: number; idle: number };
  /** Where a connection's own errors are reported (the app's logger once it has one). */
  onError(listener: (error: Error) => void): void;
}

/** Timeouts and pool size for PostgreSQL; PGlite, in process, needs none. */
export interface PostgresLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  poolSize: number;
}

const defaultLimits: PostgresLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
  poolSize: 10,
};

/** Migrations ship beside the source and beside the bundled server alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.resolve(here, '../../src/server/db/migrations'),
    path.resolve('src/server/db/migrations'),
  ];
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function pgliteExtensions() {
  return { citext, pg_trgm };
}

/**
 * PGlite in a folder (or in memory for a test that loads a snapshot). A folder made by an older
 * PGlite is refused with a PgliteFolderError before PGlite reads it.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  if (options.dataDir) {
    assertPgliteFolderOpens(options.dataDir);
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions(),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    waiting: () => 0,
    connections: () => ({ total: 1, idle: 1 }),
    onError: () => {},
  };
}

/**
 * `migrationUrl`: the schema's owner, used for the migrations only (then closed), so the app's own
 * role needs no DDL rights and cannot drop the audit trail's triggers (docs/operations.md).
 */
export async function openPostgres(
  url: string,
  limits: Partial<PostgresLimits> = {},
  migrationUrl?: string,
): Promise<DatabaseHandle> {
  const { connectTimeoutMs, statementTimeoutMs, idleInTransactionTimeoutMs, poolSize } = {
    ...defaultLimits,
    ...limits,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    // No JIT: over millions of rows the planner's costs pass its threshold for queries that read a
    // few rows, and compiling took 80 ms of an 8-row page (docs/decisions/007-admin-lists-at-a-million.md).
    options: '-c jit=off',
  });
  let report: (error: Error) => void = () => {};
  // A client that loses its server (a restart: 57P01) must not take the process down: idle ones
  // through the pool's listener, checked-out ones through their own. The pool replaces them.
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  releaseClientsOnFailedBegin(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => (migrationUrl ? migrateAsOwner(migrationUrl, connectTimeoutMs) : migrateOnce(pool)),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount }),
    onError: (listener) => {
      report = listener;
    },
  };
}

/**
 * Instances that start together migrate one after the other: each takes a session advisory lock
 * and migrates on that same connection; the second finds nothing left to do.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended('advena:migrations', 0))");
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock(hashtextextended('advena:migrations', 0))").catch(() => {});
    client.release();
  }
}

async function migrateAsOwner(url: string, connectTimeoutMs: number) {
  const owner = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: connectTimeoutMs });
  try {
    await migrateOnce(owner);
  } finally {
    await owner.end();
  }
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR/db. */
export function openDatabase(config: {
  databaseUrl?: string;
  databaseMigrationUrl?: string;
  dataDir: string;
  databaseLimits?: PostgresLimits;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseLimits, config.databaseMigrationUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}
