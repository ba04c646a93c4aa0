import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { emailOutbox } from './db/schema';

let test: TestApp;
beforeAll(async () => {
  // Every log level, and no ADMIN_* so the first admin gets a generated password.
  test = await createTestApp({ LOG_LEVEL: 'trace' });
});
afterAll(() => test.close());

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const newPassword = () => `Pw-${randomBytes(12).toString('base64url')}`;

const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });

/** The code in the newest e-mail to an address, read before the worker sends it. */
async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await test
    .db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Every text-like column of every table (text, citext, json, arrays), one string per value. */
async function databaseText(): Promise<string> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await test.db().execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')`),
  );
  const values: string[] = [];
  for (const column of columns) {
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const result = await test
      .db()
      .execute(
        sql.raw(
          `select ${quoted(column.column_name)}::text as value from ${quoted(column.table_schema)}.${quoted(column.table_name)}`,
        ),
      );
    for (const row of rowsOf<{ value: string | null }>(result)) if (row.value) values.push(row.value);
  }
  return values.join('\n');
}

const mailbox = () => {
  const folder = path.join(test.dataDir, 'mail');
  return fs.readdirSync(folder).map((file) => fs.readFileSync(path.join(folder, file), 'utf8'));
};

describe('no secret outlives its use', () => {
  it('keeps no password or code in clear in the logs or the database after register, verify, reset and login', async () => {
    const email = 'keeper@example.com';
    const firstPassword = newPassword();
    const wrongPassword = newPassword();
    const secondPassword = newPassword();
    const adminPassword = /password: (\S+)/.exec(
      fs.readFileSync(path.join(test.dataDir, 'initial-admin.txt'), 'utf8'),
    )?.[1] as string;

    expect((await post('/api/register', { email, password: firstPassword, firstName: 'Kai' })).statusCode).toBe(200);
    const verificationCode = await codeMailedTo(email);
    await test.app.mailer.processNow();
    expect((await post('/api/verify-email', { email, code: verificationCode })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: wrongPassword })).statusCode).toBe(401);

    expect((await post('/api/password-reset/request', { email })).statusCode).toBe(200);
    const resetCode = await codeMailedTo(email);
    await test.app.mailer.processNow();
    const reset = await post('/api/password-reset/confirm', { email, code: resetCode, newPassword: secondPassword });
    expect(reset.statusCode).toBe(200);

    expect((await post('/api/login', { email, password: firstPassword })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: secondPassword })).statusCode).toBe(200);
    expect((await post('/api/login', { email: 'admin', password: adminPassword })).statusCode).toBe(200);
    await test.app.mailer.processNow();

    // The codes reached the recipient: the delivered mail is the one place they may be.
    const delivered = mailbox().join('\n');
    expect(delivered).toContain(verificationCode);
    expect(delivered).toContain(resetCode);

    const logs = test.logs();
    const database = await databaseText();
    // What is searched is the real thing: the run's requests and rows are there.
    expect(logs).toContain('/api/password-reset/confirm');
    expect(database).toContain(email);
    expect(database).toContain('passwordResetCode');

    for (const [name, password] of Object.entries({ firstPassword, wrongPassword, secondPassword, adminPassword })) {
      expect(logs.includes(password), `${name} in the logs`).toBe(false);
      expect(database.includes(password), `${name} in the database`).toBe(false);
    }
    for (const [name, code] of Object.entries({ verificationCode, resetCode })) {
      const inClear = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      expect(inClear.test(logs), `${name} in the logs`).toBe(false);
      expect(inClear.test(database), `${name} in the database`).toBe(false);
    }
  });
});
