import { and, eq } from 'drizzle-orm';
import { type ApplicationStatus, applicationStatuses } from '../../../core/statuses';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import type { SessionUser } from '../../lib/sessions';

import { after, filterConditions, oneWay, orderBy, sortKeys, statusCondition, type ViewerFilters } from './list-order';

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
