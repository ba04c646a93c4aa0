import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ApplicationCounters, ApplicationFilters } from '../../../core/admin-applications';
import { adminSearchCountCap } from '../../../core/limits';
import { nextDay, startOfDayIn } from '../../../core/time-zones';
import type { Database } from '../../db/client';
import {
  applicationCounts,
  applicationDayCounts,
  applicationDayNationalityCounts,
  applications,
} from '../../db/schema';
import { filterConditions, keptCountsAnswer, statusCondition, type ViewerFilters, zonedDays } from './list-order';

const searchCountCap = adminSearchCountCap;

function countersFrom(counts: Record<string, number>, filters: ApplicationFilters) {
  const counters: ApplicationCounters = {
    total: counts.total ?? 0,
    pending: counts.pending ?? 0,
    processing: counts.processing ?? 0,
    approved: counts.approved ?? 0,
    partly_approved: counts.partly_approved ?? 0,
    rejected: counts.rejected ?? 0,
    cancelled: counts.cancelled ?? 0,
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
  partly_approved: sql<number>`${aggregate(sql`${status} = 'partly_approved'`)}::int`,
  rejected: sql<number>`${aggregate(sql`${status} = 'rejected'`)}::int`,
  cancelled: sql<number>`${aggregate(sql`${status} = 'cancelled'`)}::int`,
  expedited: sql<number>`${aggregate(sql`${processingType} = 'expedited'`)}::int`,
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
export function countSource(
  filters: ApplicationFilters,
  byDay = Boolean(filters.submittedFrom || filters.submittedTo),
) {
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
  const counts = zonedDays(filters) ? await zonedCounts(db, filters) : await keptCounts(db, filters);
  return countersFrom(counts, filters);
}

/** The counts of the kept tables over the filters, in UTC days. */
async function keptCounts(db: Database, filters: Omit<ApplicationFilters, 'search'>) {
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
  return numbers(row);
}

const dayMs = 86_400_000;
const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * Counts over the admin's own days (decision 025): the whole UTC days inside the range from the
 * kept day totals, the less than a day at either edge from the rows (the created_at index), so a
 * range in any time zone costs what a UTC range does plus two days' rows at most.
 */
async function zonedCounts(db: Database, filters: Omit<ApplicationFilters, 'search'>) {
  const timeZone = filters.timeZone ?? 'UTC';
  const start = filters.submittedFrom ? startOfDayIn(filters.submittedFrom, timeZone).getTime() : null;
  const end = filters.submittedTo ? startOfDayIn(nextDay(filters.submittedTo), timeZone).getTime() : null;
  const wholeFrom = start === null ? null : Math.ceil(start / dayMs) * dayMs;
  const wholeTo = end === null ? null : Math.floor(end / dayMs) * dayMs;
  const others = { nationality: filters.nationality, processingType: filters.processingType };
  const rowsBetween = (from: number | null, to: number | null) =>
    rowCounts(db, [
      ...filterConditions({ ...others, sort: 'createdAt', order: 'desc' }),
      ...(from === null ? [] : [gte(applications.createdAt, new Date(from))]),
      ...(to === null ? [] : [lt(applications.createdAt, new Date(to))]),
    ]);
  if (wholeFrom !== null && wholeTo !== null && wholeFrom >= wholeTo) return rowsBetween(start, end);
  const parts = await Promise.all([
    keptCounts(db, {
      ...others,
      sort: 'createdAt',
      order: 'desc',
      submittedFrom: wholeFrom === null ? undefined : utcDay(wholeFrom),
      submittedTo: wholeTo === null ? undefined : utcDay(wholeTo - dayMs),
    }),
    start !== null && wholeFrom !== null && start < wholeFrom ? rowsBetween(start, wholeFrom) : {},
    end !== null && wholeTo !== null && wholeTo < end ? rowsBetween(wholeTo, end) : {},
  ]);
  const sum: Record<string, number> = {};
  for (const part of parts) for (const [key, value] of Object.entries(part)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

/** The counters of the rows matching `conditions`, counted (a bounded range of rows). */
async function rowCounts(db: Database, conditions: SQL[]) {
  const [row] = await db
    .select(
      counterColumns(
        (condition) => (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`),
        sql`${applications.status}`,
        sql`${applications.processingType}`,
      ),
    )
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined);
  return numbers(row);
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
