import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../../tests/setup/app-process';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** The SQL docs/operations.md gives for the app's role, run exactly as written (names aside). */
function grantsFromOperationsGuide(owner: string, app: string): string {
  const guide = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/operations.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## A database role without DDL rights'));
  const blocks = [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const grants = blocks[1];
  if (!grants?.includes('GRANT')) throw new Error('the guide has no grants block');
  return grants.replaceAll('advena_owner', owner).replaceAll('advena_app', app);
}

describe.runIf(process.env.TEST_DB === 'postgres')('the app connected as a role without DDL rights', () => {
  const role = `advena_app_${randomBytes(4).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL as string;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let app: FastifyInstance;
  let asApp: pg.Client;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-role-'));

  beforeAll(async () => {
    database = await freshPostgresDatabase(url);
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    await owner.query(`create role "${role}" login`);
    const { rows } = await owner.query('select current_user as name');
    await owner.query(grantsFromOperationsGuide(rows[0].name, role));
    await owner.end();
    const appUrl = new URL(database.url);
    appUrl.username = role;
    appUrl.password = '';
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: appUrl.toString(),
      DATABASE_MIGRATION_URL: database.url,
    });
    app = await buildApp(config);
    asApp = new pg.Client({ connectionString: appUrl.toString() });
    await asApp.connect();
  }, 60_000);

  afterAll(async () => {
    await asApp?.end();
    await app?.close();
    await database?.drop();
    const superuser = new pg.Client({ connectionString: url });
    await superuser.connect();
    await superuser.query(`drop role if exists "${role}"`);
    await superuser.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts (the migrations run as the owner) and reads and writes rows', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'role@example.com', password: 'plum-harbour-violin-42' },
    });
    expect(registered.statusCode).toBe(200);
    expect((await asApp.query('select current_user as name')).rows[0].name).toBe(role);
  });

  it('cannot drop or disable the audit triggers, truncate the trail or delete from it', async () => {
    await asApp.query(
      `insert into audit_events (action, request_id, ip, details) values ('settings.updated', 'role-test', '127.0.0.1', '{}')`,
    );
    const refusedWith = (statement: string) =>
      asApp.query(statement).then(
        () => 'allowed',
        (error: { code?: string }) => error.code,
      );
    expect(await refusedWith('drop trigger "audit_events_no_delete" on audit_events')).toBe('42501');
    expect(await refusedWith('alter table audit_events disable trigger all')).toBe('42501');
    expect(await refusedWith('truncate audit_events')).toBe('42501');
    expect(await refusedWith('drop table audit_events')).toBe('42501');
    expect(await refusedWith('create table intruder (id int)')).toBe('42501');
    expect(await refusedWith('delete from audit_events')).not.toBe('allowed');
    expect((await asApp.query('select count(*)::int as n from audit_events')).rows[0].n).toBeGreaterThan(0);
  });
});
