import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { refusalCodes } from '../../../core/errors';
import { changeInForce, type FeeLevel, isFuture, nextChange, sameLevel } from '../../../core/fee-schedule';
import { type FeeChange, type FeeChangeRequest, feeMessages } from '../../../core/fees';
import type { PublicFees } from '../../../core/settings';
import type { Database } from '../../db/client';
import { feeChanges, feePeriodTotals, settings, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { notFound, refuse } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';

/**
 * The fee schedule (issue #35, decision 037): read from the database at every use, never cached, so
 * a change takes effect at its instant on every instance. `now` is injectable for the tests' clock.
 */
type ChangeRow = typeof feeChanges.$inferSelect;
const live = isNull(feeChanges.withdrawnAt);
const levelOf = (row: Pick<ChangeRow, 'pricePence' | 'governmentFeePence'>): FeeLevel => ({
  pricePence: row.pricePence,
  governmentFeePence: row.governmentFeePence,
});

/** The live changes as core's schedule rules read them (decision 037): a handful of rows. */
async function liveSchedule(db: Database) {
  const rows = await db.select().from(feeChanges).where(live);
  return rows.map((row) => ({ ...levelOf(row), id: row.id, effectiveFrom: row.effectiveFrom.toISOString() }));
}

/**
 * The change in force at `now` by core's rule, and its level; before any live change, the settings
 * row's level and no change. A payment keeps the change it was priced by, so revenue by fee period
 * (migration 0031) reads it instead of deciding the rule again in SQL.
 */
export async function feeChangeAt(
  db: Database,
  now: Date = new Date(),
): Promise<{ level: FeeLevel; feeChangeId: string | null }> {
  const change = changeInForce(await liveSchedule(db), now);
  if (change) return { level: levelOf(change), feeChangeId: change.id };
  const [stored] = await db.select().from(settings).where(eq(settings.id, 1));
  const level = {
    pricePence: stored?.priorityProcessingFeePence ?? 0,
    governmentFeePence: stored?.governmentFeePence ?? 0,
  };
  return { level, feeChangeId: null };
}

/** The level in force at `now`. */
export const feesAt = async (db: Database, now: Date = new Date()): Promise<FeeLevel> =>
  (await feeChangeAt(db, now)).level;

/** What GET /api/settings/public announces: the level in force and the next live change. */
export async function publicFees(db: Database, now: Date = new Date()): Promise<PublicFees> {
  const next = nextChange(await liveSchedule(db), now);
  return {
    current: await feesAt(db, now),
    next: next ? { ...levelOf(next), effectiveFrom: next.effectiveFrom } : null,
  };
}

/** GET /api/admin/fees: every change, newest start first, with where it stands at `now`. */
export async function listFeeChanges(db: Database, now: Date = new Date()): Promise<FeeChange[]> {
  const rows = await db
    .select({ change: feeChanges, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(feeChanges)
    .leftJoin(users, eq(users.id, feeChanges.createdBy))
    .orderBy(desc(feeChanges.effectiveFrom), desc(feeChanges.createdAt));
  const current = changeInForce(await liveSchedule(db), now);
  const revenue = await revenueByChange(db);
  return rows.map(({ change, firstName, lastName, username }) => ({
    applications: 0,
    travellers: 0,
    revenuePence: 0,
    ...revenue.get(change.id),
    id: change.id,
    effectiveFrom: change.effectiveFrom.toISOString(),
    pricePence: change.pricePence,
    governmentFeePence: change.governmentFeePence,
    state: change.withdrawnAt
      ? 'withdrawn'
      : isFuture(change.effectiveFrom, now)
        ? 'future'
        : change.id === current?.id
          ? 'current'
          : 'past',
    createdAt: change.createdAt.toISOString(),
    createdByName: [firstName, lastName].filter(Boolean).join(' ').trim() || username || null,
    withdrawnAt: change.withdrawnAt?.toISOString() ?? null,
  }));
}

/** Revenue by fee period, as the trigger of migrations 0028 and 0031 keeps it: a row per change anything was paid under. */
async function revenueByChange(db: Database) {
  const rows = await db.select().from(feePeriodTotals);
  return new Map(
    rows.map((row) => [
      row.feeChangeId,
      { applications: row.applications, travellers: row.travellers, revenuePence: row.revenuePence },
    ]),
  );
}

/** Changes are written one at a time, so the same-instant check cannot race. */
const lockSchedule = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('fee_changes', 0))`);

/** Inside the caller's transaction: a change from `effectiveFrom`, refused at the instant of another live one. */
async function insertChange(
  tx: Database,
  change: FeeLevel & { effectiveFrom: Date },
  admin: SessionUser,
  context: RequestContext,
  /** A settings save replaces a change made by a save in the same millisecond instead of failing. */
  replaceSame = false,
) {
  await lockSchedule(tx);
  const [same] = await tx
    .select({ id: feeChanges.id })
    .from(feeChanges)
    .where(and(live, eq(feeChanges.effectiveFrom, change.effectiveFrom)));
  if (same && !replaceSame) throw refuse(409, refusalCodes.feeChangeSameInstant, feeMessages.sameInstant);
  if (same) {
    await tx
      .update(feeChanges)
      .set({ withdrawnAt: change.effectiveFrom, withdrawnBy: admin.id })
      .where(eq(feeChanges.id, same.id));
  }
  const [row] = await tx
    .insert(feeChanges)
    .values({ ...change, createdBy: admin.id })
    .returning();
  if (!row) throw new Error('fee change not recorded');
  await recordAudit(tx, {
    action: 'fees.change_scheduled',
    actor: admin,
    context,
    target: { type: 'settings', id: row.id },
    details: { effectiveFrom: row.effectiveFrom.toISOString(), ...levelOf(row) },
  });
  return row;
}

/** POST /api/admin/fees: a change from an instant still to come (400 otherwise). */
export async function scheduleFeeChange(
  db: Database,
  input: FeeChangeRequest,
  admin: SessionUser,
  context: RequestContext,
  now: Date = new Date(),
) {
  assertAdmin(admin);
  const effectiveFrom = new Date(input.effectiveFrom);
  if (!isFuture(effectiveFrom, now)) {
    throw refuse(400, refusalCodes.feeChangeNotFuture, feeMessages.notFuture, {
      fieldErrors: { effectiveFrom: refusalCodes.feeChangeNotFuture },
    });
  }
  return db.transaction((tx) => insertChange(tx, { ...levelFrom(input), effectiveFrom }, admin, context));
}
const levelFrom = (input: FeeLevel): FeeLevel => ({
  pricePence: input.pricePence,
  governmentFeePence: input.governmentFeePence,
});

/**
 * The settings form's price and fee, inside its transaction: a change effective now when they
 * differ from the level in force (older clients still edit the fees there).
 */
export async function changeFeesNow(
  tx: Database,
  level: FeeLevel,
  admin: SessionUser,
  context: RequestContext,
  now: Date = new Date(),
) {
  if (sameLevel(await feesAt(tx, now), level)) return;
  await insertChange(tx, { ...levelFrom(level), effectiveFrom: now }, admin, context, true);
}

/** DELETE /api/admin/fees/{id}: a change that has not started is withdrawn (kept in the history). */
export async function withdrawFeeChange(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
  now: Date = new Date(),
) {
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    await lockSchedule(tx);
    const [row] = await tx
      .select()
      .from(feeChanges)
      .where(and(eq(feeChanges.id, id), live));
    if (!row) throw notFound(feeMessages.notFound, refusalCodes.feeChangeNotFound);
    if (!isFuture(row.effectiveFrom, now)) throw refuse(409, refusalCodes.feeChangeStarted, feeMessages.started);
    await tx.update(feeChanges).set({ withdrawnAt: now, withdrawnBy: admin.id }).where(eq(feeChanges.id, id));
    await recordAudit(tx, {
      action: 'fees.change_withdrawn',
      actor: admin,
      context,
      target: { type: 'settings', id },
      details: { effectiveFrom: row.effectiveFrom.toISOString(), ...levelOf(row) },
    });
  });
}
