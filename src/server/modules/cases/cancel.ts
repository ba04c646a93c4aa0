import { eq } from 'drizzle-orm';
import { caseMessages } from '../../../core/case-requests';
import { isBeforeSubmission } from '../../../core/cases';
import { refusalCodes } from '../../../core/errors';
import { applicationNotFoundMessage } from '../../../core/not-found';
import { systemRefundReasons } from '../../../core/refunds';
import type { Database } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import { actorNameOf, type RequestContext } from '../../lib/audit';
import { applicationNotFound, notFound, notYours } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/sessions';
import { recordApplicationAudit } from '../../lib/staff-write';
import { recordCancellationRefund, sendRefund } from '../refunds/service';
import { type CaseRow, casesOf, moveCase, syncApplicationStatus } from './state';

type ApplicationRow = typeof applications.$inferSelect;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reasons a refund of one traveller's price carries (the history and the receipt show them). */
export const travellerCancelledReason = {
  traveller: systemRefundReasons.travellerCancelledByOwner,
  staff: systemRefundReasons.travellerCancelledByStaff,
  account: systemRefundReasons.accountDeleted,
} as const;

/**
 * Cancels the travellers given (each not yet submitted: the transition table refuses any other,
 * 409 CASE_MOVE_REFUSED) inside the caller's transaction, which holds the application's row lock;
 * each is a case event, the application's status follows, and their price (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money
 * and erasure follow each traveller') is recorded as one pending refund, whose id is returned
 * to be sent once the transaction commits.
 */
export async function cancelCases(
  tx: Database,
  row: ApplicationRow,
  cases: readonly CaseRow[],
  actor: SessionUser,
  reason: keyof typeof travellerCancelledReason,
): Promise<string | null> {
  if (cases.length === 0) return null;
  const by = actor.role === 'admin' && actor.id !== row.userId ? 'staff' : 'traveller';
  for (const current of cases) {
    await moveCase(tx, current, 'cancelled', by);
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      type: 'case_changed',
      travellerIndex: current.travellerIndex,
      fromStatus: current.status,
      toStatus: 'cancelled',
      actorId: actor.id,
      actorName: actorNameOf(actor),
    });
  }
  await syncApplicationStatus(tx, row.id, { id: actor.id, name: actorNameOf(actor) });
  return recordCancellationRefund(tx, row, cases.length, travellerCancelledReason[reason]);
}

/** The travellers of an application not yet submitted to the Home Office (the ones a cancellation may take). */
export const casesBeforeSubmission = (cases: readonly CaseRow[]) =>
  cases.filter((item) => isBeforeSubmission(item.status));

/**
 * One traveller cancelled by the application's owner (from the application page) or by staff,
 * refunded that traveller's price; the refund reaches the provider after the commit.
 */
export async function cancelTraveller(
  services: Services,
  input: { applicationId: string; index: number; ownerOnly?: boolean },
  actor: SessionUser,
  context: RequestContext,
) {
  const { db } = services;
  if (!uuidPattern.test(input.applicationId)) throw applicationNotFound();
  const refundId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, input.applicationId)).for('update');
    if (!row) throw applicationNotFound();
    const staff = actor.role === 'admin' && !input.ownerOnly;
    if (row.userId !== actor.id && !staff) throw notYours(applicationNotFoundMessage, refusalCodes.applicationNotFound);
    const current = (await casesOf(tx, row.id, { lock: true })).find((item) => item.travellerIndex === input.index);
    if (!current) throw notFound(caseMessages.travellerNotFound, refusalCodes.travellerNotFound);
    const id = await cancelCases(tx, row, [current], actor, row.userId === actor.id ? 'traveller' : 'staff');
    await recordApplicationAudit(tx, {
      action: 'case.changed',
      actor,
      context,
      application: { id: row.id, reference: row.referenceNumber },
      details: { travellerIndex: input.index, fromStatus: current.status, toStatus: 'cancelled' },
    });
    return id;
  });
  if (refundId) await sendRefund(services, refundId);
}
