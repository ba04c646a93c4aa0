import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createUser, sessionCookieFor, truncateApplications } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** The origin of the app's own pages, which a state-changing call must come from. */
export const appOrigin = 'http://localhost:3000';

/**
 * The case routes' test app: a traveller who owns the applications (`owner`, signed in) and a
 * member of staff (`staff`, the admin's cookies), made once per file; applications emptied before
 * each test. Its fields are there from the file's first test on.
 */
export function caseTestApp(ownerName: { firstName: string; lastName: string }) {
  const cases = {} as {
    test: TestApp;
    owner: { id: string; cookies: Record<string, string> };
    staff: Record<string, string>;
  };
  beforeAll(async () => {
    cases.test = await createTestApp();
    const db = cases.test.db();
    const user = await createUser(db, ownerName);
    cases.owner = { id: user.id, cookies: await sessionCookieFor(db, user.id) };
    cases.staff = await sessionCookieFor(db, (await createUser(db, { role: 'admin' })).id);
  });
  afterAll(() => cases.test.close());
  beforeEach(() => truncateApplications(cases.test.db()));
  /** A call from the app's own origin with the caller's cookies. */
  const call = (method: 'GET' | 'POST', url: string, cookies: Record<string, string>, body?: unknown) => {
    const request: InjectOptions = { method, url, cookies, headers: { origin: appOrigin } };
    if (body !== undefined) request.payload = body as object;
    return cases.test.app.inject(request);
  };
  return Object.assign(cases, { call });
}
