import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysFromNow, sampleApplicationData } from '../../../../tests/setup/application-data';
import { createUser, sessionCookieFor, setSettings } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, upload } from '../../../../tests/setup/uploads';
import { defaultSettings } from '../../../core/default-settings';
import { priceLifeMs } from '../../../core/fee-schedule';
import { applications, payments } from '../../db/schema';

/** A local stand-in for the Stripe API: payment intents that succeed when the test says so. */
const intents = new Map<string, { amount: number; status: string }>();
let created: Record<string, string>[] = [];
let updated: Record<string, string>[] = [];
/** Refunds by idempotency key, as Stripe replays a request with the same key. */
const refundsByKey = new Map<string, { id: string; form: Record<string, string> }>();
const stand = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const intentOf = (id: string) => {
      const intent = intents.get(id);
      return {
        id,
        object: 'payment_intent',
        amount: intent?.amount,
        currency: 'gbp',
        status: intent?.status,
        client_secret: `${id}_secret_abc`,
        latest_charge:
          intent?.status === 'succeeded'
            ? {
                id: 'ch_1',
                object: 'charge',
                billing_details: { name: 'Jane Smith' },
                payment_method_details: { card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } },
              }
            : null,
      };
    };
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const form = Object.fromEntries(new URLSearchParams(body));
      created.push(form);
      const id = `pi_test_${intents.size + 1}`;
      intents.set(id, { amount: Number(form.amount), status: 'requires_payment_method' });
      return send(200, intentOf(id));
    }
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      const form = Object.fromEntries(new URLSearchParams(body));
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge.' } });
      }
      const key = String(request.headers['idempotency-key']);
      const refund = refundsByKey.get(key) ?? { id: `re_test_${refundsByKey.size + 1}`, form };
      refundsByKey.set(key, refund);
      return send(200, { id: refund.id, object: 'refund', amount: Number(refund.form.amount), status: 'succeeded' });
    }
    const refundMatch = request.url?.match(/^\/v1\/refunds\/(re_[a-z_0-9]+)/);
    if (request.method === 'GET' && refundMatch) {
      return send(200, { id: refundMatch[1], object: 'refund', amount: 1500, status: 'succeeded' });
    }
    const match = request.url?.match(/^\/v1\/payment_intents\/([a-z_0-9]+)(\/cancel)?/);
    const known = match?.[1] ? intents.get(match[1]) : undefined;
    if (request.method === 'GET' && match?.[1] && known) return send(200, intentOf(match[1]));
    if (request.method === 'POST' && match?.[1] && known && match[2]) {
      if (known.status === 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'You cannot cancel this PaymentIntent.' },
        });
      }
      known.status = 'canceled';
      return send(200, intentOf(match[1]));
    }
    if (request.method === 'POST' && match?.[1] && known) {
      const form = Object.fromEntries(new URLSearchParams(body));
      updated.push({ id: match[1], ...form });
      if (form.amount) known.amount = Number(form.amount);
      return send(200, intentOf(match[1]));
    }
    send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
  });
});

let test: TestApp;
const webhookSecret = 'whsec_test_secret';
beforeAll(async () => {
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  const port = (stand.address() as AddressInfo).port;
  test = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => stand.close(resolve));
});

async function applicant(email: string) {
  const png = await testImage('png');
  const scan = await upload(test.app, { kind: 'passportScan', fileName: 'scan.png', data: png });
  const photo = await upload(test.app, { kind: 'photo', fileName: 'photo.png', data: png, cookie: scan.cookie });
  return {
    cookie: scan.cookie as string,
    formData: sampleApplicationData(
      { passportScanPath: scan.response.json().id, photoPath: photo.response.json().id },
      {
        nationality: 'SE',
        email,
        phone: '+46 555 0100',
        passportNumber: 'S1234567',
        issuingCountry: 'SE',
        travelPurpose: 'business',
        arrivalDate: daysFromNow(5),
        departureDate: daysFromNow(9),
        ukAddress: 'Hotel, London',
      },
    ),
  };
}

