import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../../../tests/setup/factories';
import { openTestDatabase } from '../../../../tests/setup/test-app';
import { type DatabaseHandle, migrationsFolder } from '../../db/client';
import { applications, feeChanges, feePeriodTotals, payments } from '../../db/schema';
import { feeChangeAt } from './service';

/**
 * Migration 0031 gives the payments made before it the fee change they were priced by, once, in
 * SQL; from then on the server sets it by core's rule. The two must agree, or revenue by fee period
 * would move an old payment to another period.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const backfill = () => {
  const migration = fs.readFileSync(path.join(migrationsFolder(), '0031_payment_fee_change.sql'), 'utf8');
  const statement = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "payments"'));
  if (!statement) throw new Error('0031 has no backfill');
  return sql.raw(statement);
};

const hour = 3600_000;
let intents = 0;
const payment = async (pricedAt: Date | null) => {
  intents += 1;
  const [row] = await database.db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerIntentId: `sb_pi_backfill_${intents}`,
      amountPence: 4999,
      status: 'succeeded',
      snapshot: {},
      travellerCount: 1,
      pricedAt,
    })
    .returning();
  if (!row) throw new Error('payment not inserted');
  return row;
};

describe('the fee change kept on older payments', () => {
  it('is the one core’s rule finds at the instant the payment was priced, else paid', async () => {
    const rise = new Date(Date.now() - 10 * 24 * hour);
    await database.db.insert(feeChanges).values([
      { effectiveFrom: rise, pricePence: 5399, governmentFeePence: 2000 },
      // Withdrawn before it started: never in force.
      { effectiveFrom: new Date(rise.getTime() + hour), pricePence: 9999, governmentFeePence: 2000, withdrawnAt: rise },
    ]);
    const instants = {
      beforeRise: new Date(rise.getTime() - 1),
      atRise: rise,
      atWithdrawn: new Date(rise.getTime() + 2 * hour),
    };
    const priced = Object.fromEntries(
      await Promise.all(Object.entries(instants).map(async ([name, at]) => [name, await payment(at)] as const)),
    );
    const paidLater = await payment(null);
    const paidAt = new Date(rise.getTime() + 3 * hour);
    await createApplication(database.db, { paymentId: paidLater.id, paidAt });
    const neverPaid = await payment(null);

    await database.db.execute(backfill());

    const keptOn = async (id: string) =>
      (await database.db.select().from(payments).where(eq(payments.id, id)))[0]?.feeChangeId;
    for (const [name, at] of Object.entries(instants)) {
      const expected = (await feeChangeAt(database.db, at)).feeChangeId;
      expect(expected, name).not.toBeNull();
      expect(await keptOn(priced[name]!.id), name).toBe(expected);
    }
    expect(await keptOn(priced.beforeRise!.id)).not.toBe(await keptOn(priced.atRise!.id));
    expect(await keptOn(paidLater.id)).toBe((await feeChangeAt(database.db, paidAt)).feeChangeId);
    expect(await keptOn(neverPaid.id)).toBeNull();
  });

  it('is where the trigger adds an application once, when it is paid, whether inserted paid or paid later', async () => {
    const { feeChangeId } = await feeChangeAt(database.db);
    const totals = async () =>
      (await database.db.select().from(feePeriodTotals).where(eq(feePeriodTotals.feeChangeId, feeChangeId!)))[0];
    const before = { applications: 0, travellers: 0, revenuePence: 0, ...(await totals()) };
    const kept = async () => {
      const row = await payment(new Date());
      await database.db.update(payments).set({ feeChangeId }).where(eq(payments.id, row.id));
      return row;
    };
    await createApplication(database.db, { paymentId: (await kept()).id, applicantCount: 2, amountPence: 9998 });
    const unpaid = await createApplication(database.db);
    expect((await totals())?.applications).toBe(before.applications + 1);
    await database.db
      .update(applications)
      .set({ paymentId: (await kept()).id })
      .where(eq(applications.id, unpaid.id));
    await database.db.update(applications).set({ phone: '+1 555 0101' }).where(eq(applications.id, unpaid.id));
    expect(await totals()).toMatchObject({
      applications: before.applications + 2,
      travellers: before.travellers + 3,
      revenuePence: before.revenuePence + 9998 + 4999,
    });
  });
});
