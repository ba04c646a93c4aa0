import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import { sampleTraveller } from '../../../../tests/setup/application-data';
import { draftRequests } from '../../../../tests/setup/drafts';
import { createApplication, setCaseStatuses } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultSettings } from '../../../core/default-settings';
import type { SystemSettings } from '../../../core/settings';
import { emailOutbox } from '../../db/schema';

let test: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { email: 'ops@advena.example' })).cookies;
  traveller = (await signedIn(test.db())).cookies;
});
afterAll(() => test.close());
beforeEach(async () => {
  await saveSettings(defaultSettings);
  await test.db().execute(sql`truncate email_outbox`);
});

async function saveSettings(next: SystemSettings) {
  const response = await test.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    cookies: admin,
    payload: next,
  });
  expect(response.statusCode).toBe(200);
  return response.json().settings as SystemSettings;
}

const { inject, draft, intentFor, pay } = draftRequests(() => test);
const post = (url: string, payload: unknown, cookie?: string) => inject('POST', url, { cookie }, payload);

/** A visitor with uploaded documents and valid wizard data for one traveller (tests/setup/drafts.ts). */
async function visitorWithDocuments() {
  const visitor = await draft(sampleTraveller.email);
  return { cookie: visitor.jar.cookie as string, formData: visitor.formData() };
}

async function paidIntent(cookie: string, formData: unknown) {
  const intent = await intentFor({ cookie }, formData);
  expect(intent.statusCode).toBe(200);
  const confirm = await pay({ cookie }, intent.json().paymentIntentId);
  expect(confirm.statusCode).toBe(200);
  return intent.json();
}

const templatesQueued = async () =>
  (await test.db().select({ template: emailOutbox.template }).from(emailOutbox)).map((row) => row.template).sort();

describe('admin settings calls are for admins only', () => {
  it.each([['GET'], ['PATCH']] as const)('%s /api/admin/settings: 401 and 403', async (method) => {
    const payload = method === 'PATCH' ? defaultSettings : undefined;
    expect((await test.app.inject({ method, url: '/api/admin/settings', payload })).statusCode).toBe(401);
    const user = await test.app.inject({ method, url: '/api/admin/settings', payload, cookies: traveller });
    expect(user.statusCode).toBe(403);
  });
});

describe('GET and PATCH /api/admin/settings', () => {
  it('reads the whole object, including the government fee', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
    expect(response.json()).toEqual({ success: true, settings: defaultSettings, updatedAt: expect.any(String) });
  });

  it('keeps documents a whole number of days from 1 to 3650, refusing anything else and changing nothing', async () => {
    for (const [days, message] of [
      [0, 'Documents must be kept for at least 1 day'],
      [3651, 'Documents can be kept for at most 3650 days'],
      [1.5, 'Enter the number of days as a whole number'],
      ['30', 'Enter the number of days as a whole number'],
    ] as const) {
      const bad = await test.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        cookies: admin,
        payload: { ...defaultSettings, documentRetentionDays: days },
      });
      expect(bad.statusCode).toBe(400);
      expect(englishFieldErrors(bad.json())).toEqual({ documentRetentionDays: message });
    }
    const read = await test.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
    expect(read.json().settings.documentRetentionDays).toBe(30);
    expect((await saveSettings({ ...defaultSettings, documentRetentionDays: 90 })).documentRetentionDays).toBe(90);
  });

  it('validates the full object with the spec messages', async () => {
    const bad = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      cookies: admin,
      payload: {
        ...defaultSettings,
        visaProcessingTime: 0,
        priorityProcessingFee: -1,
        standardProcessingFee: -0.01,
        governmentFee: -5,
        supportEmail: 'support',
        supportPhone: '123',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(englishFieldErrors(bad.json())).toEqual({
      visaProcessingTime: 'Processing time must be at least 1 day',
      priorityProcessingFee: 'Fee cannot be negative',
      standardProcessingFee: 'Fee cannot be negative',
      governmentFee: 'Fee cannot be negative',
      supportEmail: 'Please enter a valid email address.',
      supportPhone: 'Please enter a valid phone number',
    });
    // Upper bounds, and a price that must include more than the government fee.
    const high = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      cookies: admin,
      payload: { ...defaultSettings, visaProcessingTime: 366, standardProcessingFee: 30_000_000 },
    });
    expect(high.statusCode).toBe(400);
    expect(englishFieldErrors(high.json())).toEqual({
      visaProcessingTime: 'Processing time must be at most 365 days',
      standardProcessingFee: 'Fee must be at most £10,000',
    });
    const free = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      cookies: admin,
      payload: { ...defaultSettings, priorityProcessingFee: 16, governmentFee: 16 },
    });
    expect(free.statusCode).toBe(400);
    expect(englishFieldErrors(free.json())).toEqual({
      priorityProcessingFee: 'The price must be more than the government fee it includes',
    });
    const partial = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      cookies: admin,
      payload: { maintenanceMode: true },
    });
    expect(partial.statusCode).toBe(400);
    const after = await test.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin });
    expect(after.json().settings.maintenanceMode).toBe(false);
  });
});