describe('the stripe provider (against a local stand-in)', () => {
  it('creates the intent for the server amount and submits only once Stripe says it succeeded', async () => {
    created = [];
    const { cookie, formData } = await applicant('stripe@example.com');
    // The browser's amount is ignored: the server prices the application.
    const intent = await askForIntent(cookie, formData, { amount: 100 });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ provider: 'stripe', amount: 4999, currency: 'gbp' });
    // The browser gets the publishable key for Stripe Elements, and never the secret or webhook key.
    expect(intent.json().publishableKey).toBe('pk_test_local');
    expect(intent.json().clientSecret).toBe(`${intent.json().paymentIntentId}_secret_abc`);
    expect(intent.body).not.toContain('sk_test_local');
    expect(intent.body).not.toContain(webhookSecret);
    expect(created[0]).toMatchObject({ amount: '4999', currency: 'gbp' });
    const paymentId = intent.json().paymentIntentId;

    // The sandbox card route does not exist with Stripe.
    const sandbox = await test.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        paymentIntentId: paymentId,
        cardholderName: 'Jane',
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
      },
      headers: { cookie },
    });
    expect(sandbox.statusCode).toBe(404);

    const submit = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { ...formData, paymentId },
        headers: { cookie },
      });
    expect((await submit()).statusCode).toBe(400);

    intents.get(paymentId)!.status = 'succeeded';
    expect((await submit()).statusCode).toBe(201);
    const [row] = await applicationsOf('stripe@example.com');
    expect(row?.paymentDetails).toEqual({
      cardholderName: 'Jane Smith',
      brand: 'visa',
      last4: '4242',
      expiryDate: '04/31',
    });
  });

  it('creates the application from a signed webhook and refuses a bad signature', async () => {
    const { id: paymentId } = await intentFor('webhook@example.com');
    intents.get(paymentId)!.status = 'succeeded';
    const payload = eventPayload('evt_1', 'payment_intent.succeeded', paymentId);
    const forged = await postWebhook(payload, 't=1,v1=bad');
    expect(forged.statusCode).toBe(400);
    expect(await applicationsOf('webhook@example.com')).toHaveLength(0);

    const signed = await postWebhook(payload, sign(payload));
    expect(signed.statusCode).toBe(200);
    expect(await applicationsOf('webhook@example.com')).toHaveLength(1);
    expect((await paymentOf(paymentId))?.status).toBe('succeeded');
  });

  it('reconciliation asks Stripe about a payment whose webhook never arrived', async () => {
    const { id } = await intentFor('quiet@example.com');
    intents.get(id)!.status = 'succeeded';
    await test.app.reconcilePayments(0);
    expect(await applicationsOf('quiet@example.com')).toHaveLength(1);
  });

  it('refunds through the Refunds API once per idempotency key, and reports a refusal as failed', async () => {
    intents.set('pi_refundable', { amount: 4999, status: 'succeeded' });
    const provider = test.app.applicationServices.payments;
    const input = { providerIntentId: 'pi_refundable', amountPence: 1500, idempotencyKey: 'refund-1' };
    const first = await provider.refund(input);
    expect(first).toMatchObject({ id: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    expect(await provider.refund(input)).toMatchObject({ id: first.id, status: 'succeeded' });
    expect(refundsByKey.get('advena-refund-refund-1')?.form).toEqual({
      payment_intent: 'pi_refundable',
      amount: '1500',
      'metadata[refundId]': 'refund-1',
    });

    // A refund Stripe accepted as pending is followed by retrieving it.
    expect(await provider.refundStatus(first.id!)).toEqual({ id: first.id, status: 'succeeded' });

    intents.set('pi_unpaid', { amount: 4999, status: 'requires_payment_method' });
    expect(await provider.refund({ ...input, providerIntentId: 'pi_unpaid', idempotencyKey: 'refund-2' })).toEqual({
      id: null,
      status: 'failed',
      failureMessage: 'This PaymentIntent has no charge.',
    });
  });

  it('keeps one intent per draft, its price for its life, then updates its amount and says so when the price changed', async () => {
    created = [];
    updated = [];
    const { cookie, formData } = await applicant('one-intent@example.com');
    const ask = () => askForIntent(cookie, formData);
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.json().paymentIntentId).toBe(b.json().paymentIntentId);
    expect(created).toHaveLength(1);
    await setSettings(test.db(), { ...defaultSettings, priorityProcessingFee: 55 });
    expect((await ask()).json()).toMatchObject({ paymentIntentId: a.json().paymentIntentId, amount: 4999 });
    // Past the intent's life (decision 037): priced again, the traveller told first, then the same intent.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + priceLifeMs);
    const told = await ask();
    const dearer = await ask();
    vi.useRealTimers();
    await setSettings(test.db(), defaultSettings);
    expect(told.json()).toMatchObject({ code: 'PRICE_CHANGED', params: { amountPence: 5500 } });
    expect(dearer.json()).toMatchObject({ paymentIntentId: a.json().paymentIntentId, amount: 5500 });
    expect(created).toHaveLength(1);
    expect(updated).toEqual([{ id: a.json().paymentIntentId, amount: '5500' }]);
  });

  it('hands out no client secret of an intent paid before its webhook came, and leaves it as paid for', async () => {
    created = [];
    updated = [];
    const { cookie, formData } = await applicant('paid-early@example.com');
    const ask = () => askForIntent(cookie, formData);
    const first = await ask();
    const id = first.json().paymentIntentId;
    intents.get(id)!.status = 'succeeded';
    // Stripe.js would refuse to start Elements with it; the price changed meanwhile, and the paid intent keeps its amount.
    await setSettings(test.db(), { ...defaultSettings, priorityProcessingFee: 55 });
    const again = await ask();
    await setSettings(test.db(), defaultSettings);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_PROCESSING' });
    expect(again.body).not.toContain(`${id}_secret`);
    expect(updated).toEqual([]);
    expect(created).toHaveLength(1);
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ amountPence: 4999, status: 'requires_payment' });
    // The webhook, when it comes, settles it as usual.
    await sendEvent('evt_paid_early', 'payment_intent.succeeded', id);
    expect(await applicationsOf('paid-early@example.com')).toHaveLength(1);
  });

  it('handles each event once, in any order: a late failure after success changes nothing', async () => {
    const { id } = await intentFor('disorder@example.com');
    intents.get(id)!.status = 'succeeded';
    // The failure of an earlier attempt arrives first, then the success, then the failure again.
    expect((await sendEvent('evt_fail_1', 'payment_intent.payment_failed', id)).json()).toEqual({ received: true });
    expect(await applicationsOf('disorder@example.com')).toHaveLength(1);
    await sendEvent('evt_ok_1', 'payment_intent.succeeded', id);
    intents.get(id)!.status = 'requires_payment_method';
    await sendEvent('evt_fail_2', 'payment_intent.payment_failed', id);
    const duplicate = await sendEvent('evt_ok_1', 'payment_intent.succeeded', id);
    expect(duplicate.json()).toEqual({ received: true, duplicate: true });
    expect(await applicationsOf('disorder@example.com')).toHaveLength(1);
    expect((await paymentOf(id))?.status).toBe('succeeded');
  });

  it('refuses a payment of another amount and puts it on the attention list', async () => {
    const { id } = await intentFor('mismatch@example.com');
    intents.set(id, { amount: 100, status: 'succeeded' });
    await sendEvent('evt_mismatch', 'payment_intent.succeeded', id);
    expect(await applicationsOf('mismatch@example.com')).toHaveLength(0);
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: 'needs_attention', attentionReason: 'amount_mismatch' });
    const staff = await createUser(test.db(), { role: 'admin' });
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      cookies: await sessionCookieFor(test.db(), staff.id),
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(payment?.id);
  });
});

