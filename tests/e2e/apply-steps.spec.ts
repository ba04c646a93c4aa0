import { expect, test } from './fixtures';
import { registerVerifiedUser } from './helpers/applicant';
import {
  answerQuestions,
  answerQuestionsByKeyboard,
  chooseFileWithKeyboard,
  chooseWithArrows,
  currentStep,
  day,
  fillDate,
  fillPersonal,
  fillTravel,
  image,
  largePhonePhoto,
  passportExpires,
  passportIssued,
  snapshot,
  tabTo,
  typeDate,
  typeInto,
  upload,
} from './helpers/wizard';

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
const next = '[data-testid="next-step"]';

/** A family of three with the keyboard alone: Tab, typing, arrows, Space and Enter; every focus stop shows its focus. */
for (const language of ['en', 'ja', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`a family of three applies with the keyboard alone (${language}, ${size})`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      // The language as a visitor's earlier choice leaves it: in the cookie the server also reads.
      await page
        .context()
        .addCookies([{ name: 'i18nextLng', value: language, url: testInfo.project.use.baseURL ?? '' }]);
      await page.goto('/apply');
      await expect(page).toHaveURL(/\/apply\/personal$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const shot = (name: string) => snapshot(page, testInfo, `${language}-${size}-${name}`);

      // The surname comes first in Japanese (#37 item 6): Tab reaches the names in the order asked.
      const typeNames = async (prefix: string, first: string, last: string) => {
        const fields: [string, string][] = [
          [`#${prefix}-firstName`, first],
          [`#${prefix}-lastName`, last],
        ];
        for (const [selector, text] of language === 'ja' ? fields.reverse() : fields)
          await typeInto(page, selector, text);
      };
      await typeNames('personal', 'Jane', 'Smith');
      await typeDate(page, 'personal-dateOfBirth', '1988-04-12');
      await chooseWithArrows(page, '#personal-nationality', 'US');
      await typeInto(page, '#personal-email', `keys-${language}-${size}-${Date.now()}@example.com`);
      await typeInto(page, '#personal-phone', '+1 555 0100');
      await typeInto(page, '#personal-passportNumber', 'X1234567');
      await typeDate(page, 'personal-passportIssueDate', passportIssued);
      await typeDate(page, 'personal-passportExpiryDate', passportExpires);
      await chooseWithArrows(page, '#personal-issuingCountry', 'US');

      for (const [firstName, born, relationship] of [
        ['Tom', '2015-06-01', 'child'],
        ['Ann', '2018-09-30', 'child'],
      ] as const) {
        await tabTo(page, '[data-testid="add-family-member"]');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible();
        await typeNames('applicant', firstName, 'Smith');
        await typeDate(page, 'applicant-dateOfBirth', born);
        await chooseWithArrows(page, '#applicant-nationality', 'US');
        await typeInto(page, '#applicant-passportNumber', `${firstName.toUpperCase()}12345`);
        await typeDate(page, 'applicant-passportIssueDate', passportIssued);
        await typeDate(page, 'applicant-passportExpiryDate', passportExpires);
        await chooseWithArrows(page, '#applicant-issuingCountry', 'US');
        // A list of codes now (#37): Enter on a select does not submit, so Tab on to Save.
        await chooseWithArrows(page, '#applicant-relationship', relationship);
        await tabTo(page, '[role="dialog"] button[type="submit"]');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeHidden();
        // Focus lands on the new entry, not on <body> (#37 item 1).
        await expect(page.locator(`#family-edit-${firstName === 'Tom' ? 0 : 1}`)).toBeFocused();
      }
      await expect(page.getByTestId('family-list').locator('li')).toHaveCount(2);
      await shot('1-personal');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/documents$/);
      for (const traveller of [0, 1, 2]) {
        await chooseFileWithKeyboard(page, `doc-${traveller}-passportScan`, 'passport.png', await image('#3366aa'));
        await chooseFileWithKeyboard(page, `doc-${traveller}-photo`, 'photo.png', await image('#aa6633'));
      }
      await expect(page.getByText('No file chosen')).toHaveCount(0);
      await shot('2-documents');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/travel$/);
      await chooseWithArrows(page, '#travel-travelPurpose', 'tourism');
      await typeDate(page, 'travel-arrivalDate', day(10));
      await typeDate(page, 'travel-departureDate', day(20));
      await typeInto(page, '#travel-ukAddress', '221B Baker Street, London');
      await shot('3-travel');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await answerQuestionsByKeyboard(page, 3);
      await shot('4-questions');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/check$/);
      await expect(page.getByTestId('review-traveller-3')).toContainText('Ann Smith');
      await shot('4-check');
      // Back returns to the previous step, and a reload stays where it is.
      await page.goBack();
      await expect(page).toHaveURL(/\/apply\/questions$/);
      await page.reload();
      await expect(page).toHaveURL(/\/apply\/questions$/);
      await expect(page.locator('#q-0-homeAddress-line1')).toHaveValue('12 Main Street');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.goForward();
      await expect(page).toHaveURL(/\/apply\/check$/);
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/payment$/);
      await tabTo(page, '#payment-termsAccepted');
      await page.keyboard.press('Space');
      // The card form comes once the terms are accepted; a person waits for it before moving on.
      await expect(page.locator('input[name="cardholderName"]')).toBeVisible();
      await typeInto(page, 'input[name="cardholderName"]', 'Jane Smith');
      await typeInto(page, 'input[name="cardNumber"]', '4242 4242 4242 4242');
      await typeInto(page, 'input[name="expiry"]', '12/34');
      await typeInto(page, 'input[name="cvc"]', '123');
      await shot('5-payment');
      await page.keyboard.press('Enter');

      await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/apply\/confirmation$/);
      await expect(page.getByTestId('apply-reference')).toHaveText(/^ADV-\d{8}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await shot('6-confirmation');
    });
  }
}

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
  await page.setViewportSize(viewports.phone);
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
