import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live; the database holds only the key. Two backends (a local folder, an
 * S3-compatible bucket) and, around either, the encryption every document goes through.
 */
export interface FileStorage {
  /** Stores a new file; keys are random, never reused. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes; rejects when there is none. */
  get(key: string): Promise<Buffer>;
  /** Swaps an existing file's bytes in one step (a reader sees the old or the new, never half). */
  replace(key: string, data: Buffer): Promise<void>;
  /** Removes a file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every stored key in ascending order, for maintenance (re-wrapping, the retention job's orphan pass). */
  keys(): AsyncIterable<string>;
  /** When the file was last written; rejects when there is none. */
  modifiedAt(key: string): Promise<Date>;
}

/** A random key that reveals nothing about the file or its owner. */
export const newStorageKey = () => randomBytes(24).toString('hex');

export const storageKeyPattern = /^[a-f0-9]{48}$/;

export function checkedKey(key: string): string {
  if (!storageKeyPattern.test(key)) throw new Error('Invalid storage key');
  return key;
}
