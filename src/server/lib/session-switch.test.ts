import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createUser } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { cookieOf, testImage, upload } from '../../../tests/setup/uploads';
import { documents, sessions, users } from '../db/schema';
import { hashPassword } from '../modules/auth/service';

/** One browser, two people: what the first leaves behind never becomes the second's. */
let test: TestApp;
const loggedLines = () =>
  test
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const origin = 'http://localhost:3000';

beforeAll(async () => {
  test = await createTestApp({ LOG_LEVEL: 'warn' });
  const passwordHash = await hashPassword('correct horse battery');
  await createUser(test.db(), { email: 'alice@example.com', passwordHash });
  await createUser(test.db(), { email: 'bob@example.com', passwordHash });
});
afterAll(() => test.close());

async function login(email: string, cookie?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: { email, password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(200);
  return cookieOf(response) as string;
}

const read = (id: string, cookie: string) =>
  test.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: { cookie } });
const remove = (id: string, cookie: string) =>
  test.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie, origin } });

describe('signing in where someone else is signed in', () => {
  it("starts a fresh session: Bob cannot read or delete Alice's scans, before or after her sign-in", async () => {
    const png = await testImage('png');
    // Alice uploads anonymously, signs in (her upload comes with her), and uploads again.
    const anonymous = await upload(test.app, { kind: 'passportScan', fileName: 'alice.png', data: png });
    const beforeSignIn = anonymous.response.json().id as string;
    const alice = await login('alice@example.com', anonymous.cookie);
    const afterSignIn = (
      await upload(test.app, { kind: 'photo', fileName: 'a.png', data: png, cookie: alice })
    ).response.json().id as string;
    expect((await read(beforeSignIn, alice)).statusCode).toBe(200);

    // Bob signs in in the same browser: his session is a new record, Alice's is ended.
    const bob = await login('bob@example.com', alice);
    const sessionRows = await test.db().select().from(sessions);
    expect(sessionRows).toHaveLength(1);
    for (const id of [beforeSignIn, afterSignIn]) {
      expect((await read(id, bob)).statusCode).toBe(404);
      expect((await remove(id, bob)).statusCode).toBe(404);
    }
    expect(await test.db().select().from(documents)).toHaveLength(2);

    // Alice, signing in again anywhere, still has both.
    const aliceAgain = await login('alice@example.com');
    for (const id of [beforeSignIn, afterSignIn]) expect((await read(id, aliceAgain)).statusCode).toBe(200);
  });

  it('keeps the session record when the same user signs in again, and an anonymous draft on sign-in', async () => {
    const anonymous = await upload(test.app, { kind: 'photo', fileName: 'p.png', data: await testImage('png') });
    const sessionsBefore = (await test.db().select().from(sessions)).map((row) => row.id);
    const alice = await login('alice@example.com', anonymous.cookie);
    const again = await login('alice@example.com', alice);
    expect((await test.db().select().from(sessions)).map((row) => row.id)).toEqual(sessionsBefore);
    const id = anonymous.response.json().id as string;
    const [row] = await test.db().select().from(documents).where(eq(documents.id, id));
    expect(row?.userId).not.toBeNull();
    expect((await read(id, again)).statusCode).toBe(200);
  });
});

describe('asking for what is not yours', () => {
  it('answers 404 as for a missing id, and logs an authorisation failure with the request id', async () => {
    const alice = await login('alice@example.com');
    const bob = await login('bob@example.com');
    const [aliceRow] = await test.db().select().from(users).where(eq(users.email, 'alice@example.com'));
    const application = await createApplication(test.db(), { userId: aliceRow!.id });
    const earlier = loggedLines().length;
    const foreign = await test.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}`,
      headers: { cookie: bob },
    });
    const missing = await test.app.inject({
      method: 'GET',
      url: '/api/applications/00000000-0000-4000-8000-000000000000',
      headers: { cookie: bob },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const failures = loggedLines()
      .slice(earlier)
      .filter((line) => line.event === 'authorization_failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ route: '/api/applications/:id', method: 'GET' });
    expect(failures[0]?.reqId).toEqual(expect.any(String));
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, headers: { cookie: alice } }))
        .statusCode,
    ).toBe(200);
  });
});
