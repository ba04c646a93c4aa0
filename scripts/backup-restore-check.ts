/**
 * Restores a database backup into a fresh database and checks that every document row has a file
 * that opens with the documents key (docs/operations.md). Run it with the server's environment
 * pointed at the restored documents (DATA_DIR/uploads or S3_*) and the key (DOCUMENTS_KEY or
 * DATA_DIR/documents.key, kept apart from the backups):
 *
 *   npm run backup:restore-check -- --pglite-folder /backups/2026-11-25/db
 *   npm run backup:restore-check -- --postgres-dump /backups/2026-11-25/advena.dump [--server postgres://…/postgres]
 *
 * The fresh database is dropped (or the folder removed) afterwards; the exit code is 1 when any
 * document is unreadable.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { checkDocumentsReadable, type DatabaseBackup, restoreToFreshDatabase } from '../src/server/lib/backup-check';
import { documentStorage } from '../src/server/lib/storage/configured';

const { values } = parseArgs({
  options: {
    'pglite-folder': { type: 'string' },
    'postgres-dump': { type: 'string' },
    server: { type: 'string' },
  },
});
const config = loadConfig();
const serverUrl = values.server ?? config.databaseUrl;
let backup: DatabaseBackup;
if (values['pglite-folder']) backup = { kind: 'pglite', folder: values['pglite-folder'] };
else if (values['postgres-dump'] && serverUrl)
  backup = { kind: 'postgres', dumpFile: values['postgres-dump'], serverUrl };
else {
  console.error('Give --pglite-folder DIR, or --postgres-dump FILE with --server URL (or DATABASE_URL).');
  process.exit(2);
}

const restored = await restoreToFreshDatabase(backup);
try {
  const storage = documentStorage(config, () => {});
  const result = await checkDocumentsReadable(restored.handle.db, storage);
  console.log(
    `Restored into ${restored.where}: ${result.checked} documents checked, ${result.unreadable.length} unreadable.`,
  );
  for (const each of result.unreadable) console.error(`  document ${each.id} (${each.storageKey}): ${each.reason}`);
  if (result.unreadable.length > 0) process.exitCode = 1;
} finally {
  await restored.discard();
}
