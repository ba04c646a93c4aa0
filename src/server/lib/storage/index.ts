import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the database holds only the key. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** A random key that reveals nothing about the file or its owner. */
export const newStorageKey = () => randomBytes(24).toString('hex');

const keyPattern = /^[a-f0-9]{48}$/;

/** Files in a folder outside the web root (DATA_DIR/uploads), one file per key, readable by the server only. */
export function localFolderStorage(folder: string): FileStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error('Invalid storage key');
    return path.join(folder, key);
  };
  return {
    async put(key, data) {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.writeFile(pathOf(key), data, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => fs.readFile(pathOf(key)),
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
