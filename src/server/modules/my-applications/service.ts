import { asc, desc, eq, inArray } from 'drizzle-orm';
import { isBeforeSubmission } from '../../../core/cases';
import { refusalCodes } from '../../../core/errors';
import {
  type MyApplication,
  type MyApplicationListItem,
  type MyMessage,
  onlyPendingCancelMessage,
} from '../../../core/my-applications';
import { applicationNotFoundMessage } from '../../../core/not-found';
import { cancellationRefundPence, refundedEventAmount } from '../../../core/refunds';
import { staffOnlyEventTypes } from '../../../core/statuses';
import type { Database } from '../../db/client';
import { applications, contactMessages, contactReplies } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import { applicationNotFound, conflict, notYours } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import { deletionDayOf } from '../../lib/retention-rule';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/sessions';
import { iso } from '../../lib/sql';
import { recordApplicationAudit } from '../../lib/staff-write';
import { type ApplicationRow, getApplication } from '../admin-applications/service';
import { cancelEveryCase } from '../cases/service';
import { casesOf, casesOfMany } from '../cases/state';
import { travellersOf } from '../cases/travellers';
import { recordCancellationRefund, sendRefund } from '../refunds/service';
import { getSettings } from '../settings/service';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStaff = (user: SessionUser | null) => user?.role === 'admin';

/** The same 404 for a missing id, a malformed one and someone else's application. */

/** The signed-in user's applications, newest first, one page at a time (index applications_user_created_idx). */
export async function listMyApplications(
  db: Database,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ applications: MyApplicationListItem[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      firstName: applications.firstName,
      lastName: applications.lastName,
      nationality: applications.nationality,
      status: applications.status,
      statusNotes: applications.statusNotes,
      createdAt: applications.createdAt,
      lastStatusUpdate: applications.lastStatusUpdate,
      applicantCount: applications.applicantCount,
      processingType: applications.processingType,
      additionalApplicants: applications.additionalApplicants,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  // One row per traveller on the dashboard (issue #17): the page's cases in one query (their primary key).
  const cases = await casesOfMany(
    db,
    shown.map((row) => row.id),
  );
  return {
    applications: shown.map(({ additionalApplicants, ...row }) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastStatusUpdate: iso(row.lastStatusUpdate),
      travellers: travellersOf(
        { ...row, additionalApplicants } as ApplicationRow,
        cases.filter((item) => item.applicationId === row.id),
      ).map(({ index, firstName, lastName, caseStatus }) => ({ index, firstName, lastName, caseStatus })),
    })),
    hasMore: rows.length > pageSize,
  };
}

/** What a staff member's read of someone's application through the traveller's routes is recorded as. */
export type StaffRead = 'application.viewed' | 'application.receipt_downloaded';

/**
 * The row when the viewer may see it (its owner, or staff); otherwise the same 404 as a missing id.
 * A staff member's read of someone else's application is recorded (`staffRead`) before it is returned.
 */
export async function readableApplicationRow(
  db: Database,
  id: string,
  viewer: SessionUser,
  context: RequestContext,
  staffRead: StaffRead = 'application.viewed',
): Promise<ApplicationRow> {
  if (!uuidPattern.test(id)) throw applicationNotFound();
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  if (row.userId !== viewer.id) {
    if (!isStaff(viewer)) throw notYours(applicationNotFoundMessage, refusalCodes.applicationNotFound);
    await recordApplicationAudit(db, {
      action: staffRead,
      actor: viewer,
      context,
      application: { id: row.id, reference: row.referenceNumber },
      details: { via: 'traveller' },
    });
  }
  return row;
}

