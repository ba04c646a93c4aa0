import type { Database } from '../../src/server/db/client';
import { createUser, sessionCookieFor } from '../setup/factories';

type UserFields = Parameters<typeof createUser>[1];

/**
 * A traveller with an account, signed in: the user row and the cookies of their session, as
 * app.inject takes them (`cookies: traveller.cookies`).
 */
export async function signedIn(db: Database, fields: UserFields = {}) {
  const user = await createUser(db, fields);
  return { user, cookies: await sessionCookieFor(db, user.id) };
}

/** A member of staff signed in, with the second factor set up as staff must have it. */
export async function asAdmin(db: Database, fields: UserFields = {}) {
  return signedIn(db, { ...fields, role: 'admin' });
}
