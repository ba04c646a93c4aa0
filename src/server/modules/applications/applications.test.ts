import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { daysFromNow, sampleTraveller } from '../../../../tests/setup/application-data';
import { draftRequests } from '../../../../tests/setup/drafts';
import { createUser, setSettings } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { cookieOf } from '../../../../tests/setup/uploads';
import { messages } from '../../../core/applications';
import { defaultSettings } from '../../../core/default-settings';
import {
  applicationEvents,
  applications,
  documents,
  emailOutbox,
  payments,
  savedProgress,
  users,
} from '../../db/schema';

let test: TestApp;
let userId: string;
beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.post<{ Body: { userId: string } }>('/api/test/sign-in', async (request, reply) => {
          await app.sessions.signIn(request, reply, { id: request.body.userId, role: 'user' });
          return {};
        });
      },
    },
  );
  const [user] = await test
    .db()
    .insert(users)
    .values({ email: 'ana@example.com', passwordHash: 'x', firstName: 'Ana' })
    .returning();
  userId = user!.id;
  await test.db().insert(users).values({ email: 'boss@advena.example', passwordHash: 'x', role: 'admin' });
});
afterAll(() => test.close());
beforeEach(async () => {
  await setSettings(test.db(), defaultSettings);
});
const { inject, draft, intentFor, pay } = draftRequests(() => test);

/** A visitor who uploaded the documents for `travellers` travellers (tests/setup/drafts.ts): their cookie and valid form data. */
async function visitorWithDocuments(travellers = 1, cookie?: string) {
  const visitor = await draft(sampleTraveller.email, travellers, { cookie });
  return { cookie: visitor.jar.cookie as string, formData: visitor.formData() };
}

const post = (url: string, payload: unknown, cookie?: string) => inject('POST', url, { cookie }, payload);

async function paidIntent(cookie: string, formData: unknown, card?: string) {
  const intent = await intentFor({ cookie }, formData);
  expect(intent.statusCode).toBe(200);
  const confirm = await pay({ cookie }, intent.json().paymentIntentId, card);
  return { intent: intent.json(), confirm };
}

describe('validation (every rule of spec §5, on the server)', () => {
  it('names each invalid field with the spec message', async () => {
    const { cookie, formData } = await visitorWithDocuments(1);
    const bad = {
      ...formData,
      firstName: 'J',
      lastName: 'S',
      dateOfBirth: '01/05/1990',
      nationality: 'XX',
      email: 'not-an-email',
      phone: '123',
      passportNumber: '1234',
      issuingCountry: '',
      arrivalDate: '2020-01-01',
      departureDate: '2020-01-02',
      travelPurpose: '',
      ukAddress: '',
      termsAccepted: false,
      processingType: 'standard',
    };
    const response = await post('/api/create-payment-intent', { applicationData: bad }, cookie);
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      dateOfBirth: 'Please enter a valid date in the format YYYY-MM-DD.',
      nationality: 'Please select your nationality.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      passportNumber: 'Please enter a valid passport number.',
      issuingCountry: 'Please select the country that issued your passport.',
      arrivalDate: 'Arrival date cannot be in the past',
      departureDate: 'Departure date cannot be in the past',
      travelPurpose: 'Please select the purpose of your travel.',
      ukAddress: 'Please provide your accommodation details in the UK.',
      termsAccepted: 'You must accept the terms and conditions to proceed.',
      processingType: 'Priority Processing is the only processing type offered.',
    });
  });

  it('checks expiry after issue, the additional travellers, their limit and the documents', async () => {
    const { cookie, formData } = await visitorWithDocuments(2);
    const expiry = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, passportExpiryDate: '2019-12-31' } },
      cookie,
    );
    expect(englishFieldErrors(expiry.json())).toEqual({ passportExpiryDate: 'Expiry date must be after issue date.' });

    const kid = formData.additionalApplicants[0]!;
    const badKid = await post(
      '/api/create-payment-intent',
      {
        applicationData: {
          ...formData,
          additionalApplicants: [{ ...kid, nationality: '', issuingCountry: 'ZZ', relationship: '' }],
        },
      },
      cookie,
    );
    expect(englishFieldErrors(badKid.json())).toEqual({
      'additionalApplicants.0.nationality': 'Please select a nationality.',
      'additionalApplicants.0.issuingCountry': 'Please select the country that issued the passport.',
      'additionalApplicants.0.relationship': 'Please specify relationship to primary applicant.',
    });
    const kidExpiry = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, additionalApplicants: [{ ...kid, passportExpiryDate: '2020-01-01' }] } },
      cookie,
    );
    expect(englishFieldErrors(kidExpiry.json())).toEqual({
      'additionalApplicants.0.passportExpiryDate': 'Expiry date must be after issue date.',
    });

    const nine = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, additionalApplicants: Array.from({ length: 9 }, () => kid) } },
      cookie,
    );
    expect(englishFieldErrors(nine.json())).toEqual({
      additionalApplicants: 'You can add at most 8 additional travellers.',
    });

    // A photo given as the passport scan, and the same file used twice.
    const swapped = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, passportScanPath: formData.photoPath } },
      cookie,
    );
    expect(swapped.statusCode).toBe(400);
    expect(englishFieldErrors(swapped.json())).toHaveProperty(
      'passportScanPath',
      'Please upload a valid passport scan.',
    );
  });

  it("refuses someone else's document", async () => {
    const mine = await visitorWithDocuments(1);
    const theirs = await visitorWithDocuments(1);
    const response = await post(
      '/api/create-payment-intent',
      { applicationData: { ...mine.formData, photoPath: theirs.formData.photoPath } },
      mine.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual({ photoPath: 'Please upload a valid photo.' });
  });
});

