import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import {
  type AdminApplication,
  type AdminStatistics,
  type ApplicationCounters,
  type ApplicationFilters,
  type ApplicationListItem,
  type ApplicationListQuery,
  cancelledApplicationMessage,
  formatProcessingTime,
  inReviewOrder,
  type StatusChange,
  type Traveller,
} from '../../../core/admin';
import {
  type ApplicationAccessAction,
  applicationAccessActions,
  applicationAccessLimit,
  auditDetailsSchema,
} from '../../../core/audit';
import { errorCodes } from '../../../core/errors';
import { adminSearchCountCap } from '../../../core/limits';
import { arrivesWithin72Hours, isOpen, reviewClockOf } from '../../../core/queue';
import {
  type ApplicationStatus,
  applicationStatuses,
  canMoveTo,
  decidedApplicationMessage,
} from '../../../core/statuses';
import type { Database } from '../../db/client';
import {
  applicationCounts,
  applicationDayCounts,
  applicationDayNationalityCounts,
  applicationEvents,
  applicationLastNameCounts,
  applicationReferenceCounts,
  applications,
  auditEvents,
  documents,
  travellerCases,
  users,
} from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { actorNameOf, type RequestContext, recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PaymentDetails } from '../../lib/payments';
import type { SessionUser } from '../../lib/sessions';
import { iso, isoOrNull, likePattern, rowsOf } from '../../lib/sql';
import { sharesPassport, staffNameSql } from '../admin-queue/service';
import { travellerIndexOfDocument } from '../cases/documents';
import { moveEveryOpenCase } from '../cases/service';
import { casesOf } from '../cases/state';
import { travellersOf } from '../cases/travellers';
import { refundableFor, refundsOf } from '../refunds/service';
import { deletionDayOf } from '../retention/rule';
import { getSettings } from '../settings/service';

/** The filters as the list's caller sees them: My cases needs to know who asks. */
type ViewerFilters = ApplicationFilters & { viewerId?: string };

/** The queue's views (decision 018): open applications assigned to the viewer, or to nobody; or waiting on a traveller. */
function viewConditions(filters: ViewerFilters): SQL[] {
  const open = sql`${applications.status} in ('pending', 'reviewing', 'processing')`;
  if (filters.view === 'mine') {
    return [filters.viewerId ? eq(applications.assignedTo, filters.viewerId) : sql`false`, open];
  }
  if (filters.view === 'unassigned') return [sql`${applications.assignedTo} is null`, open];
  if (filters.view === 'information_needed') {
    // A traveller of it is asked for information: found through the cases' partial index.
    return [
      sql`exists (select 1 from ${travellerCases} where ${travellerCases.applicationId} = ${applications.id} and ${travellerCases.status} = 'information_needed')`,
    ];
  }
  return [];
}

/** Whether the trigger-kept counts answer: no search and no queue view (those are counted in rows). */
const keptCountsAnswer = (filters: ApplicationFilters) => !filters.search && (filters.view ?? 'all') === 'all';