describe('settings have real effects', () => {
  it('a new fee changes the next payment amount and the public price', async () => {
    const saved = await saveSettings({
      ...defaultSettings,
      priorityProcessingFee: 59.5,
      governmentFee: 16,
      supportPhone: '+44 20 0000 1111',
    });
    expect(saved.priorityProcessingFee).toBe(59.5);
    const publicSettings = (await test.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(publicSettings).toMatchObject({
      priorityProcessingFee: 59.5,
      governmentFee: 16,
      supportPhone: '+44 20 0000 1111',
    });
    const { cookie, formData } = await visitorWithDocuments();
    const intent = await post('/api/create-payment-intent', { applicationData: formData, amount: 1 }, cookie);
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toBe(5950);
  });

  it('maintenance mode refuses new payments (503), never a paid application, and shows in the public settings', async () => {
    const { cookie, formData } = await visitorWithDocuments();
    const intent = await paidIntent(cookie, formData);
    await saveSettings({ ...defaultSettings, maintenanceMode: true });
    expect((await test.app.inject({ method: 'GET', url: '/api/settings/public' })).json().maintenanceMode).toBe(true);
    expect((await post('/api/create-payment-intent', { applicationData: formData }, cookie)).statusCode).toBe(503);
    // The money is taken: the application is made (decision 011).
    const submit = await post('/api/applications', { ...formData, paymentId: intent.paymentIntentId }, cookie);
    expect(submit.statusCode).toBe(201);
  });

  it('processing disabled refuses new payments (503), never a paid application', async () => {
    const { cookie, formData } = await visitorWithDocuments();
    const intent = await paidIntent(cookie, formData);
    await saveSettings({ ...defaultSettings, applicationProcessingEnabled: false });
    const blocked = await post('/api/create-payment-intent', { applicationData: formData }, cookie);
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().message).toBe('We are not accepting new applications at the moment. Please try again later.');
    const accepted = await post('/api/applications', { ...formData, paymentId: intent.paymentIntentId }, cookie);
    expect(accepted.statusCode).toBe(201);
    await saveSettings(defaultSettings);
  });

  it('the notification switches control the confirmation, admin and status e-mails', async () => {
    // Both on: the traveller's confirmation and one notice per admin.
    const on = await visitorWithDocuments();
    const first = await paidIntent(on.cookie, on.formData);
    expect(
      (await post('/api/applications', { ...on.formData, paymentId: first.paymentIntentId }, on.cookie)).statusCode,
    ).toBe(201);
    const queuedOn = await templatesQueued();
    expect(queuedOn).toContain('applicationConfirmation');
    expect(queuedOn).toContain('adminNewApplication');

    // Both off: nothing.
    await saveSettings({ ...defaultSettings, emailNotificationsEnabled: false, adminNotificationsEnabled: false });
    await test.db().execute(sql`truncate email_outbox`);
    const off = await visitorWithDocuments();
    const second = await paidIntent(off.cookie, off.formData);
    expect(
      (await post('/api/applications', { ...off.formData, paymentId: second.paymentIntentId }, off.cookie)).statusCode,
    ).toBe(201);
    const application = await createApplication(test.db());
    const status = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}/status`,
      cookies: admin,
      payload: { status: 'processing', notes: '', version: application.version },
    });
    expect(status.statusCode).toBe(200);
    expect(await templatesQueued()).toEqual([]);

    // Only the admin switch on: the admins hear of new applications, the traveller gets nothing.
    await saveSettings({ ...defaultSettings, emailNotificationsEnabled: false, adminNotificationsEnabled: true });
    const adminOnly = await visitorWithDocuments();
    const third = await paidIntent(adminOnly.cookie, adminOnly.formData);
    await post('/api/applications', { ...adminOnly.formData, paymentId: third.paymentIntentId }, adminOnly.cookie);
    expect(new Set(await templatesQueued())).toEqual(new Set(['adminNewApplication']));

    // Only the traveller switch on: confirmation and status e-mails, no admin notice.
    await saveSettings({ ...defaultSettings, emailNotificationsEnabled: true, adminNotificationsEnabled: false });
    await test.db().execute(sql`truncate email_outbox`);
    const travellerOnly = await visitorWithDocuments();
    const fourth = await paidIntent(travellerOnly.cookie, travellerOnly.formData);
    await post(
      '/api/applications',
      { ...travellerOnly.formData, paymentId: fourth.paymentIntentId },
      travellerOnly.cookie,
    );
    // The decision the Home Office made on the submitted traveller, recorded: that traveller's e-mail.
    await setCaseStatuses(test.db(), application.id, ['submitted']);
    await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}/status`,
      cookies: admin,
      payload: { status: 'approved', notes: '', version: application.version + 1 },
    });
    expect(await templatesQueued()).toEqual(['applicationConfirmation', 'caseDecision']);
  });
});
