import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveStripeJs, stripeCallsOf } from './helpers/stripe-js';
import { reachPayment } from './helpers/wizard';

/**
 * The Stripe card form through React Stripe.js and @stripe/stripe-js as they run in the browser,
 * against a stand-in for Stripe.js (helpers/stripe-js.ts): the e2e server runs the sandbox, whose
 * intent answer is turned into a Stripe one here, and the stand-in pays it through the sandbox.
 * The CSP of a sandbox server refuses js.stripe.com, so this file bypasses it.
 */
test.use({ bypassCSP: true });

/** Through the wizard to the payment step; the intent answer made a Stripe one unless the test answers itself. */
async function toPaymentStep(page: Page, email: string, { asStripe = true } = {}) {
  if (asStripe) {
    await page.route('**/api/create-payment-intent', async (route) => {
      const response = await route.fetch();
      const intent = await response.json();
      await route.fulfill({ response, json: { ...intent, provider: 'stripe', publishableKey: 'pk_test_e2e' } });
    });
  }
  await reachPayment(page, email);
  const intentAnswer = page.waitForResponse('**/api/create-payment-intent');
  await page.locator('#payment-termsAccepted').check();
  return (await (await intentAnswer).json()) as { paymentIntentId: string; clientSecret: string };
}

test.describe('the Stripe card form', () => {
  test('starts Elements with the intent and the site language, and pays with the name the traveller typed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const asked = await serveStripeJs(page);
    const intent = await toPaymentStep(page, `elements-${Date.now()}@example.com`);
    const pay = page.getByRole('button', { name: /^Pay/ });
    await expect(pay).toBeEnabled({ timeout: 20_000 });
    // Stripe.js is the endive release train of @stripe/stripe-js 10, asked for on the payment step only.
    expect(asked).toEqual(['https://js.stripe.com/endive/stripe.js']);
    const started = await stripeCallsOf(page);
    expect(started.key).toBe('pk_test_e2e');
    expect(started.elements).toEqual([{ clientSecret: intent.clientSecret, locale: 'en-GB' }]);
    expect(started.created).toEqual([
      {
        type: 'payment',
        options: {
          layout: 'tabs',
          fields: { billingDetails: { name: 'never' } },
          wallets: { applePay: 'auto', googlePay: 'auto' },
        },
      },
    ]);

    await page.screenshot({ path: testInfo.outputPath('stripe-form.png'), fullPage: true });

    // The name is ours to ask: without it, Stripe is not called.
    await pay.click();
    await expect(page.locator('#stripe-cardholder-name')).toBeFocused();
    expect((await stripeCallsOf(page)).confirmed).toEqual([]);
    await page.locator('#stripe-cardholder-name').fill('Jane Smith');
    await pay.click();
    await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('apply-reference')).toHaveText(/^ADV-\d{8}$/);
    expect((await stripeCallsOf(page)).confirmed).toEqual([
      {
        redirect: 'if_required',
        withElements: true,
        confirmParams: {
          return_url: `${baseURL}/apply/payment`,
          payment_method_data: { billing_details: { name: 'Jane Smith' } },
        },
      },
    ]);
  });

  test('a Payment Element that Stripe refuses to start shows the init error with Try Again', async ({ page }) => {
    await serveStripeJs(page, { refuseIntent: true });
    await toPaymentStep(page, `refused-${Date.now()}@example.com`);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to initialize payment system' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });

  test('a draft already paid at Stripe, its webhook not yet in, is told to wait and offered no second payment', async ({
    page,
  }, testInfo) => {
    const asked = await serveStripeJs(page);
    // The server's answer when Stripe says the draft's intent is paid or processing (stripe.test.ts).
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({
        status: 409,
        json: {
          code: 'PAYMENT_PROCESSING',
          message: 'Your payment is being processed. Please wait a moment, then check your dashboard.',
        },
      }),
    );
    await toPaymentStep(page, `paid-early-${Date.now()}@example.com`, { asStripe: false });
    const wait = page.getByRole('alert').filter({ hasText: 'Your payment is being processed' });
    await expect(wait).toBeVisible({ timeout: 20_000 });
    await expect(wait.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('paid-early.png'), fullPage: true });
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