/** The WHERE conditions of the list, its counters and its export; the status filter apart. */
function filterConditions(filters: ViewerFilters): SQL[] {
  const conditions: SQL[] = [...viewConditions(filters)];
  if (filters.search) conditions.push(sql`${applications.searchText} like ${likePattern(filters.search)}`);
  if (filters.nationality) conditions.push(eq(applications.nationality, filters.nationality));
  if (filters.processingType) conditions.push(eq(applications.processingType, filters.processingType));
  if (filters.submittedFrom) {
    conditions.push(gte(applications.createdAt, new Date(`${filters.submittedFrom}T00:00:00Z`)));
  }
  if (filters.submittedTo) {
    const end = new Date(`${filters.submittedTo}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(applications.createdAt, end));
  }
  return conditions;
}

function statusCondition(filters: ApplicationFilters): SQL[] {
  return filters.status && filters.status !== 'all' ? [eq(applications.status, filters.status)] : [];
}

/**
 * A column of the list order, ascending or not. `descIndex`: its index holds it DESC NULLS LAST
 * (created_at, id), so the order must say NULLS LAST descending and NULLS FIRST ascending to use it.
 */
type SortKey = { column: AnyColumn; ascending: boolean; descIndex?: boolean };

/**
 * The list order for each sort, ending in a unique column so paging is stable. Each matches an
 * index; those hold created_at and id as DESC NULLS LAST, so their keys say so (or the reverse).
 */
function sortKeys(filters: ApplicationFilters, reverse = false): SortKey[] {
  const ascending = (filters.order === 'asc') !== reverse;
  const createdAt = (up: boolean): SortKey => ({ column: applications.createdAt, ascending: up, descIndex: true });
  const id = (up: boolean): SortKey => ({ column: applications.id, ascending: up, descIndex: true });
  switch (filters.sort) {
    case 'reference':
      return [{ column: applications.referenceNumber, ascending }];
    case 'lastName':
      return [{ column: applications.lastName, ascending }, id(ascending)];
    case 'status':
      return [{ column: applications.status, ascending }, createdAt(!ascending), id(!ascending)];
    // Index applications_arrival_idx (arrival_date, id) and applications_travellers_idx (applicant_count, id).
    case 'arrivalDate':
      return [
        { column: applications.arrivalDate, ascending },
        { column: applications.id, ascending },
      ];
    case 'travellers':
      return [
        { column: applications.applicantCount, ascending },
        { column: applications.id, ascending },
      ];
    default:
      return [createdAt(ascending), id(ascending)];
  }
}

function orderBy(filters: ApplicationFilters, reverse = false): SQL[] {
  return sortKeys(filters, reverse).map(({ column, ascending, descIndex }) =>
    descIndex
      ? ascending
        ? sql`${column} asc nulls first`
        : sql`${column} desc nulls last`
      : ascending
        ? asc(column)
        : desc(column),
  );
}

/**
 * Rows after the application `id` (and it too, `inclusive`) in the order of `keys`, which all go one
 * way: a row comparison `(k1, k2) > (v1, v2)` ('<' descending) that the matching index answers as
 * a range. The values
 * are read in SQL, as JavaScript dates would lose microseconds.
 */
function after(keys: SortKey[], id: string, { inclusive = false } = {}): SQL {
  const columns = sql.join(
    keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const values = sql`(select ${columns} from ${applications} where ${applications.id} = ${id})`;
  const operator = sql.raw(`${keys[0]!.ascending ? '>' : '<'}${inclusive ? '=' : ''}`);
  return sql`(${columns}) ${operator} ${values}`;
}

/** Whether the keys all go one way, so `after` can use them. Sorted by status, the dates go the other way. */
const oneWay = (keys: SortKey[]) => keys.every((key) => key.ascending === keys[0]!.ascending);

const listColumns = {
  id: applications.id,
  referenceNumber: applications.referenceNumber,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  nationality: applications.nationality,
  status: applications.status,
  processingType: applications.processingType,
  applicantCount: applications.applicantCount,
  arrivalDate: applications.arrivalDate,
  version: applications.version,
  createdAt: applications.createdAt,
  paidAt: applications.paidAt,
  assignedTo: applications.assignedTo,
  assigneeName: sql<
    string | null
  >`(select ${staffNameSql} from ${users} where ${users.id} = ${applications.assignedTo})`,
  duplicatePassport: sharesPassport,
  informationNeeded: sql<boolean>`exists (select 1 from ${travellerCases} where ${travellerCases.applicationId} = ${applications.id} and ${travellerCases.status} = 'information_needed')`,
};

const searchCountCap = adminSearchCountCap;

/** Pages nearer an end than this many rows are read with a plain OFFSET; it costs less than a lookup. */
const directOffsetRows = 2000;

function countersFrom(counts: Record<string, number>, filters: ApplicationFilters) {
  const counters: ApplicationCounters = {
    total: counts.total ?? 0,
    pending: counts.pending ?? 0,
    processing: counts.processing ?? 0,
    approved: counts.approved ?? 0,
    rejected: counts.rejected ?? 0,
    expedited: counts.expedited ?? 0,
  };
  const status = filters.status && filters.status !== 'all' ? filters.status : null;
  const total = status ? (counts[status] ?? 0) : counters.total;
  return { counters, total };
}

/** One aggregate per counter; `aggregate(condition)` counts the rows matching the condition. */
const counterColumns = (aggregate: (condition?: SQL) => SQL, status: SQL, processingType: SQL) => ({
  total: sql<number>`${aggregate()}::int`,
  pending: sql<number>`${aggregate(sql`${status} = 'pending'`)}::int`,
  processing: sql<number>`${aggregate(sql`${status} = 'processing'`)}::int`,
  reviewing: sql<number>`${aggregate(sql`${status} = 'reviewing'`)}::int`,
  approved: sql<number>`${aggregate(sql`${status} = 'approved'`)}::int`,
  rejected: sql<number>`${aggregate(sql`${status} = 'rejected'`)}::int`,
  cancelled: sql<number>`${aggregate(sql`${status} = 'cancelled'`)}::int`,
  expedited: sql<number>`${aggregate(sql`${processingType} <> 'standard'`)}::int`,
});

const numbers = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value ?? 0)])) as Record<
    string,
    number
  >;

/**
 * The trigger-kept count table that answers these filters (search apart) and its conditions:
 * whole totals without a date range, day totals with one, split by nationality when filtered by it.
 */
function countSource(filters: ApplicationFilters, byDay = Boolean(filters.submittedFrom || filters.submittedTo)) {
  const table = !byDay
    ? applicationCounts
    : filters.nationality
      ? applicationDayNationalityCounts
      : applicationDayCounts;
  return { table, conditions: countConditions(table, filters) };
}

type CountTable = typeof applicationCounts | typeof applicationDayCounts | typeof applicationDayNationalityCounts;

function countConditions(table: CountTable, filters: ApplicationFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.nationality && 'nationality' in table) conditions.push(eq(table.nationality, filters.nationality));
  if (filters.processingType) conditions.push(eq(table.processingType, filters.processingType));
  if ('day' in table) {
    if (filters.submittedFrom) conditions.push(gte(table.day, filters.submittedFrom));
    if (filters.submittedTo) conditions.push(lte(table.day, filters.submittedTo));
  }
  return conditions;
}

/**
 * Counters over the filters (status apart) without a search, in one grouped query over the
 * trigger-kept count tables, so they cost the same at a million rows as at ten. The total of a
 * status filter is its counter.
 */
export async function countWithoutSearch(db: Database, filters: Omit<ApplicationFilters, 'search'>) {
  const { table, conditions } = countSource(filters);
  const [row] = await db
    .select(
      counterColumns(
        (condition) =>
          condition
            ? sql`coalesce(sum(${table.count}) filter (where ${condition}), 0)`
            : sql`coalesce(sum(${table.count}), 0)`,
        sql`${table.status}`,
        sql`${table.processingType}`,
      ),
    )
    .from(table)
    .where(conditions.length ? and(...conditions) : undefined);
  return countersFrom(numbers(row), filters);
}

/**
 * The list's total and counters. A search is counted in rows, unless it matches more than
 * `searchCountCap` applications: then the counters are unknown (null) and, when the status filter
 * leaves more than the cap too, `capped` is true and the total is the cap (the list shows the
 * first `searchCountCap` matches).
 */
export async function countApplications(
  db: Database,
  filters: ViewerFilters,
): Promise<{ counters: ApplicationCounters | null; total: number; capped: boolean }> {
  if (keptCountsAnswer(filters)) return { ...(await countWithoutSearch(db, filters)), capped: false };
  // One pass over at most cap + 1 matches: exact counters when they are all there.
  const conditions = filterConditions(filters);
  const matches = db
    .select({ status: applications.status, processingType: applications.processingType })
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined)
    .limit(searchCountCap + 1)
    .as('matches');
  const [row] = await db
    .select(
      counterColumns(
        (condition) => (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`),
        sql`${matches.status}`,
        sql`${matches.processingType}`,
      ),
    )
    .from(matches);
  const counts = numbers(row);
  if ((counts.total ?? 0) <= searchCountCap) return { ...countersFrom(counts, filters), capped: false };
  const status = statusCondition(filters);
  const inStatus = status.length ? await countUpToCap(db, and(...conditions, ...status)) : searchCountCap + 1;
  return inStatus > searchCountCap
    ? { counters: null, total: searchCountCap, capped: true }
    : { counters: null, total: inStatus, capped: false };
}

