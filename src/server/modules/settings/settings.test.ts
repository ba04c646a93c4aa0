import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSettings } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultSettings } from '../../../core/default-settings';
import { getFeesInPence, getSettings } from './service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('settings', () => {
  it('start with the defaults of docs/decisions/047-the-first-readings-of-the-spec.md', async () => {
    expect(await getSettings(test.db())).toEqual(defaultSettings);
  });

  it('publish prices, times and contacts, and follow a change', async () => {
    const before = await test.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(before.json()).toMatchObject({ priorityProcessingFee: 49.99, governmentFee: 16, maintenanceMode: false });
    expect(before.json()).not.toHaveProperty('adminNotificationsEnabled');
    expect(before.json().testPayments).toBe(true);

    await setSettings(test.db(), { ...defaultSettings, priorityProcessingFee: 54.5, maintenanceMode: true });
    const after = await test.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(after.json()).toMatchObject({ priorityProcessingFee: 54.5, maintenanceMode: true });
    expect(await getFeesInPence(test.db())).toMatchObject({ perTravellerPence: 5450, governmentFeePence: 1600 });
  });
});

describe('public settings with Stripe', () => {
  it('say the payments are real', async () => {
    const stripe = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    try {
      const response = await stripe.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(response.json().testPayments).toBe(false);
    } finally {
      await stripe.close();
    }
  });
});
