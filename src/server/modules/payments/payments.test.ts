import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { draftRequests, type Jar } from '../../../../tests/setup/drafts';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { paymentMessages, paymentReferenceOf } from '../../../core/payments';
import {
  applications,
  auditEvents,
  documents,
  emailOutbox,
  payments,
  refunds,
  savedProgress,
  sessions,
} from '../../db/schema';

/** Issue 16: one intent per draft, applications built from what was paid for, staff for the rest. */
let test: TestApp;
let admin: Jar;
/** A signed-in user's cookie header. */
const signedIn = async (userId: string) => ({
  cookie: Object.entries(await sessionCookieFor(test.db(), userId))
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
});
beforeAll(async () => {
  test = await createTestApp();
  const staff = await createUser(test.db(), { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  admin = await signedIn(staff.id);
});
afterAll(() => test.close());

const { inject, draft, intentFor, pay } = draftRequests(() => test);
const applicationsOf = (email: string) => test.db().select().from(applications).where(eq(applications.email, email));
const paymentOf = async (providerIntentId: string) =>
  (await test.db().select().from(payments).where(eq(payments.providerIntentId, providerIntentId)))[0];

describe('one intent per draft', () => {
  it('gives two requests at once one intent, the same one again later, and updates its amount', async () => {
    const { jar, formData } = await draft('twice@example.com', 2);
    const [a, b] = await Promise.all([intentFor(jar, formData(1)), intentFor(jar, formData(1))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().paymentIntentId).toBe(b.json().paymentIntentId);
    const again = await intentFor(jar, formData(1));
    expect(again.json().paymentIntentId).toBe(a.json().paymentIntentId);
    const family = await intentFor(jar, formData(2));
    expect(family.json()).toMatchObject({ paymentIntentId: a.json().paymentIntentId, amount: 9998 });
    const rows = await test.db().select().from(payments);
    const mine = rows.filter((row) => (row.snapshot as { email: string }).email === 'twice@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amountPence: 9998, travellerCount: 2 });
    // The documents belong to that intent now.
    const attached = await test.db().select().from(documents).where(eq(documents.paymentId, mine[0]!.id));
    expect(attached).toHaveLength(4);
  });

  it('closes a paid draft: its saved progress goes, and its documents cannot be paid for again', async () => {
    const user = await createUser(test.db(), { email: 'closed@example.com' });
    const jar = await signedIn(user.id);
    const { formData } = await draft('closed@example.com', 1, jar);
    await inject('POST', '/api/application/save-progress', jar, { ...formData(), currentStep: 4 });
    const intent = await intentFor(jar, formData());
    expect((await pay(jar, intent.json().paymentIntentId)).statusCode).toBe(200);
    expect(await test.db().select().from(savedProgress).where(eq(savedProgress.userId, user.id))).toHaveLength(0);
    const second = await intentFor(jar, formData());
    expect(second.statusCode).toBe(400);
    expect(englishFieldErrors(second.json()).passportScanPath).toBe(paymentMessages.documentPaidFor);
    // A document of a paid draft cannot be removed either.
    const remove = await inject('DELETE', `/api/documents/${formData().photoPath}`, jar);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(paymentMessages.documentLocked);
  });

  it('tells a traveller whose session ended at Pay to sign in again, not that the payment is not found', async () => {
    const user = await createUser(test.db(), { email: 'ended@example.com' });
    const jar = await signedIn(user.id);
    const { formData } = await draft('ended@example.com', 1, jar);
    const intent = (await intentFor(jar, formData())).json().paymentIntentId;
    // Signed out in another tab: the session is gone, the cookie this tab sends is stale.
    await test.db().delete(sessions).where(eq(sessions.userId, user.id));
    const ended = await pay(jar, intent);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('UNAUTHORIZED');
    // Another signed-in account still finds nothing, and the draft's owner pays once signed in again.
    const other = await createUser(test.db(), { email: 'other-payer@example.com' });
    const stranger = await pay(await signedIn(other.id), intent);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect((await pay(await signedIn(user.id), intent)).statusCode).toBe(200);
  });
});

describe('a paid application is built from what was paid for', () => {
  it('still appears when the anonymous payer signed out before it was built', async () => {
    const { jar, formData, ids } = await draft('gone@example.com');
    const intent = await intentFor(jar, formData());
    expect((await pay(jar, intent.json().paymentIntentId)).statusCode).toBe(200);
    const [doc] = await test.db().select().from(documents).where(eq(documents.id, ids[0]!.scan));
    await test.db().delete(sessions).where(eq(sessions.id, doc!.sessionId!));
    await test.app.reconcilePayments(0);
    expect(await applicationsOf('gone@example.com')).toHaveLength(1);
    const linked = await test
      .db()
      .select()
      .from(documents)
      .where(eq(documents.paymentId, (await paymentOf(intent.json().paymentIntentId))!.id));
    expect(linked.every((row) => row.applicationId !== null)).toBe(true);
  });

  it('refuses the sandbox card when a document was removed after the intent was made', async () => {
    const { jar, formData } = await draft('removed@example.com');
    const intent = await intentFor(jar, formData());
    expect((await inject('DELETE', `/api/documents/${formData().photoPath}`, jar)).statusCode).toBe(204);
    const paid = await pay(jar, intent.json().paymentIntentId);
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(paymentMessages.documentsChanged);
  });

  it('sends a payment it cannot build to staff once, who see it, retry it and refund it', async () => {
    const { jar, formData } = await draft('stuck@example.com');
    const intent = await intentFor(jar, formData());
    expect((await pay(jar, intent.json().paymentIntentId)).statusCode).toBe(200);
    const payment = (await paymentOf(intent.json().paymentIntentId))!;
    // A document lost after paying (a disk fault, an operator): the build cannot be made.
    await test.db().delete(documents).where(eq(documents.id, formData().photoPath));
    const submit = await inject('POST', '/api/applications', jar, { paymentId: intent.json().paymentIntentId });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().message).toBe(paymentMessages.paymentHeld);
    expect(await paymentOf(intent.json().paymentIntentId)).toMatchObject({
      status: 'needs_attention',
      attentionReason: 'documents_missing',
    });
    // Nothing loops: reconciliation leaves it to staff.
    await test.app.reconcilePayments(0);
    expect(await applicationsOf('stuck@example.com')).toHaveLength(0);

    expect((await inject('GET', '/api/admin/payments/attention', jar)).statusCode).toBe(401);
    const list = await inject('GET', '/api/admin/payments/attention', admin);
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((row: { id: string }) => row.id === payment.id);
    expect(item).toMatchObject({
      reference: paymentReferenceOf(payment.id),
      amountPence: 4999,
      reason: 'documents_missing',
      applicantEmail: 'stuck@example.com',
      accountEmail: null,
    });
    const retry = await inject('POST', `/api/admin/payments/${payment.id}/retry`, admin);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ built: false, payment: { reason: 'documents_missing' } });

    const refund = await inject('POST', `/api/admin/payments/${payment.id}/refund`, admin, { reason: 'Photo lost' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().refund).toMatchObject({ amountPence: 4999, status: 'succeeded' });
    expect(await paymentOf(intent.json().paymentIntentId)).toMatchObject({ status: 'refunded' });
    const [made] = await test.db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(made).toMatchObject({ applicationId: null, amountPence: 4999 });
    const mail = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'stuck@example.com'));
    expect(mail.map((m) => m.subject).join()).toContain(paymentReferenceOf(payment.id));
    const twice = await inject('POST', `/api/admin/payments/${payment.id}/refund`, admin, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const audit = await test.db().select().from(auditEvents).where(eq(auditEvents.targetId, payment.id));
    expect(audit.map((event) => event.action).sort()).toEqual(['payment.refunded', 'payment.retried']);
  });

  it('a retry by staff builds the application once the cause is gone', async () => {
    const { jar, formData } = await draft('retried@example.com');
    const intent = await intentFor(jar, formData());
    await pay(jar, intent.json().paymentIntentId);
    const payment = (await paymentOf(intent.json().paymentIntentId))!;
    await test
      .db()
      .update(payments)
      .set({ status: 'needs_attention', attentionReason: 'build_failed', attentionAt: new Date() })
      .where(eq(payments.id, payment.id));
    const retry = await inject('POST', `/api/admin/payments/${payment.id}/retry`, admin);
    expect(retry.json()).toMatchObject({ built: true, application: { status: 'pending' } });
    expect(await applicationsOf('retried@example.com')).toHaveLength(1);
    const again = await inject('POST', `/api/admin/payments/${payment.id}/retry`, admin);
    expect(again.statusCode).toBe(409);
  });
});

describe('reconciliation', () => {
  it('asks again with back-off, whatever the age, and cancels an intent unpaid for a week', async () => {
    const { jar, formData } = await draft('abandoned@example.com');
    const intent = await intentFor(jar, formData());
    const id = (await paymentOf(intent.json().paymentIntentId))!.id;
    await test.app.reconcilePayments(0);
    const checked = (await paymentOf(intent.json().paymentIntentId))!;
    expect(checked.checkAttempts).toBe(1);
    expect(checked.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await test
      .db()
      .update(payments)
      .set({ createdAt: weekAgo, updatedAt: weekAgo, nextCheckAt: weekAgo })
      .where(eq(payments.id, id));
    await test.app.reconcilePayments(0);
    expect((await paymentOf(intent.json().paymentIntentId))!.status).toBe('canceled');
    // Its documents are free for a new intent of the same draft.
    const fresh = await intentFor(jar, formData());
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().paymentIntentId).not.toBe(intent.json().paymentIntentId);
  });
});