/** How many applications match, counting no further than one past the cap. */
async function countUpToCap(db: Database, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .limit(searchCountCap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.n ?? 0);
}

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
      anchored || !keptCountsAnswer(query) || nearEnd
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
  const items: ApplicationListItem[] = rows.map(({ assignedTo, assigneeName, paidAt, ...row }) => ({
    ...row,
    createdAt: iso(row.createdAt),
    assignee: assignedTo ? { id: assignedTo, name: assigneeName ?? '' } : null,
    paidAt: isoOrNull(paidAt),
    reviewClock: reviewClockOf(row.status, paidAt ?? row.createdAt, now),
    departsWithin72Hours: isOpen(row.status) && arrivesWithin72Hours(row.arrivalDate, now),
  }));
  return { applications: items, total, capped, counters };
}

/**
 * Every application matching the filters, in list order, in batches (for the streamed CSV). Each
 * batch starts after the last row of the one before (keyset), so the millionth row costs what the
 * first does; sorted by status, each status is read in turn.
 */
export async function* iterateApplications(db: Database, filters: ViewerFilters, batchSize = 1000) {
  const conditions = [...filterConditions(filters), ...statusCondition(filters)];
  const keys = sortKeys(filters);
  const byStatus = !oneWay(keys);
  const groups: (ApplicationStatus | null)[] = byStatus
    ? [...applicationStatuses].sort((a, b) => (a < b === keys[0]!.ascending ? -1 : 1))
    : [null];
  const batchKeys = byStatus ? keys.slice(1) : keys;
  for (const group of groups) {
    const inGroup = group ? [eq(applications.status, group)] : [];
    let lastId: string | undefined;
    for (;;) {
      const batch = await db
        .select()
        .from(applications)
        .where(and(...conditions, ...inGroup, ...(lastId ? [after(batchKeys, lastId)] : [])))
        .orderBy(...orderBy(filters))
        .limit(batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) break;
      lastId = batch.at(-1)?.id;
    }
  }
}

