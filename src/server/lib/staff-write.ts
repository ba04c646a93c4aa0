import type { AuditAction, AuditDetails } from '../../core/admin-audit';
import type { Database } from '../db/client';
import { applicationEvents } from '../db/schema';
import { type AuditActor, actorNameOf, type RequestContext, recordAudit } from './audit';

/** The application an event concerns: its id, and its reference, which the audit trail keeps after the row is erased. */
export interface AuditedApplication {
  id: string;
  reference: string;
}

/**
 * One audit event about an application (decision 008): the application as its target and subject,
 * its reference first in the details. A staff read records it before the data is sent.
 */
export async function recordApplicationAudit(
  db: Database,
  event: {
    action: AuditAction;
    actor: AuditActor;
    context: RequestContext;
    application: AuditedApplication;
    details?: AuditDetails;
  },
): Promise<void> {
  const { application } = event;
  await recordAudit(db, {
    action: event.action,
    actor: event.actor,
    context: event.context,
    target: { type: 'application', id: application.id },
    applicationId: application.id,
    details: { reference: application.reference, ...event.details },
  });
}

/** What the application's history shows of a staff write; its application and author are filled in. */
export type HistoryEntry = Omit<
  typeof applicationEvents.$inferInsert,
  'id' | 'applicationId' | 'actorId' | 'actorName'
>;

/**
 * A staff write on an application, told twice in one call: the entry of the application's history
 * (which the traveller's and staff's pages read) and the audit event (decision 008). Pass the
 * transaction that makes the change, so the change and both records are written or none is.
 */
export async function recordStaffWrite(
  tx: Database,
  write: {
    actor: AuditActor;
    context: RequestContext;
    application: AuditedApplication;
    history: HistoryEntry;
    audit: { action: AuditAction; details?: AuditDetails };
  },
): Promise<void> {
  const { actor, application } = write;
  await tx.insert(applicationEvents).values({
    ...write.history,
    applicationId: application.id,
    actorId: actor.id,
    actorName: actorNameOf(actor),
  });
  await recordApplicationAudit(tx, { ...write.audit, actor, context: write.context, application });
}
