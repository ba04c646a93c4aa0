import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEventRow, type AuditListQuery, auditDetailsSchema } from '../../../core/admin-audit';
import { isIsoDate } from '../../../core/applications';
import { referencePattern } from '../../../core/references';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import type { SessionUser } from '../../lib/sessions';
import { iso } from '../../lib/sql';

/** The start of a day (UTC) or the instant itself. */
const startOf = (value: string) => new Date(isIsoDate(value) ? `${value}T00:00:00Z` : value);

/** The end of a day (UTC: the next midnight, exclusive) or the instant itself. */
function endOf(value: string): Date {
  if (!isIsoDate(value)) return new Date(value);
  const end = new Date(`${value}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

function filterConditions(query: AuditListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditEvents.actorId, query.actor));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.target) {
    // A reference finds the application's events even after it is erased (each keeps it).
    conditions.push(
      referencePattern.test(query.target)
        ? sql`(${auditEvents.details} ->> 'reference') = ${query.target}`
        : (or(eq(auditEvents.targetId, query.target), eq(auditEvents.applicationId, query.target)) as SQL),
    );
  }
  if (query.from) conditions.push(gte(auditEvents.createdAt, startOf(query.from)));
  if (query.to) conditions.push(lt(auditEvents.createdAt, endOf(query.to)));
  return conditions;
}

/**
 * Events older (`after`) or newer (`before`) than the cursor's event, as a row comparison on the
 * list's order that the (…, created_at desc, id desc) indexes answer as a range. The cursor's
 * values are read in SQL: JavaScript dates would lose microseconds.
 */
function beyond(cursor: string, direction: 'older' | 'newer'): SQL {
  const operator = sql.raw(direction === 'older' ? '<' : '>');
  return sql`(${auditEvents.createdAt}, ${auditEvents.id}) ${operator}
    (select created_at, id from ${auditEvents} where id = ${cursor}::bigint)`;
}

/**
 * One page of the audit trail, newest first, filtered, paged by keyset: `after` the last event of
 * a page gives the next (older) one, `before` the first event gives the previous (newer) one, so
 * a deep page costs what the first does and new events never shift a page under the reader.
 */
export async function listAuditEvents(db: Database, query: AuditListQuery, admin: SessionUser) {
  assertAdmin(admin);
  const newestFirst = !query.before;
  const conditions = [
    ...filterConditions(query),
    ...(query.after ? [beyond(query.after, 'older')] : []),
    ...(query.before ? [beyond(query.before, 'newer')] : []),
  ];
  const direction = sql.raw(newestFirst ? 'desc nulls last' : 'asc nulls first');
  const rows = await db
    .select({ event: auditEvents, targetEmail: users.email })
    .from(auditEvents)
    .leftJoin(users, and(eq(auditEvents.targetType, 'user'), eq(users.id, auditEvents.targetId)))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${auditEvents.createdAt} ${direction}`, sql`${auditEvents.id} ${direction}`)
    .limit(query.pageSize + 1);
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  if (!newestFirst) page.reverse();
  const events: AuditEventRow[] = page.map(({ event, targetEmail }) => ({
    id: String(event.id),
    createdAt: iso(event.createdAt),
    actorId: event.actorId,
    actorName: event.actorName,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    targetName: targetEmail ?? null,
    applicationId: event.applicationId,
    requestId: event.requestId,
    ip: event.ip,
    details: auditDetailsSchema.safeParse(event.details).data ?? {},
  }));
  // Going back from an older page, or forward from a newer one, there is always the page we came from.
  const hasOlder = newestFirst ? more : true;
  const hasNewer = newestFirst ? Boolean(query.after) : more;
  return {
    events,
    nextCursor: hasOlder ? (events.at(-1)?.id ?? null) : null,
    previousCursor: hasNewer ? (events[0]?.id ?? null) : null,
  };
}