/** The filters of an export as its audit event keeps them: everything but the search term. */
function exportedFilters(filters: ViewerFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([key, value]) => key !== 'search' && key !== 'viewerId' && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The rows of the list's CSV export, in batches. When the export ends, finished or cut off, one
 * audit event records its filters and how many rows were handed out.
 */
export async function* exportApplications(
  db: Database,
  filters: ViewerFilters,
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  let rowCount = 0;
  let completed = false;
  try {
    for await (const batch of iterateApplications(db, filters)) {
      rowCount += batch.length;
      yield batch;
    }
    completed = true;
  } finally {
    await recordAudit(db, {
      action: 'applications.exported',
      actor: admin,
      context,
      details: { filters: exportedFilters(filters), searched: Boolean(filters.search), rowCount, completed },
    });
  }
}

export type ApplicationRow = typeof applications.$inferSelect;

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** An additional applicant as stored by the wizard, read defensively into the admin shape. */
function toTraveller(value: unknown): Traveller {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    dateOfBirth: text(record.dateOfBirth),
    nationality: text(record.nationality),
    email: text(record.email),
    phone: text(record.phone),
    passportNumber: text(record.passportNumber),
    passportIssueDate: text(record.passportIssueDate),
    passportExpiryDate: text(record.passportExpiryDate),
    issuingCountry: text(record.issuingCountry),
  };
}

export function additionalTravellers(row: Pick<ApplicationRow, 'additionalApplicants'>): Traveller[] {
  return Array.isArray(row.additionalApplicants) ? row.additionalApplicants.map(toTraveller) : [];
}

