import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import {
  createPaidApplication,
  createUser,
  sessionCookieFor,
  setCaseStatuses,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditEvents, emailOutbox, refunds } from '../../db/schema';
import { retryPendingRefunds } from './service';

let test: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;
let ownerId: string;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { firstName: 'Ada', lastName: 'Admin' })).cookies;
  const user = await createUser(test.db());
  ownerId = user.id;
  owner = await sessionCookieFor(test.db(), user.id);
});
afterAll(() => test.close());
afterEach(() => vi.restoreAllMocks());

const provider = () => test.app.applicationServices.payments;
const refund = (id: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/refunds`, payload, cookies: admin });
const mailsTo = (email: string) =>
  test
    .db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'refundIssued')));

describe('refunds', () => {
  it('refunds everything paid through the provider when the owner cancels, and e-mails the traveller', async () => {
    const application = await createPaidApplication(test.db(), { userId: ownerId });
    const sent = vi.spyOn(provider(), 'refund');
    const cancelled = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/cancel`,
      cookies: owner,
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await test.db().select().from(refunds).where(eq(refunds.applicationId, application.id));
    expect(row).toMatchObject({ amountPence: 4999, status: 'succeeded', actorId: null });
    expect(sent).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ amountPence: 4999, idempotencyKey: row!.id }),
    );
    const mails = await mailsTo(application.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('£49.99');
    expect(mails[0]!.text).toContain(application.referenceNumber);
    expect(mails[0]!.text).toContain('5–10 working days');

    // The traveller's detail lists the refund and the history records it.
    const detail = await test.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, cookies: owner });
    expect(detail.json().application.refunds).toEqual([
      { amountPence: 4999, status: 'succeeded', reason: expect.any(String), createdAt: expect.any(String) },
    ]);
    expect(detail.json().application.events.map((event: { type: string }) => event.type)).toContain('refunded');
    // The amount, not an English sentence: the reader's page says the line in their words (#37).
    const refundLine = detail.json().application.events.find((event: { type: string }) => event.type === 'refunded');
    expect(refundLine).toMatchObject({ notes: null, amountPence: 4999 });
  });

  it('caps a staff refund after submission at the service fee of the travellers (400 beyond, naming the most)', async () => {
    const application = await createPaidApplication(test.db(), { status: 'processing', applicantCount: 2 });
    await setCaseStatuses(test.db(), application.id, ['submitted', 'submitted']);
    // £49.99 a traveller less the £16 government fee, for two travellers: £67.98.
    const tooMuch = await refund(application.id, { amountPence: 6799, reason: 'We could not submit in time' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('At most £67.98 can be refunded for this application.');

    const partial = await refund(application.id, { amountPence: 5000, reason: 'We could not submit in time' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json().refund).toMatchObject({ amountPence: 5000, status: 'succeeded' });
    expect(partial.json().application.payment).toMatchObject({
      amountPence: 9998,
      refundedPence: 5000,
      refundablePence: 1798,
    });
    expect(partial.json().application.refunds).toHaveLength(1);
    const again = await refund(application.id, { amountPence: 1799, reason: 'More' });
    expect(again.json().message).toBe('At most £17.98 can be refunded for this application.');

    const [audit] = await test
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.applicationId, application.id), eq(auditEvents.action, 'application.refunded')));
    expect(audit?.details).toEqual({ reference: application.referenceNumber, amountPence: 5000 });
    expect(await mailsTo(application.email)).toHaveLength(1);
  });

  it('refuses a refund without a reason', async () => {
    const application = await createPaidApplication(test.db());
    const response = await refund(application.id, { amountPence: 100, reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.reason).toBe('Please give a reason for the refund');
  });

  it('never refunds more than was paid when two refunds arrive at once', async () => {
    const application = await createPaidApplication(test.db());
    const answers = await Promise.all([
      refund(application.id, { amountPence: 3000, reason: 'First' }),
      refund(application.id, { amountPence: 3000, reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(
      'At most £19.99 can be refunded for this application.',
    );
    const rows = await test.db().select().from(refunds).where(eq(refunds.applicationId, application.id));
    expect(rows.reduce((sum, row) => sum + row.amountPence, 0)).toBe(3000);
  });

  it('records a refund the provider refuses as failed, says so, and lets it be asked again', async () => {
    const application = await createPaidApplication(test.db());
    vi.spyOn(provider(), 'refund').mockResolvedValueOnce({
      id: null,
      status: 'failed',
      failureMessage: 'The charge has been disputed.',
    });
    const response = await refund(application.id, { amountPence: 2000, reason: 'Our mistake' });
    expect(response.statusCode).toBe(201);
    expect(response.json().refund).toMatchObject({ status: 'failed', failureMessage: 'The charge has been disputed.' });
    expect(response.json().application.payment).toMatchObject({ refundedPence: 0, refundablePence: 4999 });
    expect(await mailsTo(application.email)).toHaveLength(0);

    // The failed refund reaches the payments-needing-attention list until a later refund replaces it.
    const attention = () =>
      test.app.inject({ method: 'GET', url: '/api/admin/payments/attention', cookies: admin }).then((r) => r.json());
    const listed = async () =>
      (await attention()).failedRefunds.filter(
        (item: { applicationId: string }) => item.applicationId === application.id,
      );
    expect(await listed()).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        reference: application.referenceNumber,
        amountPence: 2000,
        failureMessage: 'The charge has been disputed.',
      }),
    ]);
    // A later refund of another amount is not its replacement: the failed one stays on the list.
    expect((await refund(application.id, { amountPence: 1000, reason: 'Goodwill' })).json().refund.status).toBe(
      'succeeded',
    );
    expect(await listed()).toHaveLength(1);
    expect((await refund(application.id, { amountPence: 2000, reason: 'Again' })).json().refund.status).toBe(
      'succeeded',
    );
    expect(await listed()).toEqual([]);
  });

  it('leaves a refund with an unknown outcome pending and retries it with the same key', async () => {
    const application = await createPaidApplication(test.db());
    const sent = vi.spyOn(provider(), 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const response = await refund(application.id, { amountPence: 1000, reason: 'Goodwill' });
    expect(response.json().refund.status).toBe('pending');
    // Pending counts against the cap while it is being made.
    expect(response.json().application.payment.refundablePence).toBe(3999);
    expect(await mailsTo(application.email)).toHaveLength(0);

    expect(await retryPendingRefunds(test.app.applicationServices, 0)).toBe(1);
    const keys = sent.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const [row] = await test.db().select().from(refunds).where(eq(refunds.applicationId, application.id));
    expect(row?.status).toBe('succeeded');
    expect(await mailsTo(application.email)).toHaveLength(1);
    expect(await retryPendingRefunds(test.app.applicationServices, 0)).toBe(0);
  });

  it('follows a refund the provider accepted as pending instead of asking for it again', async () => {
    const application = await createPaidApplication(test.db());
    const sent = vi.spyOn(provider(), 'refund').mockResolvedValue({ id: 're_pending', status: 'pending' });
    const followed = vi
      .spyOn(provider(), 'refundStatus')
      .mockResolvedValueOnce({ id: 're_pending', status: 'pending' });
    const response = await refund(application.id, { amountPence: 1000, reason: 'Goodwill' });
    expect(response.json().refund.status).toBe('pending');
    expect(await retryPendingRefunds(test.app.applicationServices, 0)).toBe(0);
    expect(await mailsTo(application.email)).toHaveLength(0);
    // The provider finishes it: the next run records it, once, and the traveller is told.
    expect(await retryPendingRefunds(test.app.applicationServices, 0)).toBe(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(followed.mock.calls.map(([id]) => id)).toEqual(['re_pending', 're_pending']);
    const [row] = await test.db().select().from(refunds).where(eq(refunds.applicationId, application.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: 're_pending' });
    expect(await mailsTo(application.email)).toHaveLength(1);
    sent.mockRestore();
  });

  it('refunds nothing when a pending application with no payment is cancelled', async () => {
    const application = await createPaidApplication(test.db(), { userId: ownerId, paymentId: null });
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/cancel`,
      cookies: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().application.refunds).toEqual([]);
  });
});