const applicationsOf = (email: string) => test.db().select().from(applications).where(eq(applications.email, email));

/** A Stripe event about an intent, as Stripe's servers send it. */
const eventPayload = (eventId: string, type: string, intentId: string) =>
  JSON.stringify({ id: eventId, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } });

const sign = (payload: string) =>
  new Stripe('sk_test_local').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

const postWebhook = (payload: string, signature: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    // Stripe's servers send no Origin.
    headers: { origin: undefined, 'content-type': 'application/json', 'stripe-signature': signature },
  });

function sendEvent(eventId: string, type: string, intentId: string) {
  const payload = eventPayload(eventId, type, intentId);
  return postWebhook(payload, sign(payload));
}

/** The payment step asking for the draft's intent, as the browser does. */
const askForIntent = (cookie: string, formData: unknown, extra: Record<string, unknown> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { applicationData: formData, ...extra },
    headers: { cookie },
  });

/** A traveller with a finished draft and its payment intent. */
async function intentFor(email: string) {
  const { cookie, formData } = await applicant(email);
  const intent = await askForIntent(cookie, formData);
  return { cookie, id: intent.json().paymentIntentId as string };
}

const paymentOf = async (intentId: string) =>
  (await test.db().select().from(payments).where(eq(payments.providerIntentId, intentId)))[0];
