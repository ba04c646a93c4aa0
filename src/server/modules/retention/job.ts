import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { minimalRecordDeletableFrom } from '../../../core/retention';
import { applications, payments, refunds } from '../../db/schema';
import { erasableFromOf } from '../../lib/retention-rule';
import { casesOfMany } from '../cases/state';
import { getSettings } from '../settings/service';
import { eraseApplication, erasePaymentSnapshot, type RetentionDeps } from './erase';
import { removeOrphans } from './orphans';

const batchSize = 200;
const dayMs = 86_400_000;

/**
 * The daily retention run (decision 016). `now` is injectable, so a test can move the clock.
 * 1. Closed applications past their date: documents and personal data erased (files first).
 * 2. Minimal records six years after their erasure: deleted, with their payment.
 * 3. Payments that never became an application and are closed: their snapshot erased.
 * 4. Files with no row, and rows whose file is gone (what an interrupted run leaves).
 */
export async function runRetention(deps: RetentionDeps, now: Date = new Date()) {
  const { documentRetentionDays: days } = await getSettings(deps.db);
  const counts = { erased: 0, recordsDeleted: 0, snapshotsErased: 0, orphanFiles: 0, orphanRows: 0 };
  counts.erased = await eraseDue(deps, now, days);
  counts.recordsDeleted = await deleteOldRecords(deps, now);
  counts.snapshotsErased = await eraseUnusedSnapshots(deps, now, days);
  Object.assign(counts, await removeOrphans(deps, now));
  return counts;
}

/**
 * Candidates from the index (closed, still holding data, last changed at least `days` ago: the rule
 * can be no earlier), then the rule itself decides: a trip still to come keeps the application.
 */
async function eraseDue(deps: RetentionDeps, now: Date, days: number) {
  let erased = 0;
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows: (typeof applications.$inferSelect)[] = await deps.db
      .select()
      .from(applications)
      .where(
        and(
          isNull(applications.personalDataErasedAt),
          inArray(applications.status, ['approved', 'partly_approved', 'rejected', 'cancelled']),
          lt(applications.lastStatusUpdate, new Date(now.getTime() - days * dayMs)),
          after ? sql`(${applications.lastStatusUpdate}, ${applications.id}) > (${after.at}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(applications.lastStatusUpdate), asc(applications.id))
      .limit(batchSize);
    const cases = await casesOfMany(
      deps.db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const from = erasableFromOf(
        row,
        cases.filter((item) => item.applicationId === row.id),
        days,
      );
      if (from && from <= now) {
        await eraseApplication(deps, row.id);
        erased += 1;
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return erased;
    after = { at: last.lastStatusUpdate, id: last.id };
  }
}

async function deleteOldRecords(deps: RetentionDeps, now: Date) {
  let deleted = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: applications.id, erasedAt: applications.personalDataErasedAt, paymentId: applications.paymentId })
      .from(applications)
      .where(isNotNull(applications.personalDataErasedAt))
      .orderBy(asc(applications.personalDataErasedAt), asc(applications.id))
      .limit(batchSize);
    const due = rows.filter((row) => row.erasedAt && minimalRecordDeletableFrom(row.erasedAt) <= now);
    for (const row of due) {
      await deps.db.transaction(async (tx) => {
        // Refunds go with the application (cascade); then nothing holds its payment.
        await tx.delete(applications).where(eq(applications.id, row.id));
        if (row.paymentId)
          await tx
            .delete(payments)
            .where(
              and(
                eq(payments.id, row.paymentId),
                notExists(tx.select().from(refunds).where(eq(refunds.paymentId, row.paymentId))),
              ),
            );
      });
    }
    deleted += due.length;
    if (due.length < batchSize) return deleted;
  }
}

/** Closed payments no application was made from (cancelled, or refunded by staff): no answers kept. */
async function eraseUnusedSnapshots(deps: RetentionDeps, now: Date, days: number) {
  const rows = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['canceled', 'refunded']),
        lt(payments.updatedAt, new Date(now.getTime() - days * dayMs)),
        sql`${payments.snapshot} <> '{}'::jsonb`,
        notExists(deps.db.select().from(applications).where(eq(applications.paymentId, payments.id))),
      ),
    )
    .limit(1000);
  for (const row of rows) await erasePaymentSnapshot(deps.db, row.id);
  return rows.length;
}
