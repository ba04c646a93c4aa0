import { asc, eq, inArray } from 'drizzle-orm';
import { type BulkRequest, type BulkResult, queueErrorCodes, queueMessages } from '../../../core/admin-queue';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { actorNameOf, type RequestContext, recordAudit } from '../../lib/audit';
import { AppError, applicationNotFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { recordApplicationAudit } from '../../lib/staff-write';
import type { ApplicationRow } from '../admin-applications/service';
import { casesOf, moveCase, syncApplicationStatus } from '../cases/state';
import { assign } from './service';

/**
 * 'Mark in review': staff start the review of a pending application. Each traveller's case moves
 * through the transition table (in review, now touched: `moveCase`) and the application's status is
 * derived from the cases ('Under Review'), a status_changed event and a new version with it, as
 * every other move records it. No e-mail: the traveller's page shows 'Under Review'.
 */
export async function markInReview(db: Database, id: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status, reference: applications.referenceNumber })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!row) throw applicationNotFound();
    if (row.status !== 'pending') throw new AppError(409, queueErrorCodes.notPending, queueMessages.notPending);
    for (const current of await casesOf(tx, id, { lock: true })) {
      if (current.status === 'in_review') await moveCase(tx, current, 'in_review', 'staff');
    }
    const synced = await syncApplicationStatus(tx, id, { id: admin.id, name: actorNameOf(admin) });
    await recordApplicationAudit(tx, {
      action: 'application.status_changed',
      actor: admin,
      context,
      application: { id, reference: row.reference },
      details: { fromStatus: 'pending', toStatus: synced?.to ?? 'reviewing' },
    });
  });
}

/**
 * One action on each selected application, one after another, each in its own transaction: the
 * answer says which were done and why any other was not (the same codes as the single actions).
 */
export async function runBulk(
  db: Database,
  request: BulkRequest,
  admin: SessionUser,
  context: RequestContext,
): Promise<BulkResult> {
  assertAdmin(admin);
  const results: BulkResult['results'] = [];
  for (const id of new Set(request.ids)) {
    try {
      if (request.action === 'assign') await assign(db, id, { assigneeId: request.assigneeId }, admin, context);
      else await markInReview(db, id, admin, context);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError) || error.code === queueErrorCodes.notStaff) throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  return { success: true, results };
}

/** The selected applications for their CSV, in the queue's order; the export is recorded first. */
export async function exportSelection(
  db: Database,
  ids: string[],
  admin: SessionUser,
  context: RequestContext,
): Promise<ApplicationRow[]> {
  assertAdmin(admin);
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.arrivalDate), asc(applications.id));
  await recordAudit(db, {
    action: 'applications.exported',
    actor: admin,
    context,
    details: {
      filters: { selection: String(ids.length) },
      searched: false,
      rowCount: rows.length,
      completed: true,
      references: rows.map((row) => row.referenceNumber),
    },
  });
  return rows;
}
