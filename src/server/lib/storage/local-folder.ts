import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStorage, storageKeyPattern } from './index';

/** Files in a folder outside the web root (DATA_DIR/uploads), one file per key, readable by the server only. */
export function localFolderStorage(folder: string): FileStorage {
  const pathOf = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(key, data) {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.writeFile(pathOf(key), data, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => fs.readFile(pathOf(key)),
    async replace(key, data) {
      const target = pathOf(key);
      await fs.access(target);
      // Written beside it, then renamed over it: a rename within one folder is atomic.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data, { mode: 0o600, flag: 'wx' });
      await fs.rename(temporary, target);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async *keys() {
      const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      for (const name of names.filter((each) => storageKeyPattern.test(each)).sort()) yield name;
    },
    modifiedAt: async (key) => (await fs.stat(pathOf(key))).mtime,
  };
}
