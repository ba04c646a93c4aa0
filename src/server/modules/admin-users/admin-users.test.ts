import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { adminUndeletableMessage } from '../../../core/admin-users';
import { emailOutbox, sessions, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../auth/service';

let test: TestApp;
let admin: Record<string, string>;
let adminId: string;
let traveller: Record<string, string>;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  test = await createTestApp();
  const adminUser = await createUser(test.db(), {
    role: 'admin',
    email: 'ada@advena.example',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  adminId = adminUser.id;
  admin = await sessionCookieFor(test.db(), adminUser.id);
  const user = await createUser(test.db(), { email: 'tom@example.com', firstName: 'Tom', lastName: 'User' });
  traveller = await sessionCookieFor(test.db(), user.id);
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookies = admin) =>
  test.app.inject({ method, url, cookies, payload });

describe('admin user calls are for admins only', () => {
  const calls = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['PATCH', `/api/admin/users/${unknownId}`],
    ['DELETE', `/api/admin/users/${unknownId}`],
    ['POST', `/api/admin/users/${unknownId}/reset-password`],
  ] as const;
  it.each(calls)('%s %s: 401 without a session, 403 for a traveller', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await test.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await test.app.inject({ method, url, payload, cookies: traveller })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('pages by 8, searches, filters by role, sorts and counts', async () => {
    for (let i = 0; i < 10; i++) {
      await createUser(test.db(), {
        email: `list${i}@example.org`,
        firstName: `First${i}`,
        lastName: `Zed${String(i).padStart(2, '0')}`,
        emailVerified: i % 2 === 0,
      });
    }
    const first = (await call('GET', '/api/admin/users')).json();
    // 10 + Ada + Tom + the built-in admin.
    expect(first.total).toBe(13);
    expect(first.users).toHaveLength(8);
    expect(first.counters).toEqual({ total: 13, admin: 2, standard: 11, verified: 8, unverified: 5 });
    const second = (await call('GET', '/api/admin/users?page=2')).json();
    expect(second.users).toHaveLength(5);
    expect(first.users[0]).not.toHaveProperty('passwordHash');

    const search = (await call('GET', '/api/admin/users?search=LIST3')).json();
    expect(search.users.map((u: { email: string }) => u.email)).toEqual(['list3@example.org']);
    const byName = (await call('GET', '/api/admin/users?search=zed0')).json();
    expect(byName.total).toBe(10);

    const admins = (await call('GET', '/api/admin/users?role=admin')).json();
    expect(admins.total).toBe(2);
    expect(admins.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);

    const sorted = (await call('GET', '/api/admin/users?search=zed&sort=name&order=desc')).json();
    expect(sorted.users[0].lastName).toBe('Zed09');
    const byEmail = (await call('GET', '/api/admin/users?search=list&sort=email&order=asc')).json();
    expect(byEmail.users[0].email).toBe('list0@example.org');
    const byStatus = (await call('GET', '/api/admin/users?search=list&sort=status&order=asc')).json();
    expect(byStatus.users[0].emailVerified).toBe(false);
    expect((await call('GET', '/api/admin/users?sort=password')).statusCode).toBe(400);
  });
});

describe('POST and PATCH /api/admin/users', () => {
  it('validates with the spec messages', async () => {
    const bad = await call('POST', '/api/admin/users', {
      email: 'nope',
      firstName: 'A',
      lastName: 'B',
      role: 'boss',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(englishFieldErrors(bad.json())).toEqual({
      email: 'Please enter a valid email address.',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      role: 'Please select a role',
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses a common password on create and on edit, naming the password field', async () => {
    const weak = await call('POST', '/api/admin/users', {
      email: 'weak@example.com',
      firstName: 'Wanda',
      lastName: 'Weak',
      role: 'user',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    // A refusal at a field carries its code there (decision 051).
    expect(weak.json().fieldErrors).toEqual({
      password: 'PASSWORD_TOO_COMMON',
    });
    const created = await call('POST', '/api/admin/users', {
      email: 'weak@example.com',
      firstName: 'Wanda',
      lastName: 'Weak',
      role: 'user',
    });
    expect(created.statusCode).toBe(201);
    const edit = await call('PATCH', `/api/admin/users/${created.json().user.id}`, {
      email: 'weak@example.com',
      firstName: 'Wanda',
      lastName: 'Weak',
      role: 'user',
      password: 'wandaweak1',
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(englishFieldErrors(edit.json()))).toEqual(['password']);
  });

  it('creates a user who can log in, refuses a duplicate e-mail, and keeps the password on a blank edit', async () => {
    const created = await call('POST', '/api/admin/users', {
      email: 'New.Person@Example.com',
      firstName: 'New',
      lastName: 'Person',
      role: 'user',
      password: 'long-enough-1',
    });
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    expect(user).toMatchObject({ email: 'new.person@example.com', role: 'user', firstName: 'New' });
    const [row] = await test.db().select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'new.person@example.com', password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('new.person@example.com');

    const duplicate = await call('POST', '/api/admin/users', {
      email: 'NEW.PERSON@example.com',
      firstName: 'Other',
      lastName: 'Person',
      role: 'user',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An account with this email already exists');

    const edited = await call('PATCH', `/api/admin/users/${user.id}`, {
      email: 'new.person@example.com',
      firstName: 'Renamed',
      lastName: 'Person',
      role: 'admin',
      password: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user).toMatchObject({ firstName: 'Renamed', role: 'admin' });
    const [kept] = await test.db().select().from(users).where(eq(users.id, user.id));
    expect(kept?.passwordHash).toBe(row?.passwordHash);
    const absent = await call('PATCH', `/api/admin/users/${user.id}`, {
      email: 'new.person@example.com',
      firstName: 'Renamed',
      lastName: 'Person',
      role: 'admin',
    });
    expect(absent.statusCode).toBe(200);
    const [stillKept] = await test.db().select().from(users).where(eq(users.id, user.id));
    expect(stillKept?.passwordHash).toBe(row?.passwordHash);

    // A new password replaces the old one and ends the user's sessions.
    await sessionCookieFor(test.db(), user.id);
    const changed = await call('PATCH', `/api/admin/users/${user.id}`, {
      email: 'new.person@example.com',
      firstName: 'Renamed',
      lastName: 'Person',
      role: 'admin',
      password: 'another-password',
    });
    expect(changed.statusCode).toBe(200);
    const [after] = await test.db().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, 'another-password')).toBe(true);
    expect(await test.db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const taken = await call('PATCH', `/api/admin/users/${user.id}`, {
      email: 'tom@example.com',
      firstName: 'Renamed',
      lastName: 'Person',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/admin/users/${unknownId}`, { ...absent.json().user, password: '' })).statusCode,
    ).toBe(404);
  });

  it("promoting a traveller ends the traveller's sessions; a name change alone does not", async () => {
    const user = await createUser(test.db(), { email: 'promoted@example.com', firstName: 'Pat', lastName: 'Rise' });
    const own = await sessionCookieFor(test.db(), user.id);
    const body = { email: 'promoted@example.com', firstName: 'Pat', lastName: 'Renamed', role: 'user' };
    expect((await call('PATCH', `/api/admin/users/${user.id}`, body)).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/user', cookies: own })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { ...body, role: 'admin' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/user', cookies: own })).statusCode).toBe(401);
    expect(await test.db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('an admin cannot take the admin role from themself or from a built-in admin', async () => {
    const self = await call('PATCH', `/api/admin/users/${adminId}`, {
      email: 'ada@advena.example',
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'user',
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a traveller but never an admin or built-in account', async () => {
    const victim = await createUser(test.db(), { email: 'gone@example.com' });
    expect((await call('DELETE', `/api/admin/users/${victim.id}`)).json()).toEqual({ success: true });
    expect(await test.db().select().from(users).where(eq(users.id, victim.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/users/${victim.id}`)).statusCode).toBe(404);

    const otherAdmin = await createUser(test.db(), { role: 'admin', email: 'other-admin@example.com' });
    const [builtIn] = await test.db().select().from(users).where(eq(users.builtIn, true));
    expect(builtIn).toBeTruthy();
    for (const id of [otherAdmin.id, builtIn!.id, adminId]) {
      const refused = await call('DELETE', `/api/admin/users/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(adminUndeletableMessage);
      expect(await test.db().select().from(users).where(eq(users.id, id))).toHaveLength(1);
    }
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('e-mails the user a reset code they can use', async () => {
    const user = await createUser(test.db(), {
      email: 'forgetful@example.com',
      firstName: 'Fay',
      passwordHash: await hashPassword('old-password'),
    });
    const response = await call('POST', `/api/admin/users/${user.id}/reset-password`);
    expect(response.statusCode).toBe(200);
    const [mail] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = 'forgetful@example.com'`);
    expect(mail?.template).toBe('passwordResetCode');
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toBeTruthy();
    const confirm = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { email: 'forgetful@example.com', code, newPassword: 'brand-new-password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${unknownId}/reset-password`)).statusCode).toBe(404);
  });
});
