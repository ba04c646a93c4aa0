import { eq } from 'drizzle-orm';
import { ukToday } from '../../../core/applications';
import type { CaseMove, RequestInformation } from '../../../core/case-requests';
import { caseMessages, fixableFieldsOf } from '../../../core/case-requests';
import { type CaseStatus, everyOpenCaseSubmitted, isOpenCase, wholeApplicationTarget } from '../../../core/cases';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { actorNameOf, type RequestContext } from '../../lib/audit';
import { applicationNotFound, badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { recordStaffWrite } from '../../lib/staff-write';
import { getSettings } from '../settings/service';
import { queueDecisionEmail, queueInformationNeededEmail } from './emails';
import type { FixLinks } from './fix-links';
import { type CaseRow, caseNotSubmitted, casesOf, moveCase, syncApplicationStatus } from './state';

/** Staff moves on one traveller's case (issue #17): request information, submit, decide. */

export async function lockedApplication(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw applicationNotFound();
  return row;
}

export function caseAt(cases: CaseRow[], index: number): CaseRow {
  const found = cases.find((item) => item.travellerIndex === index);
  if (!found) throw notFound(caseMessages.travellerNotFound, refusalCodes.travellerNotFound);
  return found;
}

const staffActor = (admin: SessionUser) => ({ id: admin.id, name: actorNameOf(admin) });

/** Staff ask one traveller for corrected answers and documents; the traveller is e-mailed the list. */
export async function requestInformation(
  db: Database,
  links: FixLinks,
  input: { applicationId: string; index: number; request: RequestInformation },
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const { index, request } = input;
  const notAsked = request.fields.filter((field) => !fixableFieldsOf(index).includes(field));
  if (notAsked.length > 0)
    throw badRequest(caseMessages.notRequested, { fields: refusalCodes.fixNotRequested }, refusalCodes.fixNotRequested);
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, input.applicationId);
    const current = caseAt(await casesOf(tx, application.id, { lock: true }), index);
    // The e-mailed link is bound to this request: a later one makes it void.
    const requestedAt = new Date();
    await moveCase(tx, current, 'information_needed', 'staff', {
      requestedFields: request.fields,
      requestedDocuments: request.documents,
      requestedReasons: request.reasons,
      requestMessage: request.message || null,
      requestedAt,
    });
    await recordStaffWrite(tx, {
      actor: admin,
      context,
      application: { id: application.id, reference: application.referenceNumber },
      history: {
        type: 'information_requested',
        travellerIndex: index,
        fromStatus: current.status,
        toStatus: 'information_needed',
        notes: request.message || null,
        details: { fields: request.fields, documents: request.documents, reasons: request.reasons },
      },
      audit: {
        action: 'case.information_requested',
        details: { travellerIndex: index, changed: [...request.fields, ...request.documents] },
      },
    });
    await syncApplicationStatus(tx, application.id, staffActor(admin));
    await queueInformationNeededEmail(tx, links, application, index, request, requestedAt);
  });
}

/** The other moves of one case: back to review, ready, submitted (with reference), granted, refused, invalid, cancelled. */
export async function moveTravellerCase(
  db: Database,
  input: { applicationId: string; index: number; move: CaseMove; today?: () => string },
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const today = checkedToday(input.move, input.today);
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, input.applicationId);
    const current = caseAt(await casesOf(tx, application.id, { lock: true }), input.index);
    return applyStaffMove(tx, application, current, input.move, { admin, context, today });
  });
}

/** The day a decision is recorded on; a decision date after it is refused (400). */
export function checkedToday(move: { decisionDate?: string }, clock: () => string = ukToday) {
  const today = clock();
  if (move.decisionDate && move.decisionDate > today) {
    throw badRequest(
      caseMessages.decisionDate,
      { decisionDate: refusalCodes.decisionDateInvalid },
      refusalCodes.decisionDateInvalid,
    );
  }
  return today;
}

/**
 * One staff move of one case inside the caller's transaction (the application and its cases
 * locked): the case, its event, the audit, the derived status and the decision e-mail.
 */