function paymentOf(row: ApplicationRow, refundable: { refundedPence: number; refundablePence: number }) {
  // Written by the payment provider on success (applications service); null before a payment.
  const details = row.paymentDetails as PaymentDetails | null;
  return {
    amountPence: row.amountPence,
    refundedPence: refundable.refundedPence,
    refundablePence: refundable.refundablePence,
    cardholderName: details?.cardholderName ?? null,
    brand: details?.brand ?? null,
    last4: details?.last4 ?? null,
    expiry: details?.expiryDate ?? null,
    paidAt: isoOrNull(row.paidAt),
  };
}

const applicationNotFound = () => notFound('Application not found');

/** The latest staff reads of an application and its documents (index audit_events_application_idx). */
function accessLogOf(db: Database, id: string) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorName: auditEvents.actorName,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, id), inArray(auditEvents.action, applicationAccessActions)))
    .orderBy(sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
    .limit(applicationAccessLimit);
}

export async function getApplication(db: Database, id: string): Promise<AdminApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  const [documentRows, eventRows, accessRows, refundRows, refundable] = await Promise.all([
    db.select().from(documents).where(eq(documents.applicationId, id)).orderBy(asc(documents.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id)),
    accessLogOf(db, id),
    refundsOf(db, id),
    refundableFor(db, row),
  ]);
  const { documentRetentionDays } = await getSettings(db);
  const cases = await casesOf(db, id);
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    email: row.email,
    phone: row.phone,
    passportNumber: row.passportNumber,
    passportIssueDate: row.passportIssueDate,
    passportExpiryDate: row.passportExpiryDate,
    issuingCountry: row.issuingCountry,
    travelPurpose: row.travelPurpose,
    arrivalDate: row.arrivalDate,
    departureDate: row.departureDate,
    ukAddress: row.ukAddress,
    processingType: row.processingType,
    isMultipleApplicants: row.isMultipleApplicants,
    applicantCount: row.applicantCount,
    additionalApplicants: additionalTravellers(row),
    travellers: travellersOf(row, cases),
    status: row.status,
    statusNotes: row.statusNotes,
    version: row.version,
    language: row.language,
    createdAt: iso(row.createdAt),
    lastStatusUpdate: iso(row.lastStatusUpdate),
    personalDataErasedAt: row.personalDataErasedAt ? iso(row.personalDataErasedAt) : null,
    documentsDeletedOn: row.personalDataErasedAt ? null : deletionDayOf(row, documentRetentionDays),
    documents: inReviewOrder(
      documentRows.map((document) => ({
        id: document.id,
        kind: document.kind,
        name: document.originalName,
        sizeBytes: document.sizeBytes,
        mimeType: document.mimeType,
        travellerIndex: travellerIndexOfDocument(document, row.additionalApplicants),
        replacedAt: isoOrNull(document.replacedAt),
        createdAt: iso(document.createdAt),
      })),
    ),
    payment: paymentOf(row, refundable),
    refunds: refundRows,
    events: eventRows.map((event) => ({
      id: event.id,
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      notes: event.notes,
      actorName: event.actorName,
      travellerIndex: event.travellerIndex,
      details: (event.details as Record<string, unknown> | null) ?? null,
      createdAt: iso(event.createdAt),
    })),
    accessLog: accessRows.map((access) => ({
      id: String(access.id),
      action: access.action as ApplicationAccessAction,
      actorName: access.actorName,
      documentKind: auditDetailsSchema.safeParse(access.details).data?.documentKind ?? null,
      createdAt: iso(access.createdAt),
    })),
  };
}

async function referenceOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ reference: applications.referenceNumber })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  return row.reference;
}

