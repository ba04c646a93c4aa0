import { and, eq, inArray, sql } from 'drizzle-orm';
import { refundablePence } from '../../../core/refunds';
import type { Database } from '../../db/client';
import { type applications, refunds } from '../../db/schema';
import { casesOf } from '../../lib/case-rows';
import { getFeesInPence } from '../settings/service';

type ApplicationRow = typeof applications.$inferSelect;

/** What counts against what was paid: refunds made or still being made. */
async function refundedPenceOf(db: Database, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.applicationId, applicationId), inArray(refunds.status, ['pending', 'succeeded'])));
  return Number(row?.total ?? 0);
}

/** The price one traveller paid: as stored when it was paid, else the payment shared by its travellers. */
export const perTravellerPaidPence = (row: ApplicationRow, settingsPrice: number) =>
  row.pricePence ??
  (row.applicantCount > 0 && row.amountPence > 0 ? Math.floor(row.amountPence / row.applicantCount) : settingsPrice);

/**
 * The most that may still be refunded for an application, read per traveller's case
 * (core/refunds.ts), with the price and government fee it was paid under (decision 037).
 */
export async function refundableFor(db: Database, row: ApplicationRow) {
  const refundedPence = await refundedPenceOf(db, row.id);
  const fees = await getFeesInPence(db, row.paidAt ?? row.createdAt);
  const paidPence = row.paymentId ? row.amountPence : 0;
  const perTravellerPence = perTravellerPaidPence(row, fees.perTravellerPence);
  const cases = await casesOf(db, row.id);
  const governmentFeePence = row.governmentFeePence ?? fees.governmentFeePence;
  return {
    paidPence,
    refundedPence,
    perTravellerPence,
    governmentFeePence,
    refundablePence: refundablePence({
      cases: cases.map((item) => item.status),
      paidPence,
      refundedPence,
      perTravellerPence,
      governmentFeePence,
    }),
  };
}
