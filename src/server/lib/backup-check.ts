import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, gt } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { previousPglite } from '../db/pglite-folder';
import { upgradePgliteFolder } from '../db/pglite-upgrade';
import { documents } from '../db/schema';
import { UnreadableFileError } from './storage/encrypted';
import type { FileStorage } from './storage/index';

const run = promisify(execFile);

/** Where a backup's database comes from (docs/operations.md). */
export type DatabaseBackup =
  | { kind: 'pglite'; folder: string }
  | { kind: 'postgres'; dumpFile: string; serverUrl: string };

export interface RestoredDatabase {
  handle: DatabaseHandle;
  where: string;
  /** Closes it and removes the copy (the fresh database or the temporary folder). */
  discard(): Promise<void>;
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into a database nobody uses: a copy of the PGlite folder in a temporary
 * folder, or a new PostgreSQL database (pg_restore of a `pg_dump -Fc` file). The migrations then
 * run as at start-up, so a backup of an older version is checked as the current code will open it.
 */
export async function restoreToFreshDatabase(backup: DatabaseBackup): Promise<RestoredDatabase> {
  if (backup.kind === 'pglite') {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-restore-'));
    const folder = path.join(parent, 'db');
    fs.cpSync(backup.folder, folder, { recursive: true });
    // A backup taken before PGlite 0.5 is checked as it would be restored: upgraded first.
    const upgraded = await upgradePgliteFolder(folder).catch((error: unknown) => {
      fs.rmSync(parent, { recursive: true, force: true });
      throw error;
    });
    const handle = await openPglite({ dataDir: folder });
    await handle.migrate();
    return {
      handle,
      where: upgraded.status === 'upgraded' ? `${folder} (upgraded from PGlite ${previousPglite.version})` : folder,
      async discard() {
        await handle.close();
        fs.rmSync(parent, { recursive: true, force: true });
      },
    };
  }
  const name = `advena_restore_check_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  await onServer(backup.serverUrl, `create database "${name}"`);
  const url = withDatabase(backup.serverUrl, name);
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '-d', url, backup.dumpFile]);
  } catch (error) {
    await onServer(backup.serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const handle = await openPostgres(url, { poolSize: 2 });
  await handle.migrate();
  return {
    handle,
    where: `database ${name}`,
    async discard() {
      await handle.close();
      await onServer(backup.serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export interface DocumentCheck {
  checked: number;
  unreadable: { id: string; storageKey: string; reason: string }[];
}

/**
 * Every document row has a file that opens with the key and matches the row's checksum. A reason
 * names what is wrong (missing, does not verify, unknown master key, checksum), never the content.
 */
export async function checkDocumentsReadable(db: Database, storage: FileStorage): Promise<DocumentCheck> {
  const result: DocumentCheck = { checked: 0, unreadable: [] };
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: documents.id, storageKey: documents.storageKey, sha256: documents.sha256 })
      .from(documents)
      .where(gt(documents.storageKey, after))
      .orderBy(asc(documents.storageKey))
      .limit(500);
    for (const row of rows) {
      result.checked += 1;
      const reason = await storage.get(row.storageKey).then(
        (data) => (createHash('sha256').update(data).digest('hex') === row.sha256 ? null : 'checksum differs'),
        (error: unknown) => (error instanceof UnreadableFileError ? error.reason : 'missing'),
      );
      if (reason) result.unreadable.push({ id: row.id, storageKey: row.storageKey, reason });
    }
    const last = rows.at(-1);
    if (!last || rows.length < 500) return result;
    after = last.storageKey;
  }
}
