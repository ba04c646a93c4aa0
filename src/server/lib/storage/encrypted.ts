import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FileStorage } from './index';

/**
 * Envelope encryption of every stored document (docs/decisions/011): AES-256-GCM under a random
 * data key per file; the data key is itself sealed (AES-256-GCM) by a master key whose id is stored
 * with the file, so a new master key needs only the small header of each file rewritten.
 *
 * Layout: magic(4) | master key id(8) | wrapped key: iv(12) tag(16) key(32) | iv(12) tag(16) | body.
 * The body's tag also covers the storage key, so a file copied under another key does not open.
 */
const magic = Buffer.from('ADE1');
const idLength = 8;
const wrappedLength = 12 + 16 + 32;
const headerLength = magic.length + idLength + wrappedLength;
const bodyStart = headerLength + 12 + 16;

export interface Keyring {
  currentId: string;
  keys: Map<string, Buffer>;
}

export const masterKeyId = (key: Buffer) =>
  createHash('sha256').update(key).digest().subarray(0, idLength).toString('hex');

/** The current master key first, then older ones still needed to open files not yet re-wrapped. */
export function keyringOf(current: Buffer, previous: Buffer[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new Error('A documents master key must be 32 bytes');
    keys.set(masterKeyId(key), key);
  }
  return { currentId: masterKeyId(current), keys };
}

/** Why a stored file was not opened; it is never served. */
export class UnreadableFileError extends Error {
  constructor(
    readonly storageKey: string,
    readonly reason: 'not encrypted' | 'unknown master key' | 'does not verify',
  ) {
    super(`stored file ${storageKey} refused: ${reason}`);
    this.name = 'UnreadableFileError';
  }
}

function seal(key: Buffer, plain: Buffer, additionalData: Buffer) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(additionalData);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, additionalData: Buffer) {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12)).setAAD(additionalData);
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}

const isEnvelope = (data: Buffer) => data.length >= bodyStart && data.subarray(0, magic.length).equals(magic);
const idOf = (data: Buffer) => data.subarray(magic.length, magic.length + idLength).toString('hex');
const wrapPrefix = (id: string) => Buffer.concat([magic, Buffer.from(id, 'hex')]);

function wrapDataKey(keyring: Keyring, dataKey: Buffer) {
  const id = keyring.currentId;
  const master = keyring.keys.get(id) as Buffer;
  return Buffer.concat([wrapPrefix(id), seal(master, dataKey, wrapPrefix(id))]);
}

function unwrapDataKey(keyring: Keyring, storageKey: string, data: Buffer) {
  if (!isEnvelope(data)) throw new UnreadableFileError(storageKey, 'not encrypted');
  const id = idOf(data);
  const master = keyring.keys.get(id);
  if (!master) throw new UnreadableFileError(storageKey, 'unknown master key');
  try {
    return open(master, data.subarray(magic.length + idLength, headerLength), wrapPrefix(id));
  } catch {
    throw new UnreadableFileError(storageKey, 'does not verify');
  }
}

export function encryptFile(keyring: Keyring, storageKey: string, plain: Buffer): Buffer {
  const dataKey = randomBytes(32);
  return Buffer.concat([wrapDataKey(keyring, dataKey), seal(dataKey, plain, Buffer.from(storageKey))]);
}

export function decryptFile(keyring: Keyring, storageKey: string, data: Buffer): Buffer {
  const dataKey = unwrapDataKey(keyring, storageKey, data);
  try {
    return open(dataKey, data.subarray(headerLength), Buffer.from(storageKey));
  } catch {
    throw new UnreadableFileError(storageKey, 'does not verify');
  }
}

/**
 * The same file under the current master key: only the header changes. A file stored before
 * encryption (no envelope) is encrypted now, the one-time migration of a dev folder.
 */
export function rewrapFile(keyring: Keyring, storageKey: string, data: Buffer): Buffer | null {
  if (!isEnvelope(data)) return encryptFile(keyring, storageKey, data);
  if (idOf(data) === keyring.currentId) return null;
  const dataKey = unwrapDataKey(keyring, storageKey, data);
  return Buffer.concat([wrapDataKey(keyring, dataKey), data.subarray(headerLength)]);
}

/**
 * A storage that encrypts on the way in and verifies on the way out. A file that does not open
 * (tampered, truncated, an unknown master key, never encrypted) is reported and refused.
 */
export function encryptedStorage(
  inner: FileStorage,
  keyring: Keyring,
  onRefused: (error: UnreadableFileError) => void,
): FileStorage {
  return {
    put: (key, data) => inner.put(key, encryptFile(keyring, key, data)),
    async get(key) {
      try {
        return decryptFile(keyring, key, await inner.get(key));
      } catch (error) {
        if (error instanceof UnreadableFileError) onRefused(error);
        throw error;
      }
    },
    replace: (key, data) => inner.replace(key, encryptFile(keyring, key, data)),
    delete: (key) => inner.delete(key),
    keys: () => inner.keys(),
    modifiedAt: (key) => inner.modifiedAt(key),
  };
}

/** Re-wraps every stored file's data key under the current master key (and encrypts any plain one). */
export async function rewrapAll(storage: FileStorage, keyring: Keyring) {
  const counts = { rewrapped: 0, encrypted: 0, unchanged: 0, failed: [] as string[] };
  for await (const key of storage.keys()) {
    try {
      const data = await storage.get(key);
      const wasPlain = !isEnvelope(data);
      const rewritten = rewrapFile(keyring, key, data);
      if (!rewritten) {
        counts.unchanged += 1;
        continue;
      }
      await storage.replace(key, rewritten);
      counts[wasPlain ? 'encrypted' : 'rewrapped'] += 1;
    } catch {
      counts.failed.push(key);
    }
  }
  return counts;
}
