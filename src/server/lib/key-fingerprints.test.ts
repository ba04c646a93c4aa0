import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { keyFingerprints } from '../db/schema';
import { fingerprintOf, KeyMismatchError } from './key-fingerprints';

const hexKey = () => randomBytes(32).toString('hex');
const base64Key = () => randomBytes(32).toString('base64');
const first = { MFA_ENCRYPTION_KEY: hexKey(), CODE_PEPPER: base64Key(), DOCUMENTS_KEY: base64Key() };

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(first);
});
afterAll(() => test.close());

/** A second instance on the same database, with its own DATA_DIR and these keys. */
async function secondInstance(keys: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-keys-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', ...keys });
  try {
    const app = await buildApp(config, { database: test.database });
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('key fingerprints', () => {
  it('stores a keyed hash of each key, never the key', async () => {
    const rows = await test.db().select().from(keyFingerprints);
    expect(rows.map((row) => row.name).sort()).toEqual(['CODE_PEPPER', 'DOCUMENTS_KEY', 'MFA_ENCRYPTION_KEY']);
    const stored = JSON.stringify(rows);
    for (const key of Object.values(first)) {
      expect(stored).not.toContain(key);
      expect(stored).not.toContain(Buffer.from(key, key.length === 64 ? 'hex' : 'base64').toString('hex'));
    }
    const mfa = rows.find((row) => row.name === 'MFA_ENCRYPTION_KEY');
    expect(mfa?.fingerprint).toBe(fingerprintOf('MFA_ENCRYPTION_KEY', Buffer.from(first.MFA_ENCRYPTION_KEY, 'hex')));
  });

  it('lets a second instance with the same keys start', async () => {
    await expect(secondInstance(first)).resolves.toBeUndefined();
  });

  it('stops a second instance with another MFA_ENCRYPTION_KEY with one line naming it', async () => {
    const error = await secondInstance({ ...first, MFA_ENCRYPTION_KEY: hexKey() }).catch((caught) => caught);
    expect(error).toBeInstanceOf(KeyMismatchError);
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(/^Start-up stopped: MFA_ENCRYPTION_KEY is not the key/);
    expect(error.message).toContain('Set it to the value the other instances use');
  });

  it('names every key that differs, a missing one (a DATA_DIR file of its own) included', async () => {
    const error = await secondInstance({ MFA_ENCRYPTION_KEY: first.MFA_ENCRYPTION_KEY }).catch((caught) => caught);
    expect(error).toBeInstanceOf(KeyMismatchError);
    expect(error.message).toMatch(/^Start-up stopped: CODE_PEPPER, DOCUMENTS_KEY are not the keys/);
  });

  it('takes a new DOCUMENTS_KEY while the old one is among DOCUMENTS_PREVIOUS_KEYS, and records the new one', async () => {
    const rotated = { ...first, DOCUMENTS_KEY: base64Key(), DOCUMENTS_PREVIOUS_KEYS: first.DOCUMENTS_KEY };
    await expect(secondInstance(rotated)).resolves.toBeUndefined();
    const rows = await test.db().select().from(keyFingerprints);
    expect(rows.find((row) => row.name === 'DOCUMENTS_KEY')?.fingerprint).toBe(
      fingerprintOf('DOCUMENTS_KEY', Buffer.from(rotated.DOCUMENTS_KEY, 'base64')),
    );
    await expect(secondInstance(first)).rejects.toThrow(/DOCUMENTS_KEY is not the key/);
  });
});
