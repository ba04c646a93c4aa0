import fs from 'node:fs';
import path from 'node:path';
import { expect, test, waitForApp } from './fixtures';
import {
  answerQuestions,
  day,
  fillDate,
  fillPersonal,
  fillTravel,
  image,
  passportExpires,
  passportIssued,
  reachPayment,
  upload as uploadFile,
} from './helpers/wizard';

const png = (color: string) => image(color);

const port = Number(process.env.E2E_PORT ?? 3456);
const dataDir = process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`;
/** The newest verification code mailed to `to`, read from the dev mailbox's .eml files. */
async function codeFromMail(to: string, after: number): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')) : [];
        const latest = files
          .map((file) => path.join(mailDir, file))
          .filter((file) => fs.statSync(file).mtimeMs >= after)
          .map((file) => fs.readFileSync(file, 'utf8'))
          .filter((text) => text.includes(to) && text.includes('Your Advena verification code'))
          .at(-1);
        found = /^(\d{6})\s*$/m.exec(latest?.split(/Content-Type: text\/html/i)[0] ?? '')?.[1];
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found as string;
}

test.describe('the apply wizard', () => {
  test('a new visitor applies for two travellers, fixes the errors, reviews, pays and gets the reference', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    // The sandbox path never downloads Stripe.js nor the Stripe Elements chunk.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for UK ETA' })).toBeVisible({ timeout: 20_000 });
    const indicator = page.getByTestId('step-indicator');
    await expect(indicator).toContainText('Personal & Passport Details');
    await expect(indicator).toContainText('Document Upload');
    await expect(indicator.locator('li[aria-current="step"]')).toContainText('1');
    await expect(page).toHaveURL(/\/apply\/personal$/);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();

    // A date's example is a day gone for a birth date, next year's for an expiry date.
    await expect(page.locator('#personal-dateOfBirth-hint')).toHaveText('For example, 27 3 2007');
    await expect(page.locator('#personal-passportExpiryDate-hint')).toHaveText(
      `For example, 27 3 ${new Date().getFullYear() + 1}`,
    );

    // Nothing filled in: the error summary lists the problems and links to the fields.
    await page.getByRole('button', { name: 'Next Step' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('First name must be at least 2 characters.');
    await expect(summary).toContainText('Please select your nationality.');
    await summary.getByRole('link', { name: 'Please enter a valid email address.' }).click();
    await expect(page.locator('#personal-email')).toBeFocused();
    // Each date error names its field, and links to its day box.
    await summary.getByRole('link', { name: 'Enter the date of birth of traveller 1' }).click();
    await expect(page.locator('#personal-dateOfBirth')).toBeFocused();
    await expect(summary).toContainText('Enter the passport expiry date of traveller 1');

    // A name in another script than the passport's Latin one, and a birth date in the future.
    await page.locator('#personal-firstName').fill('山田');
    await page.locator('#personal-lastName').fill('Smith');
    await fillDate(page, 'personal-dateOfBirth', day(2));
    await page.locator('#personal-nationality').selectOption('US');
    await page.locator('#personal-email').fill(email);
    await page.locator('#personal-phone').fill('+1 555 0100');
    await page.locator('#personal-passportNumber').fill('X1234567');
    await fillDate(page, 'personal-passportIssueDate', passportIssued);
    await fillDate(page, 'personal-passportExpiryDate', '2020-01-01');
    await page.locator('#personal-issuingCountry').selectOption('US');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('Expiry date must be after issue date.');
    await expect(page.getByTestId('error-summary')).toContainText(
      'Enter the name as printed in your passport, in Latin letters (A–Z, accents allowed).',
    );
    await expect(page.getByTestId('error-summary')).toContainText(
      'Date of birth of traveller 1: Date must be in the past',
    );
    // An expired passport, before any departure date exists: told it has expired, nothing about a departure.
    await fillDate(page, 'personal-passportExpiryDate', day(-1));
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'This passport has expired. Enter the details of a passport that is still valid.',
    );
    await expect(page.getByTestId('error-summary')).not.toContainText('departure date');
    await page.locator('#personal-firstName').fill('Jane');
    await fillDate(page, 'personal-dateOfBirth', '1988-04-12');
    await fillDate(page, 'personal-passportExpiryDate', passportExpires);
    await expect(page.getByTestId('personal-passportExpiryDate-warning')).toHaveCount(0);

    // A family member through the dialog; Add is disabled while it is open.
    await page.getByRole('button', { name: 'Add family member' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Please specify relationship to primary applicant.');
    await expect(dialog.getByTestId('error-summary')).toContainText('Enter the date of birth of traveller 2');
    await dialog.locator('#applicant-firstName').fill('Tom');
    await dialog.locator('#applicant-lastName').fill('Smith');
    await fillDate(page, 'applicant-dateOfBirth', '2015-06-01');
    await dialog.locator('#applicant-nationality').selectOption('JP');
    await dialog.locator('#applicant-passportNumber').fill('TK998877');
    await fillDate(page, 'applicant-passportIssueDate', '2022-02-02');
    // Expiring within 6 months of today: a warning, not an error (docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity').
    await fillDate(page, 'applicant-passportExpiryDate', day(100));
    await expect(dialog.getByTestId('applicant-passportExpiryDate-warning')).toContainText(
      'Passport must be valid for at least 6 months from today',
    );
    await dialog.locator('#applicant-issuingCountry').selectOption('JP');
    await dialog.locator('#applicant-relationship').selectOption('child');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('family-list')).toContainText('Tom Smith');
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Documents: a text file posing as a photo is refused; real images are accepted.
    await expect(indicator.locator('li[aria-current="step"]')).toContainText('Document Upload');
    await expect(page).toHaveURL(/\/apply\/documents$/);
    // The browser's Back returns to step 1 with the answers, Forward comes back.
    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/personal$/);
    await expect(page.locator('#personal-firstName')).toHaveValue('Jane');
    await expect(page.getByTestId('family-list')).toContainText('Tom Smith');
    await page.goForward();
    await expect(page).toHaveURL(/\/apply\/documents$/);
    const next = page.getByRole('button', { name: 'Next Step' });
    // Never disabled: pressing it lists every upload still missing, and the title says Error.
    await next.click();
    await expect(page.getByTestId('error-summary')).toContainText('Tom Smith: Photo');
    await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveTitle(/^Error: Document Upload/);
    await uploadFile(page, 'doc-0-passportScan', 'passport.png', await png('#3366aa'));
    await uploadFile(page, 'doc-0-photo', 'photo.jpg', Buffer.from('this is not an image'), 'image/jpeg');
    await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'invalid');
    await expect(page.getByTestId('doc-0-photo')).toContainText(
      'Invalid file type. Please upload a JPEG or PNG image.',
    );
    await uploadFile(page, 'doc-0-photo', 'photo.png', await png('#aa6633'));
    await uploadFile(page, 'doc-1-passportScan', 'tom-passport.png', await png('#22aa22'));
    await uploadFile(page, 'doc-1-photo', 'tom-photo.png', await png('#aa2222'));
    for (const id of ['doc-0-passportScan', 'doc-0-photo', 'doc-1-passportScan', 'doc-1-photo']) {
      await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'valid');
    }
    // A preview of each image, and never the file input's own 'No file chosen'.
    await expect(page.getByTestId('doc-0-photo-preview')).toBeVisible();
    await expect(page.getByText('No file chosen')).toHaveCount(0);
    // A reload stays on this step, with the uploads the server still holds.
    await page.reload();
    await expect(page).toHaveURL(/\/apply\/documents$/);
    await expect(page.getByTestId('doc-1-photo')).toHaveAttribute('data-status', 'valid');
    await expect(next).toBeEnabled();
    await next.click();

    // Travel: a past date is refused.
    await page.locator('#travel-travelPurpose').selectOption('tourism');
    await fillDate(page, 'travel-arrivalDate', '2020-01-01');
    await fillDate(page, 'travel-departureDate', day(20));
    await page.locator('#travel-ukAddress').fill('221B Baker Street, London');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('Arrival date cannot be in the past');
    await fillDate(page, 'travel-arrivalDate', day(10));
    // A departure after Tom's passport expires, then one before the arrival, are refused.
    await fillDate(page, 'travel-departureDate', day(120));
    await page.getByRole('button', { name: 'Next Step' }).click();
    // The refusal names whose passport it is.
    await expect(page.getByTestId('error-summary')).toContainText(
      'This is after the expiry date of Tom Smith’s passport',
    );
    await fillDate(page, 'travel-departureDate', day(5));
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'Departure date must be on or after the arrival date.',
    );
    await fillDate(page, 'travel-departureDate', day(20));
    await page.getByRole('button', { name: 'Next Step' }).click();
    await answerQuestions(page, 2);

    // Review, with Change links back to the steps.
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByTestId('review-traveller-1')).toContainText('Jane');
    await expect(page.getByTestId('review-traveller-1')).toContainText('United States');
    await expect(page.getByTestId('review-traveller-2')).toContainText('Tom');
    await expect(page.getByTestId('review-traveller-2')).toContainText('Japan');
    // Every traveller's passport scan and photo, seen again before paying (issue 33).
    for (const number of [1, 2]) {
      const thumbnails = page.getByTestId(`review-documents-${number}`).getByTestId('document-thumbnail');
      await expect(thumbnails).toHaveCount(2);
      // They load as they come into view (a long family list on a phone).
      for (const thumbnail of await thumbnails.all()) await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
    }
    await expect(page.getByTestId('review-travel')).toContainText('221B Baker Street');
    await expect(page).toHaveURL(/\/apply\/check$/);
    await page.getByTestId('review-travel').getByRole('link', { name: 'Change arrival date' }).click();
    await expect(page).toHaveURL(/\/apply\/travel\?return=check#travel-arrivalDate$/);
    await expect(page.locator('#travel-arrivalDate')).toBeFocused();
    await expect(page.locator('#travel-arrivalDate-year')).toHaveValue(day(10).slice(0, 4));
    // Next goes back to check answers, not on through the steps in between (issue #37).
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/apply\/check$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/apply\/payment$/);

    await expect(page.getByText('Please Accept Terms & Conditions')).toBeVisible();
    // The card form appears only once the terms are accepted (spec); the amount is said before.
    await expect(page.getByTestId('payment-preview')).toContainText('Pay £99.98 Now');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay £99.98 Now' })).toHaveCount(0);
    // The terms open in a new tab; the wizard stays where it is.
    const termsLink = page.getByRole('link', { name: /Read the terms and conditions/ });
    await expect(termsLink).toHaveAttribute('target', '_blank');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(terms.getByText('£49.99 per traveller, including the £16 government fee')).toBeVisible();
    await terms.close();
    await expect(page.getByText('Please Accept Terms & Conditions')).toBeVisible();
    await expect(page.getByTestId('price-summary')).toContainText('£49.99 × 2');
    await expect(page.getByTestId('price-summary')).toContainText('£16.00 government fee');
    await page.locator('#payment-termsAccepted').check();
    const pay = page.getByRole('button', { name: 'Pay £99.98 Now' });
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId('wallets-test-mode')).toHaveText(
      'Apple Pay and Google Pay are not available in test mode. With real payments they appear here when your browser offers them.',
    );

    await page.getByLabel('Cardholder name').fill('Jane Smith');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    // The confirmation is a page of its own, with one toast.
    await expect(page.getByTestId('apply-success')).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/confirmation$/);
    const reference = (await page.getByTestId('apply-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^ADV-\d{8}$/);
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('apply-reference')).toHaveText(reference);
    // A new application starts empty at step 1.
    await page.getByRole('button', { name: 'Start a new application' }).click();
    await expect(page).toHaveURL(/\/apply\/personal$/);
    await expect(page.locator('#personal-firstName')).toHaveValue('');

    // The confirmation e-mail with the reference.
    const mailDir = path.join(dataDir, 'mail');
    await expect
      .poll(
        () =>
          fs.existsSync(mailDir) &&
          fs
            .readdirSync(mailDir)
            .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
            .some((eml) => eml.includes(reference) && eml.includes(email)),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('a signed-in user who leaves mid-way finds their progress restored', async ({ page, browser }) => {
    const email = `resume.${Date.now()}@example.com`;
    const since = Date.now() - 1000;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel');
    await register.getByLabel('First Name').fill('Jane');
    await register.getByLabel('Last Name').fill('Smith');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('resume-password-1');
    await register.getByLabel('Confirm Password').fill('resume-password-1');
    await register.getByRole('button', { name: 'Register' }).click();
    const verify = page.getByRole('tabpanel');
    await verify.getByLabel('Verification Code').fill(await codeFromMail(email, since));
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for UK ETA' })).toBeVisible();
    const autosave = page.getByText(/^(Saving\.\.\.|Auto-save enabled)$/);
    await expect(autosave).toHaveText('Auto-save enabled');
    // A little latency on the save, as over a real network, so 'Saving...' stays on screen long enough to see.
    await page.route('**/api/application/save-progress', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fillPersonal(page, email);
    const savedStep3 = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/application/save-progress') &&
        response.request().method() === 'POST' &&
        response.request().postDataJSON()?.currentStep === 2,
    );
    const sawSaving = page
      .getByText('Saving...', { exact: true })
      .waitFor({ timeout: 10_000 })
      .then(() => true);
    await page.getByRole('button', { name: 'Next Step' }).click();
    const indicator = page.getByTestId('step-indicator');
    await expect(indicator.locator('li[aria-current="step"]')).toContainText('Document Upload');
    expect((await savedStep3).ok()).toBe(true);
    expect(await sawSaving).toBe(true);
    await expect(autosave).toHaveText('Auto-save enabled');

    // A fresh browser with nothing in localStorage or sessionStorage, signed in with the same cookies.
    const context = await browser.newContext({
      storageState: { cookies: await page.context().cookies(), origins: [] },
    });
    const fresh = await context.newPage();
    await fresh.goto('/apply');
    await waitForApp(fresh);
    await expect(fresh.getByText('Progress Restored', { exact: true })).toBeVisible();
    await expect(fresh.getByTestId('step-indicator').locator('li[aria-current="step"]')).toContainText(
      'Document Upload',
    );
    await fresh.getByRole('button', { name: 'Previous' }).click();
    await expect(fresh.locator('#personal-firstName')).toHaveValue('Jane');
    await expect(fresh.locator('#personal-nationality')).toHaveValue('US');
    await expect(fresh.locator('#personal-email')).toHaveValue(email);
    await expect(fresh.locator('#personal-passportExpiryDate-year')).toHaveValue(passportExpires.slice(0, 4));
    await context.close();
  });

  test('back from a payment method that redirects, the page finishes the submission (or offers the form again)', async ({
    page,
  }, testInfo) => {
    await page.goto('/apply');
    await fillPersonal(page, `return-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await uploadFile(page, 'doc-0-passportScan', 'passport.png', await png('#3366aa'));
    await uploadFile(page, 'doc-0-photo', 'photo.png', await png('#aa6633'));
    await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
    await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await fillTravel(page);
    await page.getByTestId('next-step').click();
    await answerQuestions(page);
    await page.getByTestId('next-step').click();
    await expect(page).toHaveURL(/\/apply\/payment$/);

    // A method that failed away from the page: said so, and the form is offered again.
    // Stripe returns to the page it left: the payment step's own address.
    await page.goto('/apply/payment?payment_intent=pi_unknown&redirect_status=failed');
    await expect(page.getByRole('alert').filter({ hasText: 'The payment was not completed' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/apply\/payment$/);
    await expect(page.getByTestId('payment-preview')).toBeVisible();
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('payment-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`payment-preview-${width}.png`) });
    }

    // One that succeeded (here the sandbox's intent, paid outside the page): the return finishes the submission.
    const intentAnswer = page.waitForResponse('**/api/create-payment-intent');
    await page.locator('#payment-termsAccepted').check();
    const intent = (await (await intentAnswer).json()) as { paymentIntentId: string };
    const paid = await page.request.post('/api/payments/sandbox/confirm', {
      data: {
        paymentIntentId: intent.paymentIntentId,
        cardholderName: 'Jane Smith',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(paid.ok()).toBe(true);
    await page.goto(`/apply/payment?payment_intent=${intent.paymentIntentId}&redirect_status=succeeded`);
    await expect(page.getByTestId('apply-success')).toBeVisible();
    await expect(page.getByTestId('apply-reference')).toHaveText(/^ADV-\d{8}$/);
    await expect(page).toHaveURL(/\/apply\/confirmation$/);
  });

  test('with the stripe provider, a Stripe.js that cannot load shows the init error with Try Again', async ({
    page,
  }) => {
    // The e2e server runs the sandbox; the intent answer is turned into a Stripe one, and there is
    // no network (and the sandbox CSP refuses js.stripe.com), so Stripe.js cannot load.
    await page.route('**/api/create-payment-intent', async (route) => {
      const response = await route.fetch();
      const intent = await response.json();
      await route.fulfill({
        response,
        json: { ...intent, provider: 'stripe', publishableKey: 'pk_test_e2e', clientSecret: 'pi_e2e_secret_x' },
      });
    });
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await reachPayment(page, `stripe-${Date.now()}@example.com`);
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
    await page.locator('#payment-termsAccepted').check();

    const failure = page.getByRole('alert').filter({ hasText: 'Failed to initialize payment system' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Payment Error', { exact: true })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    // The Stripe chunk was fetched only now, and Stripe.js was asked for.
    expect(requested.some((url) => /stripe-form/.test(url))).toBe(true);
    expect(requested.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  });
});
