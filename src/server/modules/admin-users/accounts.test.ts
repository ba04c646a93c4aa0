import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { adminDemotionMessage, adminUndeletableMessage } from '../../../core/admin-users';
import { emailOutbox, oneTimeCodes, users } from '../../db/schema';

let test: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  const adminUser = await createUser(test.db(), { role: 'admin', email: 'ada@advena.example' });
  admin = await sessionCookieFor(test.db(), adminUser.id);
});
afterAll(() => test.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, cookies: admin, payload });

describe('an admin account stays an admin', () => {
  it('refuses to make another admin a standard user, so it cannot then be deleted', async () => {
    const other = await createUser(test.db(), {
      role: 'admin',
      email: 'bea@advena.example',
      firstName: 'Bea',
      lastName: 'Staff',
    });
    const demote = await call('PATCH', `/api/admin/users/${other.id}`, {
      email: 'bea@advena.example',
      firstName: 'Bea',
      lastName: 'Staff',
      role: 'user',
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(adminDemotionMessage);
    const [still] = await test.db().select({ role: users.role }).from(users).where(eq(users.id, other.id));
    expect(still?.role).toBe('admin');
    const remove = await call('DELETE', `/api/admin/users/${other.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(adminUndeletableMessage);
    // Other edits of an admin still work.
    const rename = await call('PATCH', `/api/admin/users/${other.id}`, {
      email: 'bea@advena.example',
      firstName: 'Beatrice',
      lastName: 'Staff',
      role: 'admin',
    });
    expect(rename.statusCode).toBe(200);
  });

  it('still makes a traveller an admin', async () => {
    const user = await createUser(test.db(), { email: 'promoted@example.com', firstName: 'Pat', lastName: 'Lee' });
    const promote = await call('PATCH', `/api/admin/users/${user.id}`, {
      email: 'promoted@example.com',
      firstName: 'Pat',
      lastName: 'Lee',
      role: 'admin',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().user.role).toBe('admin');
  });
});

describe('a user created without a password', () => {
  it('is e-mailed a single-use code, stored hashed, that sets the password within 24 hours', async () => {
    const created = await call('POST', '/api/admin/users', {
      email: 'newcomer@example.com',
      firstName: 'Nia',
      lastName: 'Newcomer',
      role: 'user',
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = 'newcomer@example.com'`);
    expect(mail?.template).toBe('setPassword');
    expect(mail?.text).toContain('http://localhost:3000/auth');
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await test
      .db()
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, created.json().user.id), eq(oneTimeCodes.purpose, 'reset_password')));
    expect(stored?.codeHash).not.toContain(code);
    const hoursLeft = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const confirm = (newPassword: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { email: 'newcomer@example.com', code, newPassword },
      });
    expect((await confirm('a-password-of-her-own')).statusCode).toBe(200);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'newcomer@example.com', password: 'a-password-of-her-own' },
    });
    expect(login.statusCode).toBe(200);
    // Single use: the same code does not work twice.
    expect((await confirm('another-password-again')).statusCode).toBe(400);
  });

  it('sends no such e-mail when the admin gives a password', async () => {
    const created = await call('POST', '/api/admin/users', {
      email: 'ready@example.com',
      firstName: 'Rae',
      lastName: 'Ready',
      role: 'user',
      password: 'a-long-chosen-password',
    });
    expect(created.statusCode).toBe(201);
    const mails = await test.db().select().from(emailOutbox).where(sql`${emailOutbox.toAddress} = 'ready@example.com'`);
    expect(mails).toHaveLength(0);
  });
});
