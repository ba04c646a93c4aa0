/**
 * A large load into tables whose secondary indexes and foreign keys are built after it, in the
 * same transaction: a sorted index build over ten million rows costs a fraction of ten million
 * index inserts, and one join checks a foreign key where a row trigger per row would. The indexes
 * that back a primary key or unique constraint stay (ON CONFLICT needs them, and so do foreign
 * keys that point at the table). Used by scripts/seed-demo.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

type Rows<T> = { rows: T[] };

/** Drops the tables' foreign keys and the indexes that back no constraint, runs `load`, and puts them back as they were. */
export async function withIndexesBuiltAfter(db: Database, tables: string[], load: () => Promise<void>): Promise<void> {
  const names = sql.raw(`array[${tables.map((table) => `'${table}'`).join(',')}]::regclass[]`);
  const foreignKeys = (
    (await db.execute(sql`
      select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
             format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as add
      from pg_constraint where contype = 'f' and conrelid = any(${names})`)) as unknown as Rows<{
      drop: string;
      add: string;
    }>
  ).rows;
  const indexes = (
    (await db.execute(sql`
      select format('drop index %s', indexrelid::regclass) as drop, pg_get_indexdef(indexrelid) as add
      from pg_index i where indrelid = any(${names})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as Rows<{
      drop: string;
      add: string;
    }>
  ).rows;
  for (const { drop } of [...foreignKeys, ...indexes]) await db.execute(sql.raw(drop));
  await load();
  for (const [index, { add }] of indexes.entries()) {
    const started = Date.now();
    await db.execute(sql.raw(add));
    console.log(`index ${index + 1} / ${indexes.length} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const started = Date.now();
  for (const { add } of foreignKeys) await db.execute(sql.raw(add));
  console.log(`${foreignKeys.length} foreign keys checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