describe("the answers' rules (issue 22), before any payment", () => {
  const latinHint = 'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).';
  const refuses = async (changes: Record<string, unknown>, fieldErrors: Record<string, string>, travellers = 1) => {
    const { cookie, formData } = await visitorWithDocuments(travellers);
    const response = await post('/api/create-payment-intent', { applicationData: { ...formData, ...changes } }, cookie);
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual(fieldErrors);
  };

  it('refuses a date of birth or a passport issue date in the future', async () => {
    await refuses(
      { dateOfBirth: daysFromNow(2), passportIssueDate: daysFromNow(2) },
      { dateOfBirth: 'Date must be in the past', passportIssueDate: 'Date cannot be in the future' },
    );
  });

  it('refuses a departure before the arrival', async () => {
    await refuses(
      { arrivalDate: daysFromNow(10), departureDate: daysFromNow(9) },
      { departureDate: 'Departure date must be on or after the arrival date.' },
    );
  });

  it('says an expired passport has expired, not that it must last until the departure date', async () => {
    await refuses(
      { passportIssueDate: daysFromNow(-400), passportExpiryDate: daysFromNow(-1) },
      { passportExpiryDate: 'This passport has expired. Enter the details of a passport that is still valid.' },
    );
  });

  it("refuses a passport, a family member's too, that expires before the departure date", async () => {
    const departureDate = daysFromNow(20);
    await refuses(
      { departureDate, passportIssueDate: daysFromNow(-400), passportExpiryDate: daysFromNow(19) },
      { passportExpiryDate: 'The passport must be valid until your departure date.' },
    );
    const { cookie, formData } = await visitorWithDocuments(2);
    const kid = { ...formData.additionalApplicants[0]!, passportExpiryDate: daysFromNow(19) };
    const response = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, departureDate, additionalApplicants: [kid] } },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual({
      'additionalApplicants.0.passportExpiryDate': 'The passport must be valid until your departure date.',
    });
    // Valid until the departure day itself, and within 6 months of today: accepted (docs/decisions/047-the-first-readings-of-the-spec.md).
    const accepted = await post(
      '/api/create-payment-intent',
      {
        applicationData: {
          ...formData,
          departureDate,
          passportExpiryDate: departureDate,
          additionalApplicants: [{ ...kid, passportExpiryDate: departureDate }],
        },
      },
      cookie,
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses names in another script than the Latin one of the passport, any traveller', async () => {
    await refuses({ firstName: '山田', lastName: 'Иванова' }, { firstName: latinHint, lastName: latinHint });
    const { cookie, formData } = await visitorWithDocuments(2);
    const kid = { ...formData.additionalApplicants[0]!, firstName: 'محمد' };
    const refused = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, additionalApplicants: [kid] } },
      cookie,
    );
    expect(englishFieldErrors(refused.json())).toEqual({ 'additionalApplicants.0.firstName': latinHint });
    const accented = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, firstName: 'Zoë', lastName: "O'Brien-Łukasz" } },
      cookie,
    );
    expect(accented.statusCode).toBe(200);
  });

  it('refuses a nationality that needs a visa, or no ETA at all, before any payment; takes every ETA nationality', async () => {
    await refuses({ nationality: 'IN' }, { nationality: messages.nationalityVisa });
    await refuses({ nationality: 'GB' }, { nationality: messages.nationalityNoEta });
    const { cookie, formData } = await visitorWithDocuments(2);
    const kid = { ...formData.additionalApplicants[0]!, nationality: 'PK' };
    const paymentsBefore = (await test.db().select().from(payments)).length;
    const refused = await post(
      '/api/create-payment-intent',
      { applicationData: { ...formData, additionalApplicants: [kid] } },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.nationalityVisa);
    expect(englishFieldErrors(refused.json())).toEqual({
      'additionalApplicants.0.nationality': messages.nationalityVisa,
    });
    expect((await test.db().select().from(payments)).length).toBe(paymentsBefore);
    // The nationalities the first list left out; a Hong Kong BN(O) passport is issued by the United Kingdom.
    for (const [nationality, issuingCountry] of [
      ['AR', 'AR'],
      ['IL', 'IL'],
      ['AE', 'AE'],
      ['TW', 'TW'],
      ['HK', 'GB'],
    ]) {
      const accepted = await post(
        '/api/create-payment-intent',
        { applicationData: { ...formData, nationality, issuingCountry } },
        cookie,
      );
      expect(accepted.statusCode, nationality).toBe(200);
    }
  });

  it('builds what was paid for at submission, whatever the browser sends back', async () => {
    const { cookie, formData } = await visitorWithDocuments(1);
    const paid = { ...formData, email: 'paid-as-checked@example.com' };
    const { intent } = await paidIntent(cookie, paid);
    const response = await post(
      '/api/applications',
      { ...paid, lastName: 'Smith山', paymentId: intent.paymentIntentId },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await test
      .db()
      .select()
      .from(applications)
      .where(eq(applications.id, response.json().application.id));
    expect(row?.lastName).toBe(formData.lastName);
  });
});

