import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import {
  createPaidApplication,
  createUser,
  sessionCookieFor,
  setCaseStatuses,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { CaseStatus } from '../../../core/cases';
import { applications, emailOutbox, refunds, travellerCases } from '../../db/schema';
import { runRetention } from './job';

/**
 * A family at mixed stages (docs/decisions/030-decisions-recorded-per-traveller.md: 'Only the Home Office grants', 'A family's
 * outcome', 'Money and erasure follow each traveller'), through refunds, cancellation, account
 * deletion, retention, tracking and the derived status. Two travellers, £49.99 each (9,998p), the
 * government fee £16 of each.
 */

let test: TestApp;
let admin: Record<string, string>;
const dayMs = 86_400_000;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Ada', lastName: 'Admin' })).cookies;
});
afterAll(() => test.close());

async function family(stages: readonly CaseStatus[]) {
  const user = await createUser(test.db());
  const cookies = await sessionCookieFor(test.db(), user.id);
  const application = await createPaidApplication(test.db(), {
    userId: user.id,
    firstName: 'Jane',
    lastName: 'Smith',
    applicantCount: 2,
    isMultipleApplicants: true,
    additionalApplicants: [{ firstName: 'Leo', lastName: 'Smith' }],
    departureDate: '2027-06-14',
  });
  await setCaseStatuses(test.db(), application.id, stages);
  return { application, cookies, user };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookies?: Record<string, string>,
  payload?: Record<string, unknown>,
) => test.app.inject({ method, url, ...(cookies ? { cookies } : {}), ...(payload ? { payload } : {}) });
const refund = (id: string, amountPence: number) =>
  call('POST', `/api/admin/applications/${id}/refunds`, admin, { amountPence, reason: 'We are at fault' });
const staffView = async (id: string) => (await call('GET', `/api/admin/applications/${id}`, admin)).json().application;
const casesOf = (id: string) =>
  test
    .db()
    .select()
    .from(travellerCases)
    .where(eq(travellerCases.applicationId, id))
    .orderBy(asc(travellerCases.travellerIndex));
const refundsOf = (id: string) => test.db().select().from(refunds).where(eq(refunds.applicationId, id));
const rowOf = async (id: string) => (await test.db().select().from(applications).where(eq(applications.id, id)))[0];

