import { asc, gt, inArray } from 'drizzle-orm';
import { documents } from '../../db/schema';
import type { RetentionDeps } from './erase';

/** A file or a row younger than this may be half of an upload in progress (the file is written first). */
const graceMs = 3600_000;
const pageSize = 1000;

async function* documentRows(deps: RetentionDeps) {
  let after = '';
  for (;;) {
    const rows = await deps.db
      .select({ id: documents.id, storageKey: documents.storageKey, createdAt: documents.createdAt })
      .from(documents)
      .where(gt(documents.storageKey, after))
      .orderBy(asc(documents.storageKey))
      .limit(pageSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.storageKey;
  }
}

/**
 * The second pass: the stored keys and the document rows, both in key order, walked side by side
 * (no set of a million keys in memory). A file with no row and a row with no file, each older
 * than an hour, are removed; so an interrupted run, or a crash between a file and its row, leaves
 * nothing behind.
 */
export async function removeOrphans(deps: RetentionDeps, now: Date) {
  const cutoff = now.getTime() - graceMs;
  const keys = deps.storage.keys()[Symbol.asyncIterator]();
  const rows = documentRows(deps);
  let key = await keys.next();
  let row = await rows.next();
  const orphanRows: string[] = [];
  let orphanFiles = 0;
  while (!key.done || !row.done) {
    if (!key.done && (row.done || key.value < row.value.storageKey)) {
      if ((await deps.storage.modifiedAt(key.value)).getTime() < cutoff) {
        await deps.storage.delete(key.value);
        orphanFiles += 1;
      }
      key = await keys.next();
    } else if (!row.done && (key.done || row.value.storageKey < key.value)) {
      if (row.value.createdAt.getTime() < cutoff) orphanRows.push(row.value.id);
      row = await rows.next();
    } else {
      key = await keys.next();
      row = await rows.next();
    }
  }
  for (let start = 0; start < orphanRows.length; start += pageSize)
    await deps.db.delete(documents).where(inArray(documents.id, orphanRows.slice(start, start + pageSize)));
  return { orphanFiles, orphanRows: orphanRows.length };
}
