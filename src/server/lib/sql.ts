/** Small helpers every service's SQL shares. */
import { sql } from 'drizzle-orm';

/** '%term%' for a LIKE over lower-cased search text, with the user's % _ and \ taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp as the API's ISO 8601 string (drivers give Dates or strings). */
/** `('a', 'b')` for `in` and `not in`, each value bound as a parameter: a rule's list from core, never copied. */
export const sqlList = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export const iso = (value: unknown): string => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown): string | null => (value ? iso(value) : null);

/** The rows of a raw `db.execute(sql…)`, typed. */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

/**
 * Whether an error is PostgreSQL's unique violation (23505), on `constraint` when named. Drivers
 * put the database error on the error itself (pg, PGlite) or on its `cause` (Drizzle).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type DatabaseError = { code?: string; constraint?: string; message?: string } | undefined;
  for (const e of [error, (error as { cause?: unknown })?.cause] as DatabaseError[]) {
    if (e?.code === '23505')
      return !constraint || Boolean(e.constraint?.includes(constraint) || e.message?.includes(constraint));
  }
  return false;
}
