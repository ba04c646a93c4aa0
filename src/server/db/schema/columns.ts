import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mails and usernames compare without case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** A list of known values for a check constraint: `status in ('a', 'b')`. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
