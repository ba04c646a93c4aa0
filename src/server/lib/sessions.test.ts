import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { sessions, users } from '../db/schema';
import { adminOf, adminRoutes, adminScope } from './admin-scope';
import { consumeRateLimit } from './rate-limit';
import { requireUser, sessionCookieName } from './sessions';

let test: TestApp;
let userId: string;

beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      beforeReady(app) {
        // Small routes that exercise the session machinery the features use.
        app.post('/api/test/anonymous', async (request, reply) => ({
          id: (await app.sessions.ensure(request, reply)).id,
        }));
        app.post<{ Body: { userId: string } }>('/api/test/sign-in', async (request, reply) => {
          const state = await app.sessions.signIn(request, reply, { id: request.body.userId, role: 'user' });
          return { id: state.id };
        });
        app.post('/api/test/sign-out', async (request, reply) => {
          await app.sessions.signOut(request, reply);
          return {};
        });
        app.get('/api/test/me', { preHandler: requireUser }, async (request) => ({
          email: (await request.currentUser())?.email,
        }));
        app.register(
          adminScope([
            adminRoutes({ name: 'test-only' }, async (scope) => {
              scope.get('/api/admin/test-only', async (request) => ({ admin: adminOf(request).email }));
            }),
          ]),
        );
        // An admin handler registered outside the scope by mistake: it has no admin and refuses.
        app.get('/api/test/outside-admin-scope', async (request) => ({ admin: adminOf(request).email }));
      },
    },
  );
  const [user] = await test.db().insert(users).values({ email: 'ana@example.com', passwordHash: 'x' }).returning();
  userId = user!.id;
});
afterAll(() => test.close());

const cookieFrom = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === sessionCookieName)?.value;

describe('sessions', () => {
  it('refuses a signed-in route without a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('stores only a hash of the token, rotates it at sign-in and keeps the session id', async () => {
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/test/anonymous' });
    const firstToken = cookieFrom(anonymous)!;
    const [row] = await test.db().select().from(sessions).where(eq(sessions.id, anonymous.json().id));
    expect(row?.tokenHash).not.toContain(firstToken);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/test/sign-in',
      cookies: { [sessionCookieName]: firstToken },
      payload: { userId },
    });
    const secondToken = cookieFrom(signIn)!;
    expect(secondToken).not.toBe(firstToken);
    expect(signIn.json().id).toBe(anonymous.json().id);
    const cookie = signIn.cookies.find((c) => c.name === sessionCookieName)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const old = await test.app.inject({
      method: 'GET',
      url: '/api/test/me',
      cookies: { [sessionCookieName]: firstToken },
    });
    expect(old.statusCode).toBe(401);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/test/me',
      cookies: { [sessionCookieName]: secondToken },
    });
    expect(me.json()).toEqual({ email: 'ana@example.com' });

    await test.app.inject({ method: 'POST', url: '/api/test/sign-out', cookies: { [sessionCookieName]: secondToken } });
    const after = await test.app.inject({
      method: 'GET',
      url: '/api/test/me',
      cookies: { [sessionCookieName]: secondToken },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses writes from another origin', async () => {
    const foreign = await test.app.inject({
      method: 'POST',
      url: '/api/test/anonymous',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await test.app.inject({
      method: 'POST',
      url: '/api/test/anonymous',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await test.app.inject({
      method: 'POST',
      url: '/api/test/anonymous',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('the admin scope answers 401 anonymous, 403 for a user, 200 for an admin, whatever the spelling', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/test-only' })).statusCode).toBe(401);
    const signIn = await test.app.inject({ method: 'POST', url: '/api/test/sign-in', payload: { userId } });
    const token = cookieFrom(signIn)!;
    const asUser = await test.app.inject({
      method: 'GET',
      url: '/api/admin/test-only',
      cookies: { [sessionCookieName]: token },
    });
    expect(asUser.statusCode).toBe(403);
    await test.db().update(users).set({ role: 'admin', mfaEnabledAt: new Date() }).where(eq(users.id, userId));
    const asAdmin = await test.app.inject({
      method: 'GET',
      url: '/api/admin/test-only',
      cookies: { [sessionCookieName]: token },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ admin: 'ana@example.com' });
    await test.db().update(users).set({ role: 'user' }).where(eq(users.id, userId));
    for (const url of ['/api/%61dmin/test-only', '/%61pi/admin/test-only', '/api/adm%69n/test-only']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const spelled = await test.app.inject({ method: 'GET', url, cookies: { [sessionCookieName]: token } });
      expect(spelled.statusCode).toBe(403);
    }
  });

  it('an admin handler outside the admin scope refuses even an admin (fails closed)', async () => {
    const signIn = await test.app.inject({ method: 'POST', url: '/api/test/sign-in', payload: { userId } });
    await test.db().update(users).set({ role: 'admin', mfaEnabledAt: new Date() }).where(eq(users.id, userId));
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/test/outside-admin-scope',
      cookies: { [sessionCookieName]: cookieFrom(signIn)! },
    });
    expect(response.statusCode).toBe(403);
    await test.db().update(users).set({ role: 'user' }).where(eq(users.id, userId));
  });
});

describe('rate limits', () => {
  it('refuses past the limit with 429 and Retry-After', async () => {
    const rule = { key: 'test:limit', limit: 2, windowSeconds: 60 };
    await consumeRateLimit(test.db(), rule);
    await consumeRateLimit(test.db(), rule);
    await expect(consumeRateLimit(test.db(), rule)).rejects.toMatchObject({ statusCode: 429 });
    await expect(consumeRateLimit(test.db(), rule)).rejects.toHaveProperty('headers.retry-after');
  });
});

describe('POST /api/session', () => {
  it('starts one anonymous session and keeps it on the next call', async () => {
    const first = await test.app.inject({ method: 'POST', url: '/api/session' });
    expect(first.json()).toEqual({ signedIn: false });
    const token = cookieFrom(first)!;
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/session',
      cookies: { [sessionCookieName]: token },
    });
    expect(cookieFrom(again)).toBeUndefined();
  });
});