describe('a family with one traveller submitted and one asked for information', () => {
  it('is under review, and staff cannot record a decision for it (409, nothing changes)', async () => {
    const { application } = await family(['submitted', 'information_needed']);
    const before = await staffView(application.id);
    expect(before.status).toBe('reviewing');
    for (const status of ['approved', 'rejected'] as const) {
      const response = await call('PATCH', `/api/admin/applications/${application.id}/status`, admin, {
        status,
        notes: 'Decided',
        version: before.version,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CASE_NOT_SUBMITTED');
    }
    const after = await staffView(application.id);
    expect(after).toMatchObject({ status: 'reviewing', version: before.version });
    expect((await casesOf(application.id)).map((item) => item.status)).toEqual(['submitted', 'information_needed']);
    expect(await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, application.email))).toEqual([]);
  });

  it('cannot be refunded its whole payment, but everything except the submitted traveller’s government fee', async () => {
    const { application } = await family(['submitted', 'information_needed']);
    expect((await staffView(application.id)).payment).toMatchObject({ amountPence: 9998, refundablePence: 8398 });
    const whole = await refund(application.id, 9998);
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toMatchObject({ code: 'REFUND_TOO_LARGE', params: { mostPence: 8398 } });
    const most = await refund(application.id, 8398);
    expect(most.statusCode).toBe(201);
    expect((await refund(application.id, 1)).json().code).toBe('REFUND_TOO_LARGE');
  });

  it('lets the owner cancel the traveller not yet submitted, refunded that traveller’s price, and not the other', async () => {
    const { application, cookies } = await family(['submitted', 'information_needed']);
    const submitted = await call('POST', `/api/applications/${application.id}/travellers/0/cancel`, cookies);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().code).toBe('CASE_MOVE_REFUSED');
    const stranger = await sessionCookieFor(test.db(), (await createUser(test.db())).id);
    expect((await call('POST', `/api/applications/${application.id}/travellers/1/cancel`, stranger)).statusCode).toBe(
      404,
    );

    const detail = (await call('GET', `/api/applications/${application.id}`, cookies)).json().application;
    expect(detail).toMatchObject({ cancellableTravellers: [1], travellerPricePence: 4999 });
    const cancelled = await call('POST', `/api/applications/${application.id}/travellers/1/cancel`, cookies);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().application).toMatchObject({ status: 'processing', cancellableTravellers: [] });
    expect((await casesOf(application.id)).map((item) => item.status)).toEqual(['submitted', 'cancelled']);
    expect(await refundsOf(application.id)).toEqual([
      expect.objectContaining({ amountPence: 4999, status: 'succeeded' }),
    ]);
    // What is left to refund: the submitted traveller's service fee only.
    expect((await staffView(application.id)).payment.refundablePence).toBe(3399);
  });

  it('offers the owner, before they cancel a traveller, what the cancellation will really refund', async () => {
    const { application, cookies } = await family(['submitted', 'information_needed']);
    // Staff already refunded £50.00: £33.98 may still be refunded, less than the traveller's price.
    expect((await refund(application.id, 5000)).statusCode).toBe(201);
    const detail = (await call('GET', `/api/applications/${application.id}`, cookies)).json().application;
    expect(detail.travellerPricePence).toBe(3398);
    expect((await call('POST', `/api/applications/${application.id}/travellers/1/cancel`, cookies)).statusCode).toBe(
      200,
    );
    expect((await refundsOf(application.id)).map((item) => item.amountPence).sort()).toEqual([3398, 5000]);
  });

  it('lets staff cancel one traveller not yet submitted the same way', async () => {
    const { application } = await family(['submitted', 'information_needed']);
    const response = await call('POST', `/api/admin/applications/${application.id}/travellers/1/case`, admin, {
      status: 'cancelled',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().application.travellers.map((item: { caseStatus: string }) => item.caseStatus)).toEqual([
      'submitted',
      'cancelled',
    ]);
    expect((await refundsOf(application.id)).map((item) => item.amountPence)).toEqual([4999]);
  });

  it('lets the owner delete the account: the submitted traveller is kept until decided, the other cancelled and refunded', async () => {
    const { application, cookies } = await family(['submitted', 'information_needed']);
    const response = await call('DELETE', '/api/user/account', cookies);
    expect(response.statusCode).toBe(200);
    expect((await casesOf(application.id)).map((item) => item.status)).toEqual(['submitted', 'cancelled']);
    expect((await refundsOf(application.id)).map((item) => [item.amountPence, item.status])).toEqual([
      [4999, 'succeeded'],
    ]);
    const kept = await rowOf(application.id);
    expect(kept).toMatchObject({
      userId: null,
      personalDataErasedAt: null,
      passportNumber: application.passportNumber,
    });

    // The Home Office decides; once the retention date passes the rest is erased.
    const move = await call('POST', `/api/admin/applications/${application.id}/travellers/0/case`, admin, {
      status: 'granted',
    });
    expect(move.statusCode).toBe(200);
    await runRetention({ db: test.db(), storage: test.app.storage }, new Date(Date.now() + 400 * dayMs));
    expect((await rowOf(application.id))?.personalDataErasedAt).not.toBeNull();
  });
});