export async function applyStaffMove(
  tx: Database,
  application: typeof applications.$inferSelect,
  current: CaseRow,
  move: CaseMove,
  by: { admin: SessionUser; context: RequestContext; today: string },
) {
  const { admin, context, today } = by;
  const index = current.travellerIndex;
  const decided = ['granted', 'refused', 'invalid'].includes(move.status);
  await moveCase(tx, current, move.status, 'staff', {
    ...(move.status === 'submitted' ? { homeOfficeReference: move.homeOfficeReference, submittedAt: new Date() } : {}),
    ...(decided ? { decisionDate: move.decisionDate ?? today, decisionReason: move.reason || null } : {}),
    ...(move.status === 'in_review'
      ? { requestedFields: [], requestedDocuments: [], requestedReasons: [], requestMessage: null }
      : {}),
  });
  await recordStaffWrite(tx, {
    actor: admin,
    context,
    application: { id: application.id, reference: application.referenceNumber },
    history: {
      type: 'case_changed',
      travellerIndex: index,
      fromStatus: current.status,
      toStatus: move.status,
      notes: move.reason || null,
      details: {
        ...(move.homeOfficeReference ? { homeOfficeReference: move.homeOfficeReference } : {}),
        ...(decided ? { decisionDate: move.decisionDate ?? today } : {}),
      },
    },
    audit: {
      action: 'case.changed',
      details: { travellerIndex: index, fromStatus: current.status, toStatus: move.status },
    },
  });
  await syncApplicationStatus(tx, application.id, staffActor(admin));
  const settings = await getSettings(tx);
  if (decided && settings.emailNotificationsEnabled) {
    await queueDecisionEmail(tx, application, index, {
      status: move.status as 'granted' | 'refused' | 'invalid',
      reason: move.reason ?? null,
      decisionDate: move.decisionDate ?? today,
    });
  }
  return { emailed: decided && settings.emailNotificationsEnabled };
}

/**
 * PATCH …/status's whole-application moves on every open case, each a case event; the caller
 * checked the version and the application's own move. 'approved' and 'rejected' record the Home
 * Office's decision, so every open case must be `submitted` (409 CASE_NOT_SUBMITTED otherwise,
 * nothing moved); each decided traveller is e-mailed their own decision when e-mails are on.
 */
export async function moveEveryOpenCase(
  db: Database,
  applicationId: string,
  status: 'processing' | 'approved' | 'rejected',
  admin: SessionUser,
  notes: string | null,
) {
  const cases = await casesOf(db, applicationId, { lock: true });
  if (status !== 'processing' && !everyOpenCaseSubmitted(cases)) throw caseNotSubmitted();
  const today = ukToday();
  const decided: number[] = [];
  for (const current of cases) {
    const to: CaseStatus = wholeApplicationTarget(status, current.status);
    if (to === current.status || !isOpenCase(current.status)) continue;
    const decision = to === 'granted' || to === 'refused';
    await moveCase(
      db,
      current,
      to,
      'application',
      decision ? { decisionDate: today, decisionReason: to === 'refused' ? notes : null } : {},
    );
    if (decision) decided.push(current.travellerIndex);
    await db.insert(applicationEvents).values({
      applicationId,
      type: 'case_changed',
      travellerIndex: current.travellerIndex,
      fromStatus: current.status,
      toStatus: to,
      notes,
      actorId: admin.id,
      actorName: actorNameOf(admin),
    });
  }
  const result = await syncApplicationStatus(db, applicationId, staffActor(admin), notes);
  if (decided.length > 0 && (await getSettings(db)).emailNotificationsEnabled) {
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    for (const index of decided) {
      if (row)
        await queueDecisionEmail(db, row, index, {
          status: status === 'approved' ? 'granted' : 'refused',
          reason: status === 'rejected' ? notes : null,
          decisionDate: today,
        });
    }
  }
  return { ...result, decided };
}

/** The owner's cancellation before review: every case cancelled, the application with them. */
export async function cancelEveryCase(db: Database, applicationId: string, actor: { id: string; name: string }) {
  for (const current of await casesOf(db, applicationId, { lock: true })) {
    await moveCase(db, current, 'cancelled', 'traveller');
  }
  return syncApplicationStatus(db, applicationId, actor);
}
