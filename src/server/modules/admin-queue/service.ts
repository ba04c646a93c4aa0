import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  type Assignment,
  type AssignRequest,
  arrivesWithin72Hours,
  isOpen,
  queueErrorCodes,
  queueMessages,
  reviewClockOf,
  reviewDueAt,
  type StaffMember,
} from '../../../core/admin-queue';
import { arrivalAtRisk } from '../../../core/decision-deadline';
import type { Database } from '../../db/client';
import { applications, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import type { RequestContext } from '../../lib/audit';
import { AppError, applicationNotFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { iso, isoOrNull } from '../../lib/sql';
import { recordStaffWrite } from '../../lib/staff-write';
import { staffNameSql } from '../admin-applications/list-order';
import { getSettings } from '../settings/service';

/** Every traveller's passport of an application, as the GIN index applications_passport_keys_idx holds it. */
export const passportKeys = (table: {
  passportNumber: unknown;
  issuingCountry: unknown;
  additionalApplicants: unknown;
}) => sql`passport_keys(${table.passportNumber}, ${table.issuingCountry}, ${table.additionalApplicants})`;

const openCondition = sql`${applications.status} in ('pending', 'reviewing', 'processing')`;

/** The admins an application can be assigned to, by name (a team: bounded). */
export async function staffMembers(db: Database): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: staffNameSql })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(staffNameSql), asc(users.id))
    .limit(500);
}

/** The application's row locked for the change, with its assignee's name. */
async function lockedRow(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      reference: applications.referenceNumber,
      status: applications.status,
      version: applications.version,
      assignedTo: applications.assignedTo,
      assigneeName: sql<
        string | null
      >`(select ${staffNameSql} from ${users} where ${users.id} = ${applications.assignedTo})`,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  if (!row) throw applicationNotFound();
  return row;
}

type Change = { type: 'claimed' | 'assigned' | 'released'; assignee: string | null; notes: string | null };

/** Sets the assignee, writes the History entry and the audit event in the caller's transaction. */
async function record(
  tx: Database,
  row: { id: string; reference: string },
  change: Change,
  admin: SessionUser,
  context: RequestContext,
) {
  await tx
    .update(applications)
    .set({ assignedTo: change.assignee, claimedAt: change.assignee ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(applications.id, row.id));
  await recordStaffWrite(tx, {
    actor: admin,
    context,
    application: row,
    history: { type: change.type, notes: change.notes },
    audit: { action: `application.${change.type}` },
  });
}

const closed = () => new AppError(409, queueErrorCodes.applicationClosed, queueMessages.notOpen);

/** The admin takes an unassigned open application. Claiming one's own again changes nothing. */
export async function claim(db: Database, id: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (row.assignedTo === admin.id) return;
    if (!isOpen(row.status)) throw closed();
    if (row.assignedTo) {
      throw new AppError(
        409,
        queueErrorCodes.alreadyAssigned,
        queueMessages.alreadyAssigned(row.assigneeName ?? ''),
        undefined,
        undefined,
        { name: row.assigneeName ?? '' },
      );
    }
    await record(tx, row, { type: 'claimed', assignee: admin.id, notes: null }, admin, context);
  });
  return assignmentOf(db, id);
}

/** Whether `id` is an admin's account. */
async function isStaff(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin')));
  return Boolean(row);
}

/**
 * Gives an open application to a member of staff (the caller or a colleague). With
 * `expectedAssigneeId` it is refused when someone changed the assignee since the caller looked.
 */
export async function assign(
  db: Database,
  id: string,
  request: AssignRequest,
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  if (!(await isStaff(db, request.assigneeId))) {
    throw new AppError(400, queueErrorCodes.notStaff, queueMessages.notStaff, { assigneeId: queueMessages.notStaff });
  }
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (request.expectedAssigneeId !== undefined && request.expectedAssigneeId !== row.assignedTo) {
      throw new AppError(409, queueErrorCodes.assignmentChanged, queueMessages.assignmentChanged);
    }
    if (row.assignedTo === request.assigneeId) return;
    if (!isOpen(row.status)) throw closed();
    const [assignee] = await tx.select({ name: staffNameSql }).from(users).where(eq(users.id, request.assigneeId));
    const self = request.assigneeId === admin.id;
    const change: Change = self
      ? { type: 'claimed', assignee: admin.id, notes: null }
      : { type: 'assigned', assignee: request.assigneeId, notes: assignee?.name ?? null };
    await record(tx, row, change, admin, context);
  });
  return assignmentOf(db, id);
}

/** The assignee gives the application back to Unassigned; nobody else may (they assign it instead). */
export async function release(db: Database, id: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (!row.assignedTo) return;
    if (row.assignedTo !== admin.id) throw new AppError(409, queueErrorCodes.notAssignee, queueMessages.notAssignee);
    await record(tx, row, { type: 'released', assignee: null, notes: null }, admin, context);
  });
  return assignmentOf(db, id);
}

/** Who has the application, its clocks, and the other open applications with one of its passports. */
export async function assignmentOf(db: Database, id: string, now = new Date()): Promise<Assignment> {
  const [row] = await db
    .select({
      status: applications.status,
      paidAt: applications.paidAt,
      createdAt: applications.createdAt,
      arrivalDate: applications.arrivalDate,
      assignedTo: applications.assignedTo,
      claimedAt: applications.claimedAt,
      assigneeName: sql<
        string | null
      >`(select ${staffNameSql} from ${users} where ${users.id} = ${applications.assignedTo})`,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  const duplicates = isOpen(row.status) ? await duplicatesOf(db, id) : [];
  const { visaProcessingTime } = await getSettings(db);
  const paidAt = row.paidAt ?? row.createdAt;
  const clock = reviewClockOf(row.status, paidAt, now);
  return {
    assignee: row.assignedTo ? { id: row.assignedTo, name: row.assigneeName ?? '' } : null,
    claimedAt: isoOrNull(row.claimedAt),
    reviewClock: clock,
    reviewDueAt: clock ? iso(reviewDueAt(paidAt)) : null,
    departsWithin72Hours: isOpen(row.status) && arrivesWithin72Hours(row.arrivalDate, now),
    arrivalAtRisk: arrivalAtRisk(row.status, row.arrivalDate, paidAt, visaProcessingTime),
    duplicates,
  };
}

function duplicatesOf(db: Database, id: string) {
  const self = db
    .select({ keys: passportKeys(applications) })
    .from(applications)
    .where(eq(applications.id, id));
  const shared: SQL = sql`${passportKeys(applications)} && (${self})`;
  return db
    .select({ id: applications.id, referenceNumber: applications.referenceNumber, status: applications.status })
    .from(applications)
    .where(and(ne(applications.id, id), openCondition, shared))
    .orderBy(asc(applications.createdAt))
    .limit(10);
}