describe('payment and submission', () => {
  it('charges the server amount whatever the client sends, and submits once per payment', async () => {
    const { cookie, formData } = await visitorWithDocuments(2);
    // An amount sent by the client is ignored: the server prices the draft.
    const asked = await post('/api/create-payment-intent', { applicationData: formData, amount: 1 }, cookie);
    expect(asked.statusCode).toBe(200);
    const intent = asked.json();
    const confirm = await pay({ cookie }, intent.paymentIntentId);
    expect(intent).toMatchObject({ amount: 9998, currency: 'gbp', provider: 'sandbox' });
    expect(intent.clientSecret).toBeTruthy();
    // The sandbox needs no browser key: nothing but the documented fields goes out.
    expect(Object.keys(intent).sort()).toEqual(['amount', 'clientSecret', 'currency', 'paymentIntentId', 'provider']);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ paymentIntent: { id: intent.paymentIntentId, status: 'succeeded' } });
    const [payment] = await test
      .db()
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, intent.paymentIntentId));
    expect(payment?.amountPence).toBe(9998);
    expect(payment?.paymentDetails).toEqual({
      cardholderName: 'Jane Smith',
      brand: 'visa',
      last4: '4242',
      expiryDate: '12/39',
    });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');

    const submit = () =>
      post(
        '/api/applications',
        { ...formData, amount: 1, paymentId: intent.paymentIntentId, processingType: 'priority' },
        cookie,
      );
    const first = await submit();
    expect(first.statusCode).toBe(201);
    const { application } = first.json();
    expect(application.referenceNumber).toMatch(/^ADV-\d{8}$/);

    const again = await submit();
    expect(again.statusCode).toBe(201);
    expect(again.json().application).toEqual(application);

    const rows = await test.db().select().from(applications).where(eq(applications.paymentId, payment!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPence: 9998,
      applicantCount: 2,
      isMultipleApplicants: true,
      status: 'pending',
    });
    expect(rows[0]?.paymentDetails).toMatchObject({ last4: '4242' });
    const linked = await test.db().select().from(documents).where(eq(documents.applicationId, application.id));
    expect(linked).toHaveLength(4);
    const events = await test
      .db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events.map((e) => e.type)).toEqual(['submitted']);
    const mail = await test.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'jane@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(application.referenceNumber);
    // The confirmation links to the tracking page for its own reference (#37), as text and as a link.
    const tracking = `${test.config.appUrl}/track?reference=${application.referenceNumber}`;
    expect(mail[0]?.text).toContain(tracking);
    expect(mail[0]?.html).toContain(`href="${tracking}"`);
    const adminMail = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'boss@advena.example'));
    expect(adminMail.length).toBeGreaterThanOrEqual(1);

    // Submitted documents can no longer be removed, and cannot be reused for another application.
    const remove = await test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${formData.photoPath}`,
      headers: { cookie },
    });
    expect(remove.statusCode).toBe(409);
    const reuse = await post('/api/create-payment-intent', { applicationData: formData }, cookie);
    expect(reuse.statusCode).toBe(400);
  });

  it('declines 4000 0000 0000 0002, refuses other numbers, and will not submit an unpaid application', async () => {
    const { cookie, formData } = await visitorWithDocuments(1);
    const declined = await paidIntent(cookie, formData, '4000 0000 0000 0002');
    expect(declined.confirm.statusCode).toBe(402);
    expect(declined.confirm.json().message).toBe('Your card was declined.');
    const unpaid = await post('/api/applications', { ...formData, paymentId: declined.intent.paymentIntentId }, cookie);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toBe('The payment has not been completed.');

    const other = await paidIntent(cookie, formData, '5555 5555 5555 4444');
    expect(other.confirm.statusCode).toBe(400);
    const stranger = await visitorWithDocuments(1);
    const theirs = await post(
      '/api/applications',
      { ...formData, paymentId: declined.intent.paymentIntentId },
      stranger.cookie,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('submits the travellers that were paid for, not those the browser sends afterwards', async () => {
    const { cookie, formData } = await visitorWithDocuments(2);
    const { intent } = await paidIntent(cookie, {
      ...formData,
      email: 'one-paid@example.com',
      additionalApplicants: [],
    });
    expect(intent.amount).toBe(4999);
    const response = await post('/api/applications', { ...formData, paymentId: intent.paymentIntentId }, cookie);
    expect(response.statusCode).toBe(201);
    const [row] = await test.db().select().from(applications).where(eq(applications.email, 'one-paid@example.com'));
    expect(row).toMatchObject({ applicantCount: 1, amountPence: 4999 });
  });

  it('follows the price in settings', async () => {
    await setSettings(test.db(), { ...defaultSettings, priorityProcessingFee: 55 });
    const { cookie, formData } = await visitorWithDocuments(1);
    const { intent } = await paidIntent(cookie, formData);
    expect(intent.amount).toBe(5500);
  });

  it('maintenance mode and paused processing block new payments (503), never one already paid', async () => {
    const { cookie, formData } = await visitorWithDocuments(1);
    const paid = { ...formData, email: 'paid-before-maintenance@example.com' };
    const { intent } = await paidIntent(cookie, paid);
    await setSettings(test.db(), { ...defaultSettings, maintenanceMode: true });
    const other = await visitorWithDocuments(1);
    const blocked = await post('/api/create-payment-intent', { applicationData: other.formData }, other.cookie);
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().message).toBe('The service is under maintenance. Please try again later.');
    // The money is taken: the application is made, maintenance or not.
    const submit = await post('/api/applications', { ...paid, paymentId: intent.paymentIntentId }, cookie);
    expect(submit.statusCode).toBe(201);

    await setSettings(test.db(), { ...defaultSettings, applicationProcessingEnabled: false });
    const paused = await post('/api/create-payment-intent', { applicationData: other.formData }, other.cookie);
    expect(paused.statusCode).toBe(503);
    expect(paused.json().message).toBe('We are not accepting new applications at the moment. Please try again later.');
  });

  it('the reconciliation job creates the application of a payment whose browser never came back', async () => {
    const { cookie, formData } = await visitorWithDocuments(1);
    const mail = { ...formData, email: 'lost@example.com' };
    const { intent } = await paidIntent(cookie, mail);
    // Too recent: the browser may still submit it.
    expect(await test.app.reconcilePayments()).toEqual([]);
    const created = await test.app.reconcilePayments(0);
    const [row] = await test.db().select().from(applications).where(eq(applications.email, 'lost@example.com'));
    expect(row?.referenceNumber).toMatch(/^ADV-\d{8}$/);
    expect(created.map((c) => c.referenceNumber)).toContain(row?.referenceNumber);
    // Nothing left to do on the next run.
    expect(await test.app.reconcilePayments(0)).toEqual([]);
    expect(row?.amountPence).toBe(4999);
    // The browser returns later: same application.
    const late = await post('/api/applications', { ...mail, paymentId: intent.paymentIntentId }, cookie);
    expect(late.json().application.referenceNumber).toBe(row?.referenceNumber);
    // Everything queued so far, not just the first batch (admins are e-mailed about each application too).
    while ((await test.app.mailer.processNow()).claimed > 0);
    const files = await import('node:fs').then((fs) =>
      fs.readdirSync(`${test.dataDir}/mail`).map((f) => fs.readFileSync(`${test.dataDir}/mail/${f}`, 'utf8')),
    );
    expect(files.some((eml) => eml.includes(row!.referenceNumber))).toBe(true);
  });
});

describe('saved progress', () => {
  it('is for signed-in users only, and is deleted after submission', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/application/saved-progress' })).statusCode).toBe(401);
    expect((await post('/api/application/save-progress', { currentStep: 3 })).statusCode).toBe(401);

    const signIn = await post('/api/test/sign-in', { userId });
    const cookie = cookieOf(signIn) as string;
    const empty = await test.app.inject({ method: 'GET', url: '/api/application/saved-progress', headers: { cookie } });
    expect(empty.json()).toEqual({ success: true, data: null });

    const { formData } = await visitorWithDocuments(1, cookie);
    const saved = await post(
      '/api/application/save-progress',
      { ...formData, additionalApplicants: [], isMultipleApplicants: false, applicantCount: 1, currentStep: 4 },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const restored = await test.app.inject({
      method: 'GET',
      url: '/api/application/saved-progress',
      headers: { cookie },
    });
    expect(restored.json().data).toMatchObject({ firstName: 'Jane', currentStep: 4, additionalApplicants: [] });
    expect(restored.json().data.lastSaved).toBeTruthy();

    const { intent } = await paidIntent(cookie, formData);
    const submitted = await post('/api/applications', { ...formData, paymentId: intent.paymentIntentId }, cookie);
    expect(submitted.statusCode).toBe(201);
    const [app] = await test
      .db()
      .select()
      .from(applications)
      .where(eq(applications.id, submitted.json().application.id));
    expect(app?.userId).toBe(userId);
    expect(await test.db().select().from(savedProgress).where(eq(savedProgress.userId, userId))).toHaveLength(0);
  });

  it('can be discarded by its owner only, after which there is none', async () => {
    expect((await test.app.inject({ method: 'DELETE', url: '/api/application/saved-progress' })).statusCode).toBe(401);
    const owner = cookieOf(await post('/api/test/sign-in', { userId })) as string;
    const other = await createUser(test.db(), { email: 'other-draft@example.com' });
    const stranger = cookieOf(await post('/api/test/sign-in', { userId: other.id })) as string;
    await post('/api/application/save-progress', { firstName: 'Jane', currentStep: 2 }, owner);
    await post('/api/application/save-progress', { firstName: 'Kai', currentStep: 3 }, stranger);

    const discarded = await test.app.inject({
      method: 'DELETE',
      url: '/api/application/saved-progress',
      headers: { cookie: owner },
    });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ success: true });
    const after = await test.app.inject({
      method: 'GET',
      url: '/api/application/saved-progress',
      headers: { cookie: owner },
    });
    expect(after.json()).toEqual({ success: true, data: null });
    // Another traveller's draft is theirs alone, and discarding twice is no error.
    const theirs = await test.app.inject({
      method: 'GET',
      url: '/api/application/saved-progress',
      headers: { cookie: stranger },
    });
    expect(theirs.json().data).toMatchObject({ firstName: 'Kai', currentStep: 3 });
    expect(
      (await test.app.inject({ method: 'DELETE', url: '/api/application/saved-progress', headers: { cookie: owner } }))
        .statusCode,
    ).toBe(200);
  });
});
