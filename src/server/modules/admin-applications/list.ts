import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ApplicationFilters, ApplicationListItem, ApplicationListQuery } from '../../../core/admin-applications';
import { arrivesWithin72Hours, isOpen, reviewClockOf } from '../../../core/admin-queue';
import { arrivalAtRisk } from '../../../core/decision-deadline';
import type { ApplicationStatus } from '../../../core/statuses';
import type { Database } from '../../db/client';
import { applicationLastNameCounts, applicationReferenceCounts, applications } from '../../db/schema';
import { iso, isoOrNull, rowsOf } from '../../lib/sql';
import { checkFlags } from '../document-checks/verdicts';
import { getSettings } from '../settings/service';
import { countApplications, countSource } from './counters';
import {
  after,
  filterConditions,
  keptCountsAnswer,
  listColumns,
  oneWay,
  orderBy,
  sortKeys,
  statusCondition,
  zonedDays,
} from './list-order';

/** Pages nearer an end than this many rows are read with a plain OFFSET; it costs less than a lookup. */
const directOffsetRows = 2000;

type Position = { bound: SQL; status?: ApplicationStatus; skip: number; nextStatuses: ApplicationStatus[] };

/**
 * Where row `offset` of the list is, from the day totals instead of the rows: the day (and, sorted
 * by status, the status) holding it and how many rows of the list to skip from that day's edge.
 * For the submission-date and status sorts without a search, which the day totals can answer.
 */
async function locate(db: Database, filters: ApplicationFilters, offset: number): Promise<Position | null> {
  const byStatus = filters.sort === 'status';
  const { table, conditions } = countSource(filters, true);
  if (!('day' in table)) return null;
  const status = filters.status && filters.status !== 'all' ? filters.status : null;
  if (status) conditions.push(eq(table.status, status));
  const buckets = await db
    .select({
      status: byStatus ? table.status : sql<string>`''`,
      day: sql<string>`to_char(${table.day}, 'YYYY-MM-DD')`,
      count: sql<number>`sum(${table.count})::int`,
    })
    .from(table)
    .where(and(...conditions))
    .groupBy(...(byStatus ? [table.status, table.day] : [table.day]))
    .having(sql`sum(${table.count}) > 0`);
  const keys = sortKeys(filters);
  const statusUp = byStatus && keys[0]!.ascending;
  const daysUp = keys[byStatus ? 1 : 0]!.ascending;
  const compare = (a: string, b: string, up: boolean) => (a === b ? 0 : a < b === up ? -1 : 1);
  buckets.sort((a, b) => compare(a.status, b.status, statusUp) || compare(a.day, b.day, daysUp));
  let before = 0;
  for (const [index, bucket] of buckets.entries()) {
    const count = Number(bucket.count);
    if (before + count > offset) {
      const dayStart = new Date(`${bucket.day}T00:00:00Z`);
      const nextDay = new Date(dayStart.getTime() + 86_400_000);
      const bound = daysUp ? gte(applications.createdAt, dayStart) : lt(applications.createdAt, nextDay);
      const later = buckets.slice(index + 1).map((next) => next.status as ApplicationStatus);
      return {
        bound,
        status: byStatus ? (bucket.status as ApplicationStatus) : undefined,
        skip: offset - before,
        nextStatuses: byStatus ? [...new Set(later)].filter((next) => next !== bucket.status) : [],
      };
    }
    before += count;
  }
  return null;
}

/**
 * Where row `offset` of the list sorted by last name or reference is, from the counts per last
 * name or per reference prefix ('ADV-123'): the name or prefix holding it, found by adding up
 * counts in SQL in the list's order (stopping there), and how many rows to skip from its start.
 * Only the status filter can be answered this way; other filters return null (OFFSET).
 */
async function locateByKey(db: Database, filters: ApplicationFilters, offset: number): Promise<Position | null> {
  if (filters.nationality || filters.processingType || filters.submittedFrom || filters.submittedTo) return null;
  const byName = filters.sort === 'lastName';
  const table = byName ? applicationLastNameCounts : applicationReferenceCounts;
  const key = byName ? applicationLastNameCounts.lastName : applicationReferenceCounts.prefix;
  const ascending = sortKeys(filters)[0]!.ascending;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const status = filters.status && filters.status !== 'all' ? sql`where ${table.status} = ${filters.status}` : sql``;
  const [bucket] = await rowsOf<{ key: string; before: number }>(
    db.execute(sql`select key, before from (
        select ${key} as key, sum(${table.count}) as n,
               coalesce(sum(sum(${table.count})) over (order by ${key} ${direction}
                 rows between unbounded preceding and 1 preceding), 0) as before
        from ${table} ${status} group by ${key} having sum(${table.count}) > 0
      ) buckets where before + n > ${offset} order by key ${direction} limit 1`),
  );
  if (!bucket) return null;
  const column = byName ? applications.lastName : applications.referenceNumber;
  // A prefix's references run from 'ADV-12300000' to 'ADV-12399999' (referencePattern).
  const bound = ascending
    ? gte(column, bucket.key)
    : lte(column, byName ? bucket.key : `${bucket.key}${'9'.repeat(8 - (bucket.key.length - 4))}`);
  return { bound, skip: offset - Number(bucket.before), nextStatuses: [] };
}

/**
 * `limit` list rows from `where` in `order`, skipping `skip`: their ids from an index scan, then
 * the rows. `scan` is the order of the index scan when it differs (read from the other end).
 */
