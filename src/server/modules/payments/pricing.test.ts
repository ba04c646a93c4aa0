import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import { draftRequests } from '../../../../tests/setup/drafts';
import { setCaseStatuses } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { priceLifeMs } from '../../../core/fee-schedule';
import { applications, payments } from '../../db/schema';

/** Decision 037: every intent priced by the fee schedule at the moment it is made, with the clock moved. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

const { inject, draft, intentFor, pay } = draftRequests(() => test);
const minute = 60_000;
const at = (instant: number) => vi.setSystemTime(instant);
const applicationOf = async (email: string) =>
  (await test.db().select().from(applications).where(eq(applications.email, email)))[0];
const submit = async (jar: { cookie?: string }, formData: object, paymentId: string) =>
  inject('POST', '/api/applications', jar, { ...formData, paymentId });

describe('a price on a date', () => {
  it('charges the change in force when the intent is made, keeps it for the intent’s life, and tells the traveller of a new one', async () => {
    const admin = await asAdmin(test.db());
    const change = Date.now() + 2 * 60 * minute;
    const scheduled = await test.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      cookies: admin.cookies,
      payload: { effectiveFrom: new Date(change).toISOString(), pricePence: 5399, governmentFeePence: 2000 },
    });
    expect(scheduled.statusCode).toBe(201);

    // Before the change: the old price, announced change or not; paid and kept.
    const early = await draft('early@example.com');
    const earlyIntent = await intentFor(early.jar, early.formData());
    expect(earlyIntent.json().amount).toBe(4999);
    expect((await pay(early.jar, earlyIntent.json().paymentIntentId)).statusCode).toBe(200);
    expect((await submit(early.jar, early.formData(), earlyIntent.json().paymentIntentId)).statusCode).toBe(201);
    expect(await applicationOf('early@example.com')).toMatchObject({ pricePence: 4999, governmentFeePence: 1600 });

    // Intents made just before the change.
    vi.useFakeTimers({ toFake: ['Date'] });
    at(change - 10 * minute);
    const within = await draft('within@example.com');
    const withinIntent = await intentFor(within.jar, within.formData());
    expect(withinIntent.json().amount).toBe(4999);
    at(change - 40 * minute);
    const late = await draft('late@example.com');
    const lateIntent = await intentFor(late.jar, late.formData());
    expect(lateIntent.json().amount).toBe(4999);
    const stale = await draft('stale@example.com');
    const staleIntent = await intentFor(stale.jar, stale.formData());

    // From the instant of the change: the new price, charged and shown.
    at(change);
    const fresh = await draft('fresh@example.com');
    expect((await intentFor(fresh.jar, fresh.formData())).json().amount).toBe(5399);
    const shown = (await test.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(shown).toMatchObject({ priorityProcessingFee: 53.99, governmentFee: 20, fees: { next: null } });

    // Within its life, an intent keeps the price its traveller was shown.
    at(change + 5 * minute);
    const again = await intentFor(within.jar, within.formData());
    expect(again.json()).toMatchObject({ paymentIntentId: withinIntent.json().paymentIntentId, amount: 4999 });
    expect((await pay(within.jar, withinIntent.json().paymentIntentId)).statusCode).toBe(200);

    // After its life: asked again, priced again, and the traveller is told the new amount first.
    const changed = await intentFor(late.jar, late.formData());
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      params: { pricePence: 5399, governmentFeePence: 2000, amountPence: 5399 },
    });
    const repriced = await intentFor(late.jar, late.formData());
    expect(repriced.json()).toMatchObject({ paymentIntentId: lateIntent.json().paymentIntentId, amount: 5399 });
    expect((await pay(late.jar, lateIntent.json().paymentIntentId)).statusCode).toBe(200);
    expect((await submit(late.jar, late.formData(), lateIntent.json().paymentIntentId)).statusCode).toBe(201);
    expect(await applicationOf('late@example.com')).toMatchObject({
      amountPence: 5399,
      pricePence: 5399,
      governmentFeePence: 2000,
    });

    // Paying an intent past its life at an old price is refused with the new one, nothing taken.
    expect(priceLifeMs).toBe(30 * minute);
    const refused = await pay(stale.jar, staleIntent.json().paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRICE_CHANGED');
    const [payment] = await test
      .db()
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, staleIntent.json().paymentIntentId));
    expect(payment).toMatchObject({ status: 'requires_payment', amountPence: 5399, pricePence: 5399 });
    expect((await pay(stale.jar, staleIntent.json().paymentIntentId)).statusCode).toBe(200);

    // The order paid before keeps its price: once submitted, at most its own service fee is refundable.
    vi.useRealTimers();
    const paidBefore = await applicationOf('early@example.com');
    await setCaseStatuses(test.db(), paidBefore!.id, ['submitted']);
    const staff = await asAdmin(test.db());
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${paidBefore!.id}`,
      cookies: staff.cookies,
    });
    expect(detail.json().application.payment).toMatchObject({
      amountPence: 4999,
      perTravellerPence: 4999,
      governmentFeePence: 1600,
      refundablePence: 4999 - 1600,
    });

    // Revenue by fee period: each application under the change it was priced by.
    const fees = await test.app.inject({ method: 'GET', url: '/api/admin/fees', cookies: staff.cookies });
    const byPrice = (pence: number) =>
      fees.json().changes.find((row: { pricePence: number }) => row.pricePence === pence);
    expect(byPrice(5399)).toMatchObject({ applications: 1, travellers: 1, revenuePence: 5399 });
    expect(byPrice(4999)).toMatchObject({ applications: 1, travellers: 1, revenuePence: 4999 });

    // The dashboard's statistics show the same periods, newest first, each ending where the next began.
    vi.useFakeTimers({ toFake: ['Date'] });
    at(change + minute);
    const statistics = await test.app.inject({ method: 'GET', url: '/api/admin/statistics', cookies: staff.cookies });
    const [risen, before] = statistics.json().revenueByFeePeriod;
    expect(risen).toMatchObject({ pricePence: 5399, governmentFeePence: 2000, until: null, applications: 1 });
    expect(risen).toMatchObject({ travellers: 1, revenuePence: 5399, governmentFeesPence: 2000 });
    expect(before).toMatchObject({ pricePence: 4999, until: risen.effectiveFrom, revenuePence: 4999 });
    expect(before).toMatchObject({ governmentFeesPence: 1600 });
  });
});
