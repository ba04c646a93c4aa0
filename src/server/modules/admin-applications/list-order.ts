import { type AnyColumn, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type ApplicationFilters, passportSearchKey } from '../../../core/admin-applications';
import { keepsUtcDays, nextDay, startOfDayIn } from '../../../core/time-zones';
import { applications, travellerCases, users } from '../../db/schema';
import { likePattern } from '../../lib/sql';

/** A member of staff's name as the history keeps it: full name, else username, else e-mail (actorNameOf). */
export const staffNameSql = sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username}::text, ${users.email}::text)`;

/**
 * Whether the row's application is open and shares a passport with another open one: a column of
 * the list's page query, one probe of applications_passport_keys_idx per row shown. Counted, not
 * `exists`: with every passport different, PostgreSQL has no element statistics for the keys and
 * guesses 1% of rows match, so for an `exists` it reads the table from the start expecting a match
 * soon, and finds none (decision 007, at a million: over 30 s a page).
 */
export const sharesPassport = sql<boolean>`(${applications.status} in ('pending', 'reviewing', 'processing')
  and (select count(*) from applications other
    where other.id <> ${applications.id} and other.status in ('pending', 'reviewing', 'processing')
      and passport_keys(other.passport_number, other.issuing_country, other.additional_applicants)
          && passport_keys(${applications.passportNumber}, ${applications.issuingCountry}, ${applications.additionalApplicants})) > 0)`;

/** The filters as the list's caller sees them: My cases needs to know who asks. */
export type ViewerFilters = ApplicationFilters & { viewerId?: string };

/** The queue's views (decision 018): open applications assigned to the viewer, or to nobody; or waiting on a traveller. */
export function viewConditions(filters: ViewerFilters): SQL[] {
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
export const keptCountsAnswer = (filters: ApplicationFilters) =>
  !filters.search && !filters.userId && !filters.suitability && (filters.view ?? 'all') === 'all';

/** Every traveller's passport number in normal form (migration 0017, GIN-indexed). */
const passportNumbersSql = sql`passport_numbers(${applications.passportNumber}, ${applications.additionalApplicants})`;

/** Date filters in a zone whose days are not UTC's: the UTC day totals cannot answer them alone. */
export const zonedDays = (filters: ApplicationFilters) =>
  Boolean(filters.submittedFrom || filters.submittedTo) && !keepsUtcDays(filters.timeZone);

/** The WHERE conditions of the list, its counters and its export; the status filter apart. */
export function filterConditions(filters: ViewerFilters): SQL[] {
  const conditions: SQL[] = [...viewConditions(filters)];
  if (filters.search) {
    const words = sql`${applications.searchText} like ${likePattern(filters.search)}`;
    // A term that may be a passport number is also looked up, exactly, among every traveller's numbers.
    const passport = passportSearchKey(filters.search);
    conditions.push(passport ? sql`(${words} or ${passportNumbersSql} @> array[${passport}]::text[])` : words);
  }
  // One account's applications: index applications_user_created_idx, a few rows counted.
  if (filters.userId) conditions.push(eq(applications.userId, filters.userId));
  if (filters.nationality) conditions.push(eq(applications.nationality, filters.nationality));
  if (filters.processingType) conditions.push(eq(applications.processingType, filters.processingType));
  // A yes to a suitability question (decision 033): partial index applications_suitability_idx.
  if (filters.suitability === 'yes') conditions.push(eq(applications.suitabilityDeclared, true));
  // The admin's calendar days (decision 025): from the start of the first to the start of the day after the last.
  const timeZone = filters.timeZone ?? 'UTC';
  if (filters.submittedFrom) {
    conditions.push(gte(applications.createdAt, startOfDayIn(filters.submittedFrom, timeZone)));
  }
  if (filters.submittedTo) {
    conditions.push(lt(applications.createdAt, startOfDayIn(nextDay(filters.submittedTo), timeZone)));
  }
  return conditions;
}

export function statusCondition(filters: ApplicationFilters): SQL[] {
  return filters.status && filters.status !== 'all' ? [eq(applications.status, filters.status)] : [];
}

/**
 * A column of the list order, ascending or not. `descIndex`: its index holds it DESC NULLS LAST
 * (created_at, id), so the order must say NULLS LAST descending and NULLS FIRST ascending to use it.
 */
export type SortKey = { column: AnyColumn; ascending: boolean; descIndex?: boolean };

/**
 * The list order for each sort, ending in a unique column so paging is stable. Each matches an
 * index; those hold created_at and id as DESC NULLS LAST, so their keys say so (or the reverse).
 */
export function sortKeys(filters: ApplicationFilters, reverse = false): SortKey[] {
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

export function orderBy(filters: ApplicationFilters, reverse = false): SQL[] {
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
export function after(keys: SortKey[], id: string, { inclusive = false } = {}): SQL {
  const columns = sql.join(
    keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const values = sql`(select ${columns} from ${applications} where ${applications.id} = ${id})`;
  const operator = sql.raw(`${keys[0]!.ascending ? '>' : '<'}${inclusive ? '=' : ''}`);
  return sql`(${columns}) ${operator} ${values}`;
}

/** Whether the keys all go one way, so `after` can use them. Sorted by status, the dates go the other way. */
export const oneWay = (keys: SortKey[]) => keys.every((key) => key.ascending === keys[0]!.ascending);

export const listColumns = {
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
  suitabilityDeclared: applications.suitabilityDeclared,
  informationNeeded: sql<boolean>`exists (select 1 from ${travellerCases} where ${travellerCases.applicationId} = ${applications.id} and ${travellerCases.status} = 'information_needed')`,
  // A family's outcome ('1 of 4 refused'): read only for a partly approved row (its primary key).
  refusedTravellers: sql<number>`(case when ${applications.status} = 'partly_approved' then (select count(*) from ${travellerCases} where ${travellerCases.applicationId} = ${applications.id} and ${travellerCases.status} = 'refused') else 0 end)::int`,
  decidedTravellers: sql<number>`(case when ${applications.status} = 'partly_approved' then (select count(*) from ${travellerCases} where ${travellerCases.applicationId} = ${applications.id} and ${travellerCases.status} in ('granted', 'refused')) else 0 end)::int`,
};
