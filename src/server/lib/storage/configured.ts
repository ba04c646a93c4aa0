import path from 'node:path';
import type { Config } from '../../config';
import { secretKey } from '../keys';
import { encryptedStorage, keyringOf, type UnreadableFileError } from './encrypted';
import type { FileStorage } from './index';
import { localFolderStorage } from './local-folder';
import { s3Storage } from './s3';

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads: the bytes as they lie, encrypted. */
export const storageBackend = (config: Config): FileStorage =>
  config.documents.s3 ? s3Storage(config.documents.s3) : localFolderStorage(path.join(config.dataDir, 'uploads'));

/** DOCUMENTS_KEY (or DATA_DIR/documents.key, made once, 0600) and any previous keys. */
export const documentKeyring = (config: Config) =>
  keyringOf(
    secretKey(config.dataDir, 'documents.key', config.documents.key, 'base64'),
    config.documents.previousKeys.map((key) => Buffer.from(key, 'base64')),
  );

/** Where the app keeps documents: the configured backend behind the encryption. */
export const documentStorage = (config: Config, onRefused: (error: UnreadableFileError) => void) =>
  encryptedStorage(storageBackend(config), documentKeyring(config), onRefused);