/** The detail for the owner or staff, shaped from the admin detail so there is one reading of a row. */
export async function getMyApplication(
  db: Database,
  id: string,
  viewer: SessionUser,
  context: RequestContext,
  staffRead: StaffRead = 'application.viewed',
): Promise<MyApplication> {
  const row = await readableApplicationRow(db, id, viewer, context, staffRead);
  // Staff reads are the staff's business: the traveller's page never lists them.
  const { accessLog: _accessLog, ...full } = await getApplication(db, row.id);
  const { payment } = full;
  return {
    ...full,
    additionalApplicants: full.additionalApplicants.map(({ email: _email, phone: _phone, ...traveller }) => traveller),
    // A document replaced by a fix is the staff's until the decision; the traveller sees the current ones.
    documents: full.documents
      .filter((document) => document.replacedAt === null)
      .map(({ id: documentId, kind, name, mimeType, sizeBytes, travellerIndex }) => ({
        id: documentId,
        kind,
        name,
        mimeType,
        sizeBytes,
        travellerIndex,
      })),
    payment: {
      cardholderName: payment.cardholderName,
      brand: payment.brand,
      maskedCard: payment.last4 ? `•••• ${payment.last4}` : null,
      expiry: payment.expiry,
      amountPence: payment.amountPence,
      governmentFeePence: payment.governmentFeePence,
      paidAt: payment.paidAt,
    },
    refunds: full.refunds,
    // Internal staff notes and assignments stay internal; the traveller sees submissions, status changes and cancellations.
    events: full.events
      .filter((event) => !staffOnlyEventTypes.includes(event.type))
      .map(({ id: eventId, type, fromStatus, toStatus, notes, travellerIndex, details, createdAt }) => {
        // A refund is said from its amount in the reader's words, never as the stored English note.
        const amountPence = type === 'refunded' ? refundedEventAmount(details, notes) : null;
        return {
          id: eventId,
          type,
          fromStatus,
          toStatus,
          notes: amountPence === null ? notes : null,
          amountPence,
          travellerIndex,
          createdAt,
        };
      }),
    canCancel: full.status === 'pending' && full.userId === viewer.id,
    cancellableTravellers:
      full.userId === viewer.id
        ? full.travellers.filter((item) => isBeforeSubmission(item.caseStatus)).map((item) => item.index)
        : [],
    travellerPricePence: cancellationRefundPence({
      cancelled: 1,
      travellers: full.applicantCount,
      perTravellerPence: full.payment.perTravellerPence,
      refundablePence: full.payment.refundablePence,
    }),
  };
}

function actorName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/**
 * The owner cancels a pending application: status, version, event, the confirmation e-mail and a
 * pending refund of everything paid, in one transaction; then the refund goes to the provider
 * (never with the transaction open). A refund whose outcome is unknown is retried by the loop.
 */
export async function cancelMyApplication(services: Services, id: string, user: SessionUser, context: RequestContext) {
  const { db } = services;
  if (!uuidPattern.test(id)) throw applicationNotFound();
  const refundId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw applicationNotFound();
    if (row.userId !== user.id) throw notYours(applicationNotFoundMessage, refusalCodes.applicationNotFound);
    if (row.status !== 'pending') throw conflict(onlyPendingCancelMessage, refusalCodes.applicationNotPending);
    return cancelLockedApplication(tx, row, user, { email: true });
  });
  if (refundId) await sendRefund(services, refundId);
  return getMyApplication(db, id, user, context);
}

/**
 * Cancels an application whose row the caller's transaction holds (select … for update) and
 * records the refund the policy gives (everything paid, before submission); returns the refund's
 * id, to be sent once the transaction commits. Also used when an account is deleted (decision 016).
 */
export async function cancelLockedApplication(
  tx: Database,
  row: ApplicationRow,
  user: SessionUser,
  options: { email: boolean },
) {
  // Every traveller's case is cancelled; the application's status follows (a 'cancelled' event).
  await cancelEveryCase(tx, row.id, { id: user.id, name: actorName(user) });
  const [cancelled] = await tx.select().from(applications).where(eq(applications.id, row.id));
  const cases = await casesOf(tx, row.id);
  if (options.email)
    await enqueueEmail(tx, {
      to: row.email,
      template: 'applicationCancelled',
      language: row.language,
      data: {
        firstName: row.firstName,
        reference: row.referenceNumber,
        documentsDeletedOn: cancelled && deletionDayOf(cancelled, cases, (await getSettings(tx)).documentRetentionDays),
      },
    });
  return recordCancellationRefund(tx, row);
}

const maxMessages = 100;

/**
 * The contact messages the user sent while signed in, with the staff replies. A message sent
 * anonymously stays out, even with the user's address: anyone can type an address.
 */
export async function listMyMessages(db: Database, user: SessionUser): Promise<MyMessage[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      message: contactMessages.message,
      status: contactMessages.status,
      applicationReference: contactMessages.applicationReference,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, user.id))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(maxMessages);
  if (rows.length === 0) return [];
  const replies = await db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({ id: reply.id, body: reply.body, createdAt: iso(reply.createdAt) })),
  }));
}
