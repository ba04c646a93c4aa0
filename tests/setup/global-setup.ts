import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { pgliteSnapshotPath, postgresTemplateName, withDatabase } from './database-templates';

/**
 * Migrates once, then every test file starts from a copy: a PGlite snapshot (a fraction of a
 * second to load, against seconds for a cold migrate) and a PostgreSQL template database.
 */
export default async function setup() {
  const snapshot = pgliteSnapshotPath();
  if (!fs.existsSync(snapshot)) {
    const handle = await openPglite();
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const temporary = `${snapshot}.${process.pid}`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, snapshot);
    await handle.close();
  }

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = postgresTemplateName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const handle = await openPostgres(withDatabase(url, template), { poolSize: 1 });
      await handle.migrate();
      await handle.close();
    }
    // Databases left by runs that were killed: only those over an hour old, since another run
    // may be using a younger one (its name carries its creation time).
    const databases = await admin.query("select datname from pg_database where datname like 'advena_test_%'");
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    for (const row of databases.rows as { datname: string }[]) {
      const created = Number(/^advena_test_(\d+)_/.exec(row.datname)?.[1] ?? 0);
      if (created >= hourAgo) continue;
      // Without FORCE: a database still in use is left alone.
      await admin.query(`drop database if exists "${row.datname}"`).catch(() => {});
    }
    await admin.end();
  }
}
