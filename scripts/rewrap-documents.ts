/**
 * Re-wraps every stored document's data key under the current master key (DOCUMENTS_KEY, or the
 * key file in DATA_DIR), opening older files with DOCUMENTS_PREVIOUS_KEYS. Files stored before
 * encryption existed are encrypted now. Only each file's header changes; run it after a rotation
 * (docs/decisions/011-documents-encrypted-in-object-storage.md), with the same environment as the server.
 *
 *   npm run documents:rewrap
 */
import { loadConfig } from '../src/server/config';
import { documentKeyring, storageBackend } from '../src/server/lib/storage/configured';
import { rewrapAll } from '../src/server/lib/storage/encrypted';

const config = loadConfig();
const keyring = documentKeyring(config);
const where = config.documents.s3 ? `bucket ${config.documents.s3.bucket}` : `${config.dataDir}/uploads`;
console.log(`Re-wrapping the documents in ${where} under master key ${keyring.currentId}…`);
const counts = await rewrapAll(storageBackend(config), keyring);
console.log(
  `${counts.rewrapped} re-wrapped, ${counts.encrypted} encrypted for the first time, ${counts.unchanged} already current, ${counts.failed.length} failed`,
);
if (counts.failed.length > 0) {
  console.error(
    `Not re-wrapped (tampered, or under a key that is not in DOCUMENTS_PREVIOUS_KEYS):\n${counts.failed.join('\n')}`,
  );
  process.exitCode = 1;
}