describe('a family with one traveller granted and one refused', () => {
  it('is partly approved everywhere, never plainly approved, and the tracker names the refusal', async () => {
    const { application, cookies } = await family(['granted', 'refused']);
    expect((await staffView(application.id)).status).toBe('partly_approved');
    const mine = (await call('GET', `/api/applications/${application.id}`, cookies)).json().application;
    expect(mine.status).toBe('partly_approved');
    const list = (await call('GET', '/api/user/applications', cookies)).json().applications;
    expect(list[0]).toMatchObject({ status: 'partly_approved' });
    expect(list[0].travellers.map((item: { caseStatus: string }) => item.caseStatus)).toEqual(['granted', 'refused']);

    const tracked = (await call('GET', `/api/application-status/${application.referenceNumber}`)).json();
    expect(tracked.status).toBe('partly_approved');
    expect(tracked.travellers).toEqual([
      { name: 'J*** S***', status: 'granted' },
      { name: 'L*** S***', status: 'refused' },
    ]);
    const byOwner = (await call('GET', `/api/application-status/${application.referenceNumber}`, cookies)).json();
    expect(byOwner.travellers).toEqual([
      { name: 'Jane Smith', status: 'granted' },
      { name: 'Leo Smith', status: 'refused' },
    ]);

    const staffList = (await call('GET', '/api/admin/applications?status=partly_approved', admin)).json();
    expect(staffList.applications.map((item: { id: string }) => item.id)).toContain(application.id);
    expect(staffList.applications.find((item: { id: string }) => item.id === application.id)).toMatchObject({
      refusedTravellers: 1,
      decidedTravellers: 2,
    });
    expect(staffList.counters.partly_approved).toBeGreaterThanOrEqual(1);
  });

  it('refunds at most the two service fees, and the decision e-mail lists each traveller beside the family', async () => {
    const { application } = await family(['granted', 'submitted']);
    expect((await staffView(application.id)).payment.refundablePence).toBe(6798);
    const refused = await call('POST', `/api/admin/applications/${application.id}/travellers/1/case`, admin, {
      status: 'refused',
      reason: 'Previous immigration breach',
    });
    expect(refused.json().application.status).toBe('partly_approved');
    const [mail] = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, application.email), eq(emailOutbox.template, 'caseDecision')));
    expect(mail?.subject).toContain('ETA refused for Leo Smith');
    expect(mail?.text).toContain(
      `Everyone on application ${application.referenceNumber}: partly approved, 1 of 2 refused.`,
    );
    expect(mail?.text).toContain('Jane Smith: Approved');
    expect(mail?.text).toContain('Leo Smith: Rejected');
    expect(mail?.text).toContain('Your documents will be deleted on');
  });

  it('is erased by retention after the trip, and an account deletion erases it at once', async () => {
    const retained = await family(['granted', 'refused']);
    await runRetention({ db: test.db(), storage: test.app.storage }, new Date(Date.now() + 400 * dayMs));
    expect((await rowOf(retained.application.id))?.personalDataErasedAt).not.toBeNull();

    const deleted = await family(['granted', 'refused']);
    expect((await call('DELETE', '/api/user/account', deleted.cookies)).statusCode).toBe(200);
    expect(await rowOf(deleted.application.id)).toMatchObject({ firstName: '', passportNumber: '' });
    expect(await refundsOf(deleted.application.id)).toEqual([]);
  });
});

describe('a family with one traveller granted and one cancelled', () => {
  it('is approved, refunds the cancelled traveller’s price and the other’s service fee at most, and is erased in time', async () => {
    const { application, cookies } = await family(['granted', 'cancelled']);
    expect((await staffView(application.id)).status).toBe('approved');
    expect((await staffView(application.id)).payment.refundablePence).toBe(4999 + 3399);
    const tracked = (await call('GET', `/api/application-status/${application.referenceNumber}`)).json();
    expect(tracked.travellers.map((item: { status: string }) => item.status)).toEqual(['granted', 'cancelled']);
    expect((await call('GET', `/api/applications/${application.id}`, cookies)).json().application).toMatchObject({
      cancellableTravellers: [],
    });
    await runRetention({ db: test.db(), storage: test.app.storage }, new Date(Date.now() + 400 * dayMs));
    expect((await rowOf(application.id))?.personalDataErasedAt).not.toBeNull();
  });
});

describe('the queue’s bulk mark in review', () => {
  it('moves each traveller’s case through the table, the status derived from them', async () => {
    const { application } = await family(['in_review', 'in_review']);
    await test
      .db()
      .update(travellerCases)
      .set({ reviewStarted: false })
      .where(eq(travellerCases.applicationId, application.id));
    await test.db().update(applications).set({ status: 'pending' }).where(eq(applications.id, application.id));
    const response = await call('POST', '/api/admin/applications/bulk', admin, {
      action: 'mark_in_review',
      ids: [application.id],
    });
    expect(response.json().results).toEqual([{ id: application.id, ok: true }]);
    expect((await casesOf(application.id)).map((item) => item.reviewStarted)).toEqual([true, true]);
    expect((await staffView(application.id)).status).toBe('reviewing');
  });
});
