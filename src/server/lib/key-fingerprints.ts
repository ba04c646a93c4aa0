import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { keyFingerprints } from '../db/schema';
import { secretKey } from './keys';

/** A start-up refused because a key is not the one the database's sealed data was made with. */
export class KeyMismatchError extends Error {}

interface NamedKey {
  /** The environment variable, and the row's name. */
  name: string;
  key: Buffer;
  /** Keys that may have sealed what is stored while a rotation runs (DOCUMENTS_PREVIOUS_KEYS). */
  previous: Buffer[];
  file: string;
}

/** The keys the app seals with, read as the modules read them (environment, else DATA_DIR file). */
const keysOf = (config: Config): NamedKey[] => [
  {
    name: 'MFA_ENCRYPTION_KEY',
    key: secretKey(config.dataDir, 'mfa.key', config.mfaEncryptionKey),
    previous: [],
    file: 'mfa.key',
  },
  {
    name: 'CODE_PEPPER',
    key: secretKey(config.dataDir, 'code-pepper.key', config.codePepper),
    previous: [],
    file: 'code-pepper.key',
  },
  {
    name: 'DOCUMENTS_KEY',
    key: secretKey(config.dataDir, 'documents.key', config.documents.key, 'base64'),
    previous: config.documents.previousKeys.map((key) => Buffer.from(key, 'base64')),
    file: 'documents.key',
  },
];

/** An HMAC keyed by the key over its name: the same key gives the same value, which reveals nothing of it. */
export const fingerprintOf = (name: string, key: Buffer) =>
  createHmac('sha256', key).update(`advena key fingerprint v1:${name}`).digest('hex');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * At start-up, before anything is decrypted: the first instance records each key's fingerprint;
 * every later one must match, or start-up stops with one line naming every variable that differs.
 * A previous documents key that matches is a rotation under way: the new key's fingerprint replaces it.
 */
export async function checkKeyFingerprints(db: Database, config: Config): Promise<void> {
  const keys = keysOf(config);
  const rows = keys.map(({ name, key }) => ({ name, fingerprint: fingerprintOf(name, key) }));
  await db.insert(keyFingerprints).values(rows).onConflictDoNothing();
  const stored = new Map((await db.select().from(keyFingerprints)).map((row) => [row.name, row.fingerprint]));
  const differing: NamedKey[] = [];
  for (const named of keys) {
    const recorded = stored.get(named.name) ?? '';
    if (same(recorded, fingerprintOf(named.name, named.key))) continue;
    if (named.previous.some((key) => same(recorded, fingerprintOf(named.name, key)))) {
      await db
        .insert(keyFingerprints)
        .values({ name: named.name, fingerprint: fingerprintOf(named.name, named.key) })
        .onConflictDoUpdate({
          target: keyFingerprints.name,
          set: { fingerprint: fingerprintOf(named.name, named.key) },
        });
      continue;
    }
    differing.push(named);
  }
  if (differing.length === 0) return;
  const names = differing.map((named) => named.name).join(', ');
  const files = differing.map((named) => named.file).join(', ');
  throw new KeyMismatchError(
    `Start-up stopped: ${names} ${differing.length === 1 ? 'is' : 'are'} not the key${differing.length === 1 ? '' : 's'} this database's data was sealed with. Set ${differing.length === 1 ? 'it' : 'them'} to the value${differing.length === 1 ? '' : 's'} the other instances use (or restore ${files} in DATA_DIR); nothing was changed.`,
  );
}
