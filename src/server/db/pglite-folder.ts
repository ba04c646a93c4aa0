import fs from 'node:fs';
import path from 'node:path';

/**
 * The PostgreSQL major version inside the PGlite this code runs (0.5: PostgreSQL 18). A data
 * folder names the major that made it in its `PG_VERSION` file, and PostgreSQL opens only its own:
 * PGlite 0.5 on a PGlite 0.3 folder (PostgreSQL 17) stops with "PGlite failed to initialize
 * properly". A test holds this number to what a fresh folder says.
 */
export const pglitePostgresMajor = 18;

/** The PGlite Advena ran before, whose folders `npm run db:upgrade-pglite` dumps and restores. */
export const previousPglite = { version: '0.3', postgresMajor: 17 };

export const upgradeCommand = 'npm run db:upgrade-pglite';

/** The major version that made a PGlite folder, or null for a folder PGlite has not yet set up. */
export function folderPostgresMajor(folder: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(folder, 'PG_VERSION'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const major = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(major))
    throw new PgliteFolderError(`${folder}/PG_VERSION does not name a version: "${text.trim()}"`);
  return major;
}

/** A data folder this PGlite cannot open; the message says what to do, in one line. */
export class PgliteFolderError extends Error {
  override name = 'PgliteFolderError';
}

/**
 * Refuses, before PGlite reads it, a folder made by another PostgreSQL major: the folder is left
 * exactly as it is, and the message names the command that upgrades it.
 */
export function assertPgliteFolderOpens(folder: string): void {
  const major = folderPostgresMajor(folder);
  if (major === null || major === pglitePostgresMajor) return;
  const made = `The database folder ${path.resolve(folder)} was made by PostgreSQL ${major}`;
  const ours = `this Advena runs PGlite 0.5 (PostgreSQL ${pglitePostgresMajor})`;
  if (major === previousPglite.postgresMajor) {
    throw new PgliteFolderError(
      `${made} (PGlite ${previousPglite.version}); ${ours}. The folder is unchanged: stop Advena, back it up, and run \`${upgradeCommand}\` (in the container image: \`node dist/server/upgrade-pglite.js\`; docs/operations.md, "Upgrading PGlite").`,
    );
  }
  throw new PgliteFolderError(
    `${made}; ${ours} and upgrades only PGlite ${previousPglite.version} folders (PostgreSQL ${previousPglite.postgresMajor}). The folder is unchanged: run the Advena version that made it, or restore a backup (docs/operations.md, "Upgrading PGlite").`,
  );
}
