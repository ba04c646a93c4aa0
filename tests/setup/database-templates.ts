import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/server/db/client';

/** A name that changes whenever a migration changes, so stale templates are never reused. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const name of fs.readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(fs.readFileSync(path.join(folder, name)));
  }
  // The journal orders the migrations and dates them: a migrated copy is stale when it changes too.
  hash.update(fs.readFileSync(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 12);
}

/** The installed PGlite's version: a snapshot made by another PGlite does not open (PG_VERSION). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Shared by every checkout on the machine, so named by both the migrations and the PGlite. */
export function pgliteSnapshotPath(): string {
  return path.join(os.tmpdir(), `advena-pglite-${pgliteVersion()}-${migrationsDigest()}.tar`);
}

export function postgresTemplateName(): string {
  return `advena_template_${migrationsDigest()}`;
}

/** The server's address with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
