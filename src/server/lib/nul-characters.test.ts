import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../tests/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { findNulCharacter } from './nul-characters';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db())).cookies;
});
afterAll(() => test.close());

const refusedFor = (field: string) => ({
  code: 'NUL_CHARACTER',
  message: expect.stringContaining(`'${field}'`),
  fieldErrors: { [field]: expect.stringContaining('NUL') },
  params: { field },
});

// PostgreSQL refuses a NUL in text, so one slipping through answered 500 (and wrote nothing useful).
describe('a NUL character anywhere in a request', () => {
  it('is refused with 400 naming the field at login', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana\u0000@example.com', password: 'secret-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedFor('email'));
  });

  it('is refused at registration', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'new@example.com', password: 'a-long-password', firstName: 'Ana\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedFor('firstName'));
  });

  it('is refused in a contact message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'other', message: 'Hello there\u0000, anyone?' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedFor('message'));
  });

  it('is refused in an admin list query and in a route parameter', async () => {
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/applications?search=ab%00c', cookies: admin });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual(refusedFor('search'));
    const users = await test.app.inject({ method: 'GET', url: '/api/admin/users?search=%00', cookies: admin });
    expect(users.statusCode).toBe(400);
    const tracked = await test.app.inject({ method: 'GET', url: '/api/application-status/ADV-%00' });
    expect(tracked.statusCode).toBe(400);
    expect(tracked.json().fieldErrors).toHaveProperty('reference');
  });

  it('names a nested field by its path, and finds one in a key', () => {
    expect(findNulCharacter({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNulCharacter({ a: ['fine', 1, null, true] })).toBeUndefined();
    expect(findNulCharacter('whole\u0000')).toBe('_');
    // Deep nesting does not exhaust the stack.
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});
