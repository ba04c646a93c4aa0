/**
 * Upgrades the embedded database folder, DATA_DIR/db, from PGlite 0.3 (PostgreSQL 17) to the
 * PGlite this version runs (docs/operations.md, "Upgrading PGlite"). Stop Advena and back up
 * DATA_DIR first; run it with the server's environment:
 *
 *   npm run db:upgrade-pglite
 *
 * The old folder is kept, untouched, as DATA_DIR/db.pglite-0.3.bak. Exit code 0 when the folder is
 * upgraded (or needs nothing), 1 when it could not be, in which case DATA_DIR/db is as it was.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { upgradePgliteFolder } from '../src/server/db/pglite-upgrade';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.databaseUrl) {
  console.log('DATABASE_URL is set: this deployment runs on PostgreSQL, and has no PGlite folder to upgrade.');
  process.exit(0);
}

const folder = path.join(config.dataDir, 'db');
const started = Date.now();
try {
  const result = await upgradePgliteFolder(folder, (line) => console.log(line));
  if (result.status === 'no-database') console.log(`${folder} holds no database yet: nothing to upgrade.`);
  else if (result.status === 'already-current') console.log(`${folder} is already on this PGlite: nothing to do.`);
  else {
    const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Upgraded ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(result.tables).length} tables, ${rows} rows, the same count in each table before and after.`,
    );
    console.log(`The old folder is kept as ${result.backup}; remove it once Advena runs well on the new one.`);
  }
} catch (error) {
  console.error(`The upgrade stopped; ${folder} is as it was. ${(error as Error).message}`);
  process.exitCode = 1;
}
