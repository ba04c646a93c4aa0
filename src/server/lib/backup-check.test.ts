import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSnapshotPath, postgresTemplateName, withDatabase } from '../../../tests/setup/database-templates';
import { testImage, testPdf } from '../../../tests/setup/uploads';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { storeDocument } from '../modules/documents/service';
import { checkDocumentsReadable, type DatabaseBackup, restoreToFreshDatabase } from './backup-check';
import { documentStorage, storageBackend } from './storage/configured';

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL as string;

let dataDir: string;
let config: Config;
let sourceName: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-backup-'));
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (sourceName) await admin(`drop database if exists "${sourceName}" with (force)`);
});

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The live database as the app keeps it: PGlite in DATA_DIR/db, or a PostgreSQL database. */
async function openSource(): Promise<DatabaseHandle> {
  if (!onPostgres) {
    // The migrated snapshot the test setup made, unpacked into a real folder as the app keeps it.
    const snapshot = new Blob([fs.readFileSync(pgliteSnapshotPath())]);
    return openPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: snapshot });
  }
  sourceName = `advena_backup_source_${Date.now()}`;
  await admin(`create database "${sourceName}" template "${postgresTemplateName()}"`);
  return openPostgres(withDatabase(serverUrl, sourceName), { poolSize: 2 });
}

/** What the operator backs up (docs/operations.md): the database, and the uploads folder beside it. */
async function takeBackup(): Promise<DatabaseBackup> {
  const backupDir = path.join(dataDir, 'backup');
  fs.mkdirSync(backupDir);
  if (!onPostgres) {
    fs.cpSync(path.join(dataDir, 'db'), path.join(backupDir, 'db'), { recursive: true });
    return { kind: 'pglite', folder: path.join(backupDir, 'db') };
  }
  const dumpFile = path.join(backupDir, 'advena.dump');
  await run('pg_dump', ['--format=custom', '--file', dumpFile, withDatabase(serverUrl, sourceName)]);
  return { kind: 'postgres', dumpFile, serverUrl };
}

describe(`a ${onPostgres ? 'pg_dump' : 'PGlite folder'} backup restored into a fresh database`, () => {
  it(
    'has a readable file for every document row, and names any that is tampered with or missing',
    { timeout: 60_000 },
    async () => {
      const storage = documentStorage(config, () => {});
      const source = await openSource();
      const owner = { sessionId: null, userId: null };
      const stored = [];
      for (const [kind, data] of [
        ['passportScan', testPdf],
        ['photo', await testImage('jpeg')],
        ['photo', await testImage('png')],
      ] as const)
        stored.push(await storeDocument(source.db, storage, { kind, fileName: 'file', data, owner }));
      await source.close();
      const backup = await takeBackup();

      const restored = await restoreToFreshDatabase(backup);
      try {
        expect(await checkDocumentsReadable(restored.handle.db, storage)).toEqual({ checked: 3, unreadable: [] });

        // A file changed on the disk or bucket and a file lost: both are named, with why.
        const [tampered, lost] = stored as [(typeof stored)[0], (typeof stored)[0]];
        const raw = storageBackend(config);
        const bytes = await raw.get(tampered.storageKey);
        bytes[bytes.length - 1] = (bytes.at(-1) as number) ^ 0xff;
        await raw.replace(tampered.storageKey, bytes);
        await raw.delete(lost.storageKey);
        const result = await checkDocumentsReadable(restored.handle.db, storage);
        expect(result.checked).toBe(3);
        expect(result.unreadable).toEqual(
          expect.arrayContaining([
            { id: tampered.id, storageKey: tampered.storageKey, reason: 'does not verify' },
            { id: lost.id, storageKey: lost.storageKey, reason: 'missing' },
          ]),
        );
        expect(result.unreadable).toHaveLength(2);
      } finally {
        await restored.discard();
      }
    },
  );
});