/** An admin opens an application's detail: the read is recorded before the data is returned. */
export async function openApplication(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<AdminApplication> {
  assertAdmin(admin);
  const reference = await referenceOf(db, id);
  await recordAudit(db, {
    action: 'application.viewed',
    actor: admin,
    context,
    target: { type: 'application', id },
    applicationId: id,
    details: { reference, via: 'admin' },
  });
  return getApplication(db, id);
}

/** The row of one application for its CSV (every traveller's passport data), the export recorded first. */
export async function exportApplication(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<ApplicationRow> {
  assertAdmin(admin);
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  await recordAudit(db, {
    action: 'application.exported',
    actor: admin,
    context,
    target: { type: 'application', id },
    applicationId: id,
    details: { reference: row.referenceNumber },
  });
  return row;
}

/** Thrown when the version is stale; carries the current application for the 409 body. */
export class StaleVersionError extends Error {
  constructor(readonly application: AdminApplication) {
    super('This application was changed by someone else. The current state is shown.');
  }
}

/**
 * Sets a status with notes under an optimistic lock on `version`, records the event and, when
 * e-mail notifications are on, queues the traveller's e-mail in the same transaction.
 */
export async function changeStatus(
  db: Database,
  id: string,
  change: Required<StatusChange>,
  admin: SessionUser,
  context: RequestContext,
): Promise<{ application: AdminApplication; emailed: boolean }> {
  assertAdmin(admin);
  const notes = change.notes?.trim() ?? '';
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status, version: applications.version })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!current) throw applicationNotFound();
    if (current.status === 'cancelled') {
      throw new AppError(409, errorCodes.applicationCancelled, cancelledApplicationMessage);
    }
    // A stale page is answered with the current state first (409 CONFLICT), which shows what still applies.
    if (current.version !== change.version) return null;
    if (!canMoveTo(current.status, change.status)) {
      throw new AppError(409, errorCodes.applicationDecided, decidedApplicationMessage);
    }
    // Every open case moves (core/cases.ts); the application's status is derived from them.
    await moveEveryOpenCase(tx, id, change.status, admin, notes || null);
    const [updated] = await tx.select().from(applications).where(eq(applications.id, id));
    if (!updated) return null;
    await recordAudit(tx, {
      action: 'application.status_changed',
      actor: admin,
      context,
      target: { type: 'application', id },
      applicationId: id,
      details: { reference: updated.referenceNumber, fromStatus: current.status, toStatus: change.status },
    });
    const settingsNow = await getSettings(tx);
    if (settingsNow.emailNotificationsEnabled) {
      await enqueueEmail(tx, {
        to: updated.email,
        template: 'applicationStatusChanged',
        language: updated.language,
        data: {
          firstName: updated.firstName,
          reference: updated.referenceNumber,
          status: change.status,
          notes: notes || null,
          documentsDeletedOn: deletionDayOf(updated, settingsNow.documentRetentionDays),
        },
      });
      return { emailed: true };
    }
    return { emailed: false };
  });
  const application = await getApplication(db, id);
  if (!result) throw new StaleVersionError(application);
  return { application, emailed: result.emailed };
}

/** An internal note: its own event in the history (the audit event names it, not its text); the status is untouched. */
export async function addNote(db: Database, id: string, notes: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const reference = await referenceOf(tx, id);
    await tx.insert(applicationEvents).values({
      applicationId: id,
      type: 'note',
      notes: notes.trim(),
      actorId: admin.id,
      actorName: actorNameOf(admin),
    });
    await recordAudit(tx, {
      action: 'application.note_added',
      actor: admin,
      context,
      target: { type: 'application', id },
      applicationId: id,
      details: { reference },
    });
  });
  return getApplication(db, id);
}

