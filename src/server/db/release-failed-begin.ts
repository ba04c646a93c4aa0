import type pg from 'pg';

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? ''));

/**
 * drizzle-orm's `transaction()` on a pool sends BEGIN before its try/finally (node-postgres
 * session.js), so a BEGIN that fails on a dropped connection never gives its client back: each
 * such failure shrinks the pool by one until every request waits for a connection that never
 * comes, and `pool.end()` waits for ever at shutdown (issue 21, found by src/server/faults.test.ts).
 * A client checked out with `await pool.connect()` here releases itself, as broken, when its BEGIN
 * fails; a second release of the same checkout is ignored.
 */
export function releaseClientsOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    // pool.query checks out with a callback and sends no BEGIN: left as it is.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(guard);
  }) as typeof pool.connect;
}

function guard(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query;
    client.release = release;
    release(error);
  };
  client.query = ((...args: unknown[]) => {
    const result = (query as (...inner: unknown[]) => unknown).apply(client, args);
    if (isBegin(args[0]) && result instanceof Promise) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  }) as typeof client.query;
  return client;
}
