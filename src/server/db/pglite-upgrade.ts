import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGlite as PGlite03 } from 'pglite-03';
import { citext as citext03 } from 'pglite-03/contrib/citext';
import { pg_trgm as pgTrgm03 } from 'pglite-03/contrib/pg_trgm';
import { pgDump } from 'pglite-tools-03/pg_dump';
import { pgliteExtensions } from './client';
import { folderPostgresMajor, PgliteFolderError, pglitePostgresMajor, previousPglite } from './pglite-folder';

/** Where the old folder is kept after an upgrade, beside the new one (docs/operations.md). */
export const upgradeBackupFolder = (folder: string) => `${folder}.pglite-${previousPglite.version}.bak`;
const workFolder = (folder: string) => `${folder}.pglite-upgrade`;

export interface PgliteUpgradeResult {
  status: 'upgraded' | 'already-current' | 'no-database';
  folder: string;
  /** The old folder, renamed and untouched (only when upgraded). */
  backup?: string;
  /** Rows of every table, the same before and after. */
  tables: Record<string, number>;
  dumpBytes: number;
}

/** Anything that answers SQL: PGlite 0.3 and 0.5 both do. */
interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** Runs one step; a failure says which step it was, since PGlite's own messages rarely do. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table of every schema but the catalogue's, and each sequence's last value. */
async function census(db: Queryable) {
  const tables: Record<string, number> = {};
  const listed = await db.query<{ schemaname: string; tablename: string }>(
    "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  for (const { schemaname, tablename } of listed.rows) {
    const counted = await db.query<{ n: number }>(
      `select count(*)::int as n from ${quote(schemaname)}.${quote(tablename)}`,
    );
    tables[`${schemaname}.${tablename}`] = counted.rows[0]?.n ?? 0;
  }
  const sequences: Record<string, string | null> = {};
  const listedSequences = await db.query<{ name: string; last_value: string | null }>(
    "select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1",
  );
  for (const row of listedSequences.rows) sequences[row.name] = row.last_value;
  return { tables, sequences };
}

function differences(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 'absent'} before, ${after[name] ?? 'absent'} after`);
}

/**
 * Upgrades a PGlite 0.3 data folder (PostgreSQL 17) to this PGlite (PostgreSQL 18): a copy of the
 * folder is opened with PGlite 0.3 and dumped with its pg_dump, the dump is restored into a new
 * folder with this PGlite, and every table's row count and every sequence must match. Only then is
 * the old folder renamed to `<folder>.pglite-0.3.bak` (never opened, so byte for byte as it was)
 * and the new one put in its place. On any failure the old folder stays where it is.
 */
export async function upgradePgliteFolder(
  folder: string,
  log: (line: string) => void = () => {},
): Promise<PgliteUpgradeResult> {
  const major = folderPostgresMajor(folder);
  if (major === null) return { status: 'no-database', folder, tables: {}, dumpBytes: 0 };
  if (major === pglitePostgresMajor) return { status: 'already-current', folder, tables: {}, dumpBytes: 0 };
  if (major !== previousPglite.postgresMajor) {
    throw new PgliteFolderError(
      `${folder} was made by PostgreSQL ${major}; this command upgrades PGlite ${previousPglite.version} folders (PostgreSQL ${previousPglite.postgresMajor}) only.`,
    );
  }
  const backup = upgradeBackupFolder(folder);
  if (fs.existsSync(backup)) {
    throw new PgliteFolderError(`${backup} exists (an earlier upgrade's copy): move it elsewhere first.`);
  }
  const work = workFolder(folder);
  fs.rmSync(work, { recursive: true, force: true });
  try {
    // PGlite writes to a folder it opens (a checkpoint at the least): it opens a copy.
    fs.cpSync(folder, path.join(work, 'old'), { recursive: true });
    const old = await step(`PGlite ${previousPglite.version} could not open a copy of the folder`, () =>
      PGlite03.create({ dataDir: path.join(work, 'old'), extensions: { citext: citext03, pg_trgm: pgTrgm03 } }),
    );
    let before: Awaited<ReturnType<typeof census>>;
    let dump: string;
    try {
      before = await census(old);
      log(`Read ${Object.keys(before.tables).length} tables with PGlite ${previousPglite.version}; dumping.`);
      // The types name this package's PGlite (its peer); pg_dump only speaks the protocol to it.
      const file = await step('pg_dump failed', () =>
        pgDump({ pg: old as unknown as PGlite, args: ['--rows-per-insert=1000'] }),
      );
      dump = await file.text();
    } finally {
      await old.close();
    }
    log(`Dumped ${(Buffer.byteLength(dump) / 1e6).toFixed(1)} MB; restoring with PGlite 0.5.`);

    const fresh = await PGlite.create({ dataDir: path.join(work, 'new'), extensions: pgliteExtensions() });
    let after: Awaited<ReturnType<typeof census>>;
    try {
      await step('The dump did not restore into PGlite 0.5', () => fresh.exec(dump));
      after = await census(fresh);
    } finally {
      await fresh.close();
    }
    const differ = [...differences(before.tables, after.tables), ...differences(before.sequences, after.sequences)];
    if (differ.length > 0) {
      throw new Error(`The restored database differs from ${folder}; nothing was changed:\n  ${differ.join('\n  ')}`);
    }

    fs.renameSync(folder, backup);
    try {
      fs.renameSync(path.join(work, 'new'), folder);
    } catch (error) {
      fs.renameSync(backup, folder);
      throw error;
    }
    return { status: 'upgraded', folder, backup, tables: after.tables, dumpBytes: Buffer.byteLength(dump) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
