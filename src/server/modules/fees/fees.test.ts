import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultSettings } from '../../../core/default-settings';
import { auditEvents } from '../../db/schema';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

const hour = 3600_000;
const rise = { pricePence: 5399, governmentFeePence: 2000 };
const publicSettings = async () => (await test.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

describe('the fee schedule', () => {
  it('is for staff only, refuses a change in the past or at the instant of another, and withdraws one not started', async () => {
    const payload = { effectiveFrom: new Date(Date.now() + hour).toISOString(), ...rise };
    expect((await test.app.inject({ method: 'POST', url: '/api/admin/fees', payload })).statusCode).toBe(401);
    const traveller = await signedIn(test.db());
    const refused = await test.app.inject({ method: 'GET', url: '/api/admin/fees', cookies: traveller.cookies });
    expect(refused.statusCode).toBe(403);

    const admin = await asAdmin(test.db());
    const past = await test.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      cookies: admin.cookies,
      payload: { ...payload, effectiveFrom: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('FEE_CHANGE_NOT_FUTURE');

    const made = await test.app.inject({ method: 'POST', url: '/api/admin/fees', cookies: admin.cookies, payload });
    expect(made.statusCode).toBe(201);
    const future = made.json().changes.find((change: { state: string }) => change.state === 'future');
    expect(future).toMatchObject({ ...rise, effectiveFrom: payload.effectiveFrom });
    expect(made.json().changes.filter((change: { state: string }) => change.state === 'current')).toHaveLength(1);

    // Announced with its date while the old price is still the price.
    const announced = await publicSettings();
    expect(announced.fees).toEqual({
      current: { pricePence: 4999, governmentFeePence: 1600 },
      next: { ...rise, effectiveFrom: payload.effectiveFrom },
    });
    expect(announced.priorityProcessingFee).toBe(49.99);

    const twice = await test.app.inject({ method: 'POST', url: '/api/admin/fees', cookies: admin.cookies, payload });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FEE_CHANGE_SAME_INSTANT');

    const current = made.json().changes.find((change: { state: string }) => change.state === 'current');
    const started = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/fees/${current.id}`,
      cookies: admin.cookies,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('FEE_CHANGE_STARTED');

    const withdrawn = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/fees/${future.id}`,
      cookies: admin.cookies,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().changes.find((change: { id: string }) => change.id === future.id).state).toBe('withdrawn');
    expect((await publicSettings()).fees.next).toBeNull();
    const again = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/fees/${future.id}`,
      cookies: admin.cookies,
    });
    expect(again.statusCode).toBe(404);

    const events = await test.db().select().from(auditEvents).where(eq(auditEvents.actorId, admin.user.id));
    expect(events.map((event) => event.action).sort()).toEqual(['fees.change_scheduled', 'fees.change_withdrawn']);
    expect(events[0]?.details).toMatchObject({ effectiveFrom: payload.effectiveFrom, ...rise });
  });

  it('takes effect at its instant as the clock goes across it, read afresh on every request', async () => {
    const admin = await asAdmin(test.db());
    const effectiveFrom = new Date(Date.now() + 2 * hour);
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      cookies: admin.cookies,
      payload: { effectiveFrom: effectiveFrom.toISOString(), ...rise },
    });
    expect(made.statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(effectiveFrom.getTime() - 1);
    expect((await publicSettings()).fees.current).toEqual({ pricePence: 4999, governmentFeePence: 1600 });
    vi.setSystemTime(effectiveFrom.getTime());
    const after = await publicSettings();
    expect(after.fees).toEqual({ current: rise, next: null });
    expect(after).toMatchObject({ priorityProcessingFee: 53.99, governmentFee: 20 });
  });

  it('makes an edit of the price in the settings form a change effective now, which older clients still see', async () => {
    const admin = await asAdmin(test.db());
    const before = (
      await test.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin.cookies })
    ).json();
    const saved = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      cookies: admin.cookies,
      payload: { ...defaultSettings, ...before.settings, priorityProcessingFee: 59.99, governmentFee: 20 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ priorityProcessingFee: 59.99, governmentFee: 20 });
    const list = (await test.app.inject({ method: 'GET', url: '/api/admin/fees', cookies: admin.cookies })).json();
    expect(list.changes.find((change: { state: string }) => change.state === 'current')).toMatchObject({
      pricePence: 5999,
      governmentFeePence: 2000,
    });
    expect((await publicSettings()).fees.current).toEqual({ pricePence: 5999, governmentFeePence: 2000 });
  });
});
