import { and, eq, inArray, isNull, notExists, notInArray } from 'drizzle-orm';
import { applications, contactMessages, documents, payments } from '../../db/schema';
import type { SessionUser } from '../../lib/sessions';
import type { Services } from '../applications/service';
import { cancelLockedApplication } from '../my-applications/service';
import { sendRefund } from '../refunds/service';
import { deleteDocumentsWhere, eraseApplication, erasePaymentSnapshot, type RetentionDeps } from './erase';

/** Under review by us, not yet submitted to the Home Office: cancelled, and refunded by the policy. */
const beforeSubmission = ['pending', 'reviewing'] as const;
/** Submitted to the Home Office: kept until decided, then erased by the retention job. */
const awaitingDecision = ['processing'] as const;
/** Payments whose money is, or may be, taken without an application yet: staff still need their answers. */
const paymentsStaffNeed = ['processing', 'succeeded', 'needs_attention'] as const;

/**
 * What deleting an account does before the user row goes (decision 016): each application under
 * review is cancelled and refunded in full; every application not waiting for a Home Office
 * decision is erased now (documents, answers, payment snapshot; the minimal record stays); the
 * account's other uploads, unused payment snapshots and contact messages are deleted. `actor` is
 * who deletes it: the traveller, or staff (DELETE /api/admin/users/{id}).
 */
export async function eraseAccountData(services: Services & RetentionDeps, accountId: string, actor: SessionUser) {
  const { db } = services;
  const refundIds = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.userId, accountId), inArray(applications.status, [...beforeSubmission])))
      .for('update');
    const ids: string[] = [];
    for (const row of rows) {
      const refundId = await cancelLockedApplication(tx, row, actor, { email: false });
      if (refundId) ids.push(refundId);
    }
    return ids;
  });
  // The refunds reach the provider (and their e-mails are queued) while the addresses still exist.
  for (const refundId of refundIds) await sendRefund(services, refundId);

  const owned = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, accountId), isNull(applications.personalDataErasedAt)));
  for (const row of owned) {
    if (!(awaitingDecision as readonly string[]).includes(row.status)) await eraseApplication(services, row.id);
  }
  await deleteDocumentsWhere(services, and(eq(documents.userId, accountId), isNull(documents.applicationId)));
  const unused = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, accountId),
        notInArray(payments.status, [...paymentsStaffNeed]),
        notExists(db.select().from(applications).where(eq(applications.paymentId, payments.id))),
      ),
    );
  for (const payment of unused) await erasePaymentSnapshot(db, payment.id);
  await db.delete(contactMessages).where(eq(contactMessages.userId, accountId));
}
