import { and, eq, inArray, isNull, notExists, notInArray } from 'drizzle-orm';
import { isAwaitingDecision, isOpenCase } from '../../../core/cases';
import type { Database } from '../../db/client';
import { applications, contactMessages, documents, payments } from '../../db/schema';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/sessions';
import { travellerIndexOfDocument } from '../../lib/traveller-documents';
import { cancelCases, casesBeforeSubmission } from '../cases/cancel';
import { casesOf } from '../cases/state';
import { sendRefund } from '../refunds/service';
import { deleteDocumentsWhere, eraseApplication, erasePaymentSnapshot, type RetentionDeps } from './erase';

/** Payments whose money is, or may be, taken without an application yet: staff still need their answers. */
const paymentsStaffNeed = ['processing', 'succeeded', 'needs_attention'] as const;

/**
 * One application of a deleted account, per traveller (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money and erasure follow each
 * traveller'): the travellers not yet submitted are cancelled and refunded their price; whether a
 * submitted one still awaits the Home Office's decision (then the application is kept for it) and
 * the travellers already closed, whose documents go now.
 */
async function cancelForDeletion(tx: Database, id: string, actor: SessionUser) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) return { refundId: null, keep: false, closed: [] as number[], row: null };
  const cases = await casesOf(tx, id, { lock: true });
  const refundId = await cancelCases(tx, row, casesBeforeSubmission(cases), actor, 'account');
  const now = await casesOf(tx, id);
  return {
    refundId,
    keep: now.some((item) => isAwaitingDecision(item.status)),
    closed: now.filter((item) => !isOpenCase(item.status)).map((item) => item.travellerIndex),
    row,
  };
}

/**
 * What deleting an account does before the user row goes (decision 016, per traveller): in each
 * application the travellers not yet submitted are cancelled and refunded; an application with a
 * traveller submitted and undecided is kept until the decision (then the retention job erases it),
 * only the closed travellers' documents going now; every other application is erased now
 * (documents, answers, payment snapshot; the minimal record stays). The account's other uploads,
 * unused payment snapshots and contact messages are deleted. It never refuses because travellers
 * stand at different stages. `actor` is who deletes it: the traveller, or staff.
 */
export async function eraseAccountData(services: Services & RetentionDeps, accountId: string, actor: SessionUser) {
  const { db } = services;
  const owned = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, accountId), isNull(applications.personalDataErasedAt)));
  const outcomes = [];
  for (const { id } of owned) outcomes.push(await db.transaction((tx) => cancelForDeletion(tx, id, actor)));
  // The refunds reach the provider (and their e-mails are queued) while the addresses still exist.
  for (const { refundId } of outcomes) if (refundId) await sendRefund(services, refundId);
  for (const { row, keep, closed } of outcomes) {
    if (!row) continue;
    if (!keep) {
      await eraseApplication(services, row.id);
      continue;
    }
    const closedDocuments = (
      await db
        .select({ id: documents.id, travellerIndex: documents.travellerIndex })
        .from(documents)
        .where(eq(documents.applicationId, row.id))
    ).filter((document) => closed.includes(travellerIndexOfDocument(document, row.additionalApplicants)));
    if (closedDocuments.length > 0)
      await deleteDocumentsWhere(
        services,
        inArray(
          documents.id,
          closedDocuments.map((document) => document.id),
        ),
      );
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