async function pageRows(db: Database, where: SQL | undefined, order: SQL[], limit: number, skip: number, scan = order) {
  const ids = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...scan)
    .limit(limit)
    .offset(skip)
    .as('page_ids');
  return db
    .select(listColumns)
    .from(applications)
    .innerJoin(ids, eq(ids.id, applications.id))
    .orderBy(...order);
}

/** How far from its anchor a page may be and still be read from it: the pager's reach and more. */
const anchorReachPages = 10;

/**
 * A page read from the first row of a page the admin has seen (`anchor`, the first row of
 * `anchorPage`), stepping a few pages from it through the sort's index, which costs the same at
 * any depth. Null when there is no usable anchor: none given, too far, no longer in the list, or
 * a sort whose keys do not all go one way (sorted by status, `locate` answers).
 */
async function fromAnchor(db: Database, query: ApplicationListQuery, conditions: SQL[], offset: number) {
  const { anchor, anchorPage } = query;
  if (!anchor || !anchorPage || Math.abs(query.page - anchorPage) > anchorReachPages) return null;
  const keys = sortKeys(query);
  if (!oneWay(keys)) return null;
  const [inList] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, anchor), ...conditions));
  if (!inList) return null;
  const steps = offset - (anchorPage - 1) * query.pageSize;
  if (steps >= 0) {
    const atOrAfter = after(keys, anchor, { inclusive: true });
    return pageRows(db, and(...conditions, atOrAfter), orderBy(query), query.pageSize, steps);
  }
  // Earlier pages: read backwards from the anchor, then put them in list order.
  const before = after(sortKeys(query, true), anchor);
  const limit = Math.min(query.pageSize, -steps);
  return pageRows(db, and(...conditions, before), orderBy(query), limit, -steps - limit, orderBy(query, true));
}

/**
 * One page of the list, paged in SQL. Near either end the page's ids come from an index-only scan
 * with OFFSET (from the nearer end: the last page costs what the first does). Further in, a page a
 * few steps from one the admin has seen is read from that page's first row (`fromAnchor`); any
 * other page is found from trigger-kept counts: per day for the date and status sorts (`locate`),
 * per last name or reference prefix for those sorts (`locateByKey`). So a page in the middle of a
 * million costs what the first does. What the counts cannot answer (a name or reference sort with
 * More Filters set) falls back to the OFFSET.
 */
export async function listApplications(
  db: Database,
  query: ApplicationListQuery & { viewerId?: string },
  { directOffsetLimit = directOffsetRows }: { directOffsetLimit?: number } = {},
) {
  const { counters, total, capped } = await countApplications(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const conditions = [...filterConditions(query), ...statusCondition(query)];
  const order = orderBy(query);
  let rows: Awaited<ReturnType<typeof pageRows>> = [];
  if (offset < total) {
    const fromEnd = !capped && offset > total / 2;
    const nearEnd = Math.min(offset, total - offset) < directOffsetLimit;
    const anchored = nearEnd ? null : await fromAnchor(db, query, conditions, offset);
    const position =
      anchored || !keptCountsAnswer(query) || zonedDays(query) || nearEnd
        ? null
        : query.sort === 'lastName' || query.sort === 'reference'
          ? await locateByKey(db, query, offset)
          : query.sort === 'createdAt' || query.sort === 'status'
            ? await locate(db, query, offset)
            : null;
    if (anchored) {
      rows = anchored;
    } else if (position) {
      rows = await pageRows(
        db,
        and(...conditions, position.bound, ...(position.status ? [eq(applications.status, position.status)] : [])),
        order,
        query.pageSize,
        position.skip,
      );
      // Sorted by status, a page can run on into the next statuses.
      for (const next of position.nextStatuses) {
        if (rows.length >= query.pageSize) break;
        rows = rows.concat(
          await pageRows(db, and(...conditions, eq(applications.status, next)), order, query.pageSize - rows.length, 0),
        );
      }
    } else if (fromEnd) {
      const limit = Math.min(query.pageSize, total - offset);
      const skip = Math.max(0, total - offset - limit);
      rows = await pageRows(db, and(...conditions), order, limit, skip, orderBy(query, true));
    } else {
      rows = await pageRows(db, and(...conditions), order, Math.min(query.pageSize, total - offset), offset);
    }
  }
  const now = new Date();
  // 'At risk' counts the Home Office's decision time the settings say, as the wizard's warning does.
  const { visaProcessingTime } = await getSettings(db);
  const items: ApplicationListItem[] = rows.map(({ assignedTo, assigneeName, paidAt, ...row }) => ({
    ...row,
    createdAt: iso(row.createdAt),
    assignee: assignedTo ? { id: assignedTo, name: assigneeName ?? '' } : null,
    paidAt: isoOrNull(paidAt),
    reviewClock: reviewClockOf(row.status, paidAt ?? row.createdAt, now),
    departsWithin72Hours: isOpen(row.status) && arrivesWithin72Hours(row.arrivalDate, now),
    passportDiffers: false,
    photoWarnings: false,
    arrivalAtRisk: arrivalAtRisk(row.status, row.arrivalDate, paidAt ?? row.createdAt, visaProcessingTime),
  }));
  // The passport and photo checks (decision 034), compared in code for the page's rows only.
  const flags = await checkFlags(
    db,
    items.map((item) => item.id),
  );
  for (const item of items) Object.assign(item, flags.get(item.id));
  return { applications: items, total, capped, counters };
}
