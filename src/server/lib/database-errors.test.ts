import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

describe('a database that cannot be reached', () => {
  it('is told apart from a query that is wrong, through drizzle-orm’s wrapping', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: begin'), { cause });
    for (const cause of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
    }
    for (const cause of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      new Error('Cannot read properties of undefined'),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(false);
    }
  });
});
