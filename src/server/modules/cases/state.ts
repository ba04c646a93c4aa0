import { and, eq, sql } from 'drizzle-orm';
import {
  type CaseActor,
  type CaseStatus,
  canMoveCase,
  caseMoveRefusedMessage,
  caseNotSubmittedMessage,
  deriveApplicationStatus,
} from '../../../core/cases';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { applicationEvents, applications, travellerCases } from '../../db/schema';
import { type CaseRow, casesOf } from '../../lib/case-rows';
import { refuse } from '../../lib/errors';

/**
 * The cases' state and the application status derived from it: every change of a case goes
 * through `moveCase` (the transition table) and then `syncApplicationStatus`, in one transaction.
 */

// The cases' reads live in lib/case-rows.ts, so the refunds module reads them without importing this module.
export { type CaseRow, casesOf, casesOfMany } from '../../lib/case-rows';

export const caseMoveRefused = (from: CaseStatus, to: CaseStatus) =>
  refuse(409, refusalCodes.caseMoveRefused, caseMoveRefusedMessage(from, to), {
    params: { fromStatus: from, toStatus: to },
  });

/** PATCH …/status to approved or rejected while a traveller is not submitted: nothing moves (409). */
export const caseNotSubmitted = () => refuse(409, refusalCodes.caseNotSubmitted, caseNotSubmittedMessage);

/** Moves one case if the table allows it (409 otherwise); `changes` are the columns that go with the move. */
export async function moveCase(
  db: Database,
  current: CaseRow,
  to: CaseStatus,
  by: CaseActor,
  changes: Partial<typeof travellerCases.$inferInsert> = {},
): Promise<void> {
  if (!canMoveCase(current.status, to, by)) throw caseMoveRefused(current.status, to);
  await db
    .update(travellerCases)
    .set({ ...changes, status: to, reviewStarted: current.reviewStarted || by !== 'traveller', updatedAt: sql`now()` })
    .where(
      and(
        eq(travellerCases.applicationId, current.applicationId),
        eq(travellerCases.travellerIndex, current.travellerIndex),
      ),
    );
}

/**
 * Writes the status derived from the cases back to the application (lists, counters, filters,
 * CSV and statistics read it there); a change is a 'status_changed' event as before cases.
 */
export async function syncApplicationStatus(
  db: Database,
  applicationId: string,
  actor: { id: string | null; name: string | null },
  notes: string | null = null,
) {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const next = deriveApplicationStatus(await casesOf(db, applicationId));
  if (next === row.status) {
    await db
      .update(applications)
      .set({ updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, applicationId));
    return { from: row.status, to: next, changed: false };
  }
  await db
    .update(applications)
    .set({
      status: next,
      statusNotes: notes,
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
      version: sql`${applications.version} + 1`,
    })
    .where(eq(applications.id, applicationId));
  await db.insert(applicationEvents).values({
    applicationId,
    type: next === 'cancelled' ? 'cancelled' : 'status_changed',
    fromStatus: row.status,
    toStatus: next,
    notes,
    actorId: actor.id,
    actorName: actor.name,
  });
  return { from: row.status, to: next, changed: true };
}
