import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PGlite03 } from 'pglite-03';
import { citext as citext03 } from 'pglite-03/contrib/citext';
import { pg_trgm as pgTrgm03 } from 'pglite-03/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundle } from '../../../tests/setup/app-process';
import { createPaidApplication, createUser } from '../../../tests/setup/factories';
import { restoreToFreshDatabase } from '../lib/backup-check';
import { rowsOf } from '../lib/sql';
import { type Database, migrationsFolder, openPglite } from './client';
import { folderPostgresMajor, PgliteFolderError, pglitePostgresMajor, upgradeCommand } from './pglite-folder';
import { upgradeBackupFolder, upgradePgliteFolder } from './pglite-upgrade';
import * as schema from './schema';

const run = promisify(execFile);
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-pglite-upgrade-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file of a folder and its content, so "untouched" is checked byte for byte. */
function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  for (const name of (fs.readdirSync(folder, { recursive: true }) as string[]).sort()) {
    const full = path.join(folder, name);
    hash.update(name);
    if (fs.statSync(full).isFile()) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** DATA_DIR/db as Advena on PGlite 0.3 left it: migrated, with a user and their paid application. */
async function oldDataDir(name: string) {
  const dataDir = path.join(root, name);
  const folder = path.join(dataDir, 'db');
  fs.mkdirSync(folder, { recursive: true });
  const client = await PGlite03.create({ dataDir: folder, extensions: { citext: citext03, pg_trgm: pgTrgm03 } });
  // drizzle's driver is typed for the installed PGlite; 0.3 answers the same calls.
  const db = drizzle(client as never, { schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  const user = await createUser(db, { email: 'Owner.Of.Data@Example.com' });
  const application = await createPaidApplication(db, { userId: user.id, lastName: 'Quillfeather' });
  await client.close();
  return { dataDir, folder, user, application };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('PGlite 0.3 folders on PGlite 0.5', () => {
  it('a new folder is made by the PostgreSQL major the start-up check expects', { timeout: 60_000 }, async () => {
    const folder = path.join(root, 'fresh', 'db');
    const handle = await openPglite({ dataDir: folder });
    await handle.close();
    expect(folderPostgresMajor(folder)).toBe(pglitePostgresMajor);
  });

  it(
    'upgrades by dump and restore: the old folder kept untouched, the data read back through the app client',
    {
      timeout: 120_000,
    },
    async () => {
      const { folder, user, application } = await oldDataDir('upgrade');
      expect(folderPostgresMajor(folder)).toBe(17);
      const before = fingerprint(folder);
      await expect(openPglite({ dataDir: folder })).rejects.toThrow(PgliteFolderError);
      expect(fingerprint(folder)).toBe(before);

      const lines: string[] = [];
      const result = await upgradePgliteFolder(folder, (line) => lines.push(line));
      expect(result.status).toBe('upgraded');
      expect(result.backup).toBe(upgradeBackupFolder(folder));
      expect(result.tables['public.users']).toBe(1);
      expect(result.tables['public.applications']).toBe(1);
      expect(result.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
      expect(lines.join('\n')).toMatch(/Dumped [\d.]+ MB/);
      expect(fingerprint(upgradeBackupFolder(folder))).toBe(before);
      expect(folderPostgresMajor(folder)).toBe(pglitePostgresMajor);
      expect(fs.readdirSync(path.dirname(folder)).sort()).toEqual(['db', 'db.pglite-0.3.bak']);

      const handle = await openPglite({ dataDir: folder });
      try {
        await handle.migrate();
        const { db } = handle;
        // citext still compares without case; the trigram index still serves the search column.
        const [owner] = await db.select().from(schema.users).where(eq(schema.users.email, 'owner.of.data@example.com'));
        expect(owner?.id).toBe(user.id);
        const [read] = await db.select().from(schema.applications).where(eq(schema.applications.userId, user.id));
        expect(read).toMatchObject({
          id: application.id,
          referenceNumber: application.referenceNumber,
          lastName: 'Quillfeather',
          paymentId: application.paymentId,
        });
        expect(read?.createdAt.getTime()).toBe(application.createdAt.getTime());
        const found = await rowsOf<{ id: string }>(
          db.execute(
            sql`select id from applications where search_text ilike ${'%quillfeather%'} and similarity(search_text, 'quillfeather') > 0`,
          ),
        );
        expect(found).toEqual([{ id: application.id }]);
      } finally {
        await handle.close();
      }

      expect((await upgradePgliteFolder(folder)).status).toBe('already-current');

      // A backup taken before the upgrade still passes `npm run backup:restore-check`: its copy is upgraded.
      const restored = await restoreToFreshDatabase({ kind: 'pglite', folder: upgradeBackupFolder(folder) });
      try {
        expect(restored.where).toContain('upgraded from PGlite 0.3');
        const [again] = await restored.handle.db.select().from(schema.users).where(eq(schema.users.id, user.id));
        expect(again?.email).toBe('Owner.Of.Data@Example.com');
      } finally {
        await restored.discard();
      }
      expect(fingerprint(upgradeBackupFolder(folder))).toBe(before);
    },
  );

  it(
    'leaves a folder of another PostgreSQL major, an earlier backup and a broken folder where they are',
    {
      timeout: 60_000,
    },
    async () => {
      const folder = path.join(root, 'other', 'db');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'PG_VERSION'), '16\n');
      await expect(upgradePgliteFolder(folder)).rejects.toThrow(/PostgreSQL 16/);
      await expect(openPglite({ dataDir: folder })).rejects.toThrow(/PostgreSQL 16.*unchanged/);
      fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
      fs.mkdirSync(upgradeBackupFolder(folder));
      await expect(upgradePgliteFolder(folder)).rejects.toThrow(/move it elsewhere/);
      expect(fs.readdirSync(folder)).toEqual(['PG_VERSION']);
      expect(fs.readdirSync(path.dirname(folder)).sort()).toEqual(['db', 'db.pglite-0.3.bak']);
      // A folder that says 17 but holds no database: PGlite 0.3 cannot open it, and nothing moves.
      fs.rmdirSync(upgradeBackupFolder(folder));
      await expect(upgradePgliteFolder(folder)).rejects.toThrow(/PGlite 0.3 could not open a copy of the folder/);
      expect(fs.readdirSync(path.dirname(folder))).toEqual(['db']);
      expect(fs.readdirSync(folder)).toEqual(['PG_VERSION']);
    },
  );

  it(
    'the server refuses a PGlite 0.3 folder at start-up with one line naming the command',
    {
      timeout: 120_000,
    },
    async () => {
      const { dataDir, folder } = await oldDataDir('refusal');
      const before = fingerprint(folder);
      const main = await serverBundle();
      const outcome = await run(process.execPath, [main], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          APP_URL: 'http://localhost:3000',
        },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(outcome.code).toBe(1);
      const lines = outcome.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`was made by PostgreSQL 17 (PGlite 0.3)`);
      expect(lines[0]).toContain(upgradeCommand);
      expect(fingerprint(folder)).toBe(before);
    },
  );
});
