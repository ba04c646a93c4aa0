import { expect, test } from './fixtures';
import { registerVerifiedUser } from './helpers/applicant';
import {
  answerQuestions,
  currentStep,
  fillDate,
  fillPersonal,
  fillTravel,
  image,
  largePhonePhoto,
  passportExpires,
  passportIssued,
  snapshot,
  upload,
} from './helpers/wizard';

// The keyboard journeys through every step are in apply-keyboard-<language>.spec.ts.
const phone = { width: 390, height: 844 };

test('a step whose earlier steps are not done opens the first that is not', async ({ page }) => {
  await page.goto('/apply/check');
  await expect(page).toHaveURL(/\/apply\/personal$/);
  await fillPersonal(page, `deep-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  await page.goto('/apply/payment');
  await expect(page).toHaveURL(/\/apply\/documents$/);
  await expect(currentStep(page)).toContainText('Document Upload');
});

test('a 20 MB phone photo is shrunk and accepted, a 40 px photo is refused with the reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await page.goto('/apply');
  await fillPersonal(page, `photo-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  // A phone is offered its camera: the back one for the passport, the front one for the photo.
  await expect(page.locator('#doc-0-passportScan-camera')).toHaveAttribute('capture', 'environment');
  await expect(page.locator('#doc-0-photo-camera')).toHaveAttribute('capture', 'user');

  await upload(page, 'doc-0-photo', 'tiny.jpg', await image('#888888', 40, 40, 'jpeg'), 'image/jpeg');
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'invalid');
  await expect(page.getByTestId('doc-0-photo')).toContainText('The photo must be at least 600 × 750 pixels.');

  const big = await largePhonePhoto();
  expect(big.length).toBeGreaterThan(15 * 1024 * 1024);
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/documents') && response.request().method() === 'POST',
  );
  await upload(page, 'doc-0-photo', 'IMG_0001.jpg', big, 'image/jpeg');
  const stored = (await (await sent).json()) as { size: number; type: string };
  expect(stored.type).toBe('image/jpeg');
  expect(stored.size).toBeLessThan(5 * 1024 * 1024);
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid', { timeout: 30_000 });
  await expect(page.getByTestId('doc-0-photo-preview')).toBeVisible();
  await upload(page, 'doc-0-passportScan', 'scan.heic', Buffer.from('not really'), 'image/heic');
  await expect(page.getByTestId('doc-0-passportScan')).toContainText('HEIC photos cannot be uploaded');
  await snapshot(page, testInfo, 'photos-phone');
});

test('a session that expires mid-wizard: sign in again in place, same step, answers and documents kept', async ({
  page,
}, testInfo) => {
  const email = `expiry-${Date.now()}@example.com`;
  const { password } = await registerVerifiedUser(page.request, { email, firstName: 'Jane', lastName: 'Smith' });
  const profile = await page.request.put('/api/user/profile', { data: { phone: '+44 20 7946 0000' } });
  expect(profile.ok(), await profile.text()).toBe(true);

  await page.goto('/apply');
  // The traveller's own details come first.
  await expect(page.locator('#personal-firstName')).toHaveValue('Jane');
  await expect(page.locator('#personal-lastName')).toHaveValue('Smith');
  await expect(page.locator('#personal-email')).toHaveValue(email);
  await expect(page.locator('#personal-phone')).toHaveValue('+44 20 7946 0000');
  await fillDate(page, 'personal-dateOfBirth', '1988-04-12');
  await page.locator('#personal-nationality').selectOption('US');
  await page.locator('#personal-passportNumber').fill('X1234567');
  await fillDate(page, 'personal-passportIssueDate', passportIssued);
  await fillDate(page, 'personal-passportExpiryDate', passportExpires);
  await page.locator('#personal-issuingCountry').selectOption('US');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/travel$/);

  // The session ends (as after a day away); the next auto-save is refused.
  await page.context().clearCookies();
  await fillTravel(page);
  const notice = page.getByTestId('session-expired');
  await expect(notice).toContainText('Your session has expired', { timeout: 15_000 });
  await snapshot(page, testInfo, 'session-expired');
  await notice.getByLabel('Email').fill(email);
  await notice.getByLabel('Password').fill(password);
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/apply\/travel$/);
  await expect(page.locator('#travel-ukAddress')).toHaveValue('221B Baker Street, London');
  await page.goBack();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
  await page.goForward();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await answerQuestions(page);

  // At Pay, the session has ended in another tab: the traveller is told so and signs in again in
  // place, without a reload, instead of reading 'payment not found'; the payment then goes through.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.locator('#payment-termsAccepted').check();
  await page.getByLabel('Cardholder name').fill('Jane Smith');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const otherTab = await page.context().newPage();
  expect((await otherTab.request.post('/api/logout')).ok()).toBe(true);
  await otherTab.close();
  await page.getByRole('button', { name: /^Pay .* Now$/ }).click();
  await expect(notice).toContainText('Your session has expired');
  await expect(notice).toBeFocused();
  await expect(page.getByText(/payment not found/i)).toHaveCount(0);
  await notice.getByLabel('Email').fill(email);
  await notice.getByLabel('Password').fill(password);
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  await page.getByRole('button', { name: /^Pay .* Now$/ }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible();
});

test('an anonymous visitor whose uploads are gone sees no tick for them', async ({ page }) => {
  await page.goto('/apply');
  await fillPersonal(page, `gone-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'invalid');
  await expect(page.getByTestId('doc-0-photo')).toContainText('We no longer hold this file. Please upload it again.');
  await page.getByTestId('next-step').click();
  await expect(page.getByTestId('error-summary')).toContainText('Photo – the upload failed');
  await expect(page).toHaveURL(/\/apply\/documents$/);
});