const percentChange = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/** The dashboard figures, each computed in SQL with an index (admin spec §2 'Dashboard', §3). */
export async function getStatistics(db: Database): Promise<AdminStatistics> {
  const [{ counters }, periods, countries, average, trend, activity] = await Promise.all([
    countWithoutSearch(db, { sort: 'createdAt', order: 'desc' }),
    rowsOf<Record<string, number>>(
      db.execute(sql`select
        (select coalesce(sum(count), 0) from user_counts where role = 'user')::int as users,
        (select coalesce(sum(count), 0) from application_day_counts
          where day > (now() at time zone 'UTC')::date - 30)::int as apps_now,
        (select coalesce(sum(count), 0) from application_day_counts
          where day > (now() at time zone 'UTC')::date - 60 and day <= (now() at time zone 'UTC')::date - 30)::int as apps_before,
        (select coalesce(sum(count), 0) from user_day_counts
          where role = 'user' and day > (now() at time zone 'UTC')::date - 30)::int as users_now,
        (select coalesce(sum(count), 0) from user_day_counts
          where role = 'user' and day > (now() at time zone 'UTC')::date - 60
            and day <= (now() at time zone 'UTC')::date - 30)::int as users_before`),
    ),
    rowsOf<{ country: string; count: number }>(
      db.execute(sql`select nationality as country, sum(count)::int as count from application_counts
        group by nationality having sum(count) > 0 order by sum(count) desc, nationality limit 5`),
    ),
    // From 'submitted' to the decision, over the latest 1,000 decisions (a bounded, rolling figure).
    rowsOf<{ hours: number | null }>(
      db.execute(sql`select avg(extract(epoch from d.created_at - s.created_at) / 3600)::float8 as hours
        from (select * from (
                (select application_id, created_at from application_events
                  where type = 'status_changed' and to_status = 'approved' order by created_at desc nulls last limit 1000)
                union all
                (select application_id, created_at from application_events
                  where type = 'status_changed' and to_status = 'rejected' order by created_at desc nulls last limit 1000)
              ) decisions order by created_at desc limit 1000) d
        join lateral (select created_at from application_events e
              where e.application_id = d.application_id and e.type = 'submitted'
              order by created_at limit 1) s on true`),
    ),
    rowsOf<{ day: string; count: number }>(
      db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
        from generate_series((now() at time zone 'UTC')::date - 6, (now() at time zone 'UTC')::date, interval '1 day') day
        left join (select day as d, sum(count) as count from application_day_counts
                   where day >= (now() at time zone 'UTC')::date - 6 group by 1) c on c.d = day::date
        order by day`),
    ),
    rowsOf<{ type: AdminStatistics['recentActivity'][number]['type']; at: string; who: string; ref: string | null }>(
      db.execute(sql`select * from (
        (select 'application_submitted' as type, e.created_at as at,
                a.first_name || ' ' || a.last_name as who, a.reference_number as ref
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'submitted' order by e.created_at desc nulls last limit 10)
        union all
        (select 'application_approved', e.created_at, a.first_name || ' ' || a.last_name, a.reference_number
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'status_changed' and e.to_status = 'approved' order by e.created_at desc nulls last limit 10)
        union all
        (select 'application_rejected', e.created_at, a.first_name || ' ' || a.last_name, a.reference_number
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'status_changed' and e.to_status = 'rejected' order by e.created_at desc nulls last limit 10)
        union all
        (select 'user_registered', created_at,
                coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email::text), null
           from users where role = 'user' order by created_at desc nulls last limit 10)
        union all
        (select 'support_request', created_at, name, application_reference
           from contact_messages order by created_at desc nulls last limit 10)
      ) activity order by at desc limit 10`),
    ),
  ]);
  const period = periods[0] ?? {};
  const hours = average[0]?.hours == null ? null : Number(average[0].hours);
  const decided = counters.approved + counters.rejected;
  return {
    totalApplications: counters.total,
    pendingApplications: counters.pending,
    processingApplications: counters.processing,
    approvedApplications: counters.approved,
    rejectedApplications: counters.rejected,
    totalUsers: Number(period.users ?? 0),
    applicationCompletionRate: counters.total ? Math.round((decided / counters.total) * 1000) / 10 : 0,
    averageProcessingTime: formatProcessingTime(hours),
    averageProcessingHours: hours === null ? null : Math.round(hours * 10) / 10,
    applicationsChange: percentChange(Number(period.apps_now ?? 0), Number(period.apps_before ?? 0)),
    usersChange: percentChange(Number(period.users_now ?? 0), Number(period.users_before ?? 0)),
    applicationsByCountry: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
    recentActivity: activity.map((row) => ({ type: row.type, date: iso(row.at), user: row.who, reference: row.ref })),
    applicationTrend: trend.map((row) => ({ date: row.day, count: Number(row.count) })),
  };
}
