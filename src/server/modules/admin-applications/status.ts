import { eq } from 'drizzle-orm';
import {
  type AdminApplication,
  cancelledApplicationMessage,
  type StatusChange,
} from '../../../core/admin-applications';
import { errorCodes } from '../../../core/errors';
import { canMoveTo, decidedApplicationMessage } from '../../../core/statuses';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import type { RequestContext } from '../../lib/audit';
import { AppError, applicationNotFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { deletionDayOf } from '../../lib/retention-rule';
import type { SessionUser } from '../../lib/sessions';
import { recordApplicationAudit, recordStaffWrite } from '../../lib/staff-write';
import { moveEveryOpenCase } from '../cases/service';
import { casesOf } from '../cases/state';
import { getSettings } from '../settings/service';
import { getApplication, referenceOf } from './detail';

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
    // Every open case moves (core/cases.ts); a decision only on submitted cases, each traveller
    // e-mailed their own; the application's status is derived from the cases.
    const moved = await moveEveryOpenCase(tx, id, change.status, admin, notes || null);
    const [updated] = await tx.select().from(applications).where(eq(applications.id, id));
    if (!updated) return null;
    await recordApplicationAudit(tx, {
      action: 'application.status_changed',
      actor: admin,
      context,
      application: { id, reference: updated.referenceNumber },
      details: { fromStatus: current.status, toStatus: change.status },
    });
    const settingsNow = await getSettings(tx);
    if (!settingsNow.emailNotificationsEnabled) return { emailed: false };
    if (change.status === 'processing') {
      await enqueueEmail(tx, {
        to: updated.email,
        template: 'applicationStatusChanged',
        language: updated.language,
        data: {
          firstName: updated.firstName,
          reference: updated.referenceNumber,
          status: change.status,
          notes: notes || null,
          documentsDeletedOn: deletionDayOf(updated, await casesOf(tx, id), settingsNow.documentRetentionDays),
        },
      });
    }
    return { emailed: change.status === 'processing' || moved.decided.length > 0 };
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
    await recordStaffWrite(tx, {
      actor: admin,
      context,
      application: { id, reference },
      history: { type: 'note', notes: notes.trim() },
      audit: { action: 'application.note_added' },
    });
  });
  return getApplication(db, id);
}
