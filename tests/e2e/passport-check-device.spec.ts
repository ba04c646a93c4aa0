import type { Page } from '@playwright/test';
import { passportPhoto } from '../../src/server/modules/document-checks/passport-corpus';
import { expect, seriousAxeViolations, test } from './fixtures';
import { staffOpenPaidDocuments } from './helpers/admin';
import { janeSmithPassport } from './helpers/passport';
import { fillPersonal, image, payFromDocuments, upload } from './helpers/wizard';

/**
 * The passport check on the traveller's phone (issue 32, decision 042): the passport photo is read
 * in the browser, the number typed one digit off is shown at its row with the passport's value,
 * the step does not go on until it is settled, 'Use this' corrects it, and the traveller pays.
 * The page is drawn in the test (never committed), with the traveller's own data.
 */
const next = '[data-testid="next-step"]';
const janeSmith = janeSmithPassport();

/** From a new wizard to the documents step, the number typed one digit off, and the passport photo chosen. */
async function uploadWithTypo(page: Page, language: string, baseURL: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'i18nextLng', value: language, url: baseURL }]);
  await page.goto('/apply');
  await fillPersonal(page, `passport-${language}-${Date.now()}@example.com`);
  await page.locator('#personal-passportNumber').fill('XA1234568');
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  const photo = await passportPhoto(janeSmith, { width: 1600, rotate: 0, blur: 0, quality: 90 });
  await upload(page, 'doc-0-passportScan', 'passport.jpg', photo, 'image/jpeg');
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
  // The difference at its row: what was typed, and what the passport says.
  const difference = page.getByTestId('passport-difference-passportNumber');
  await expect(difference).toBeVisible({ timeout: 90_000 });
  await expect(difference).toContainText('XA1234568');
  await expect(difference).toContainText('XA1234567');
  await expect(page.getByTestId('passport-check-0').locator('li')).toHaveCount(1);
  return difference;
}

for (const language of ['en', 'ar'] as const) {
  test(`a passport photo read on a phone catches a mistyped number before payment (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Nothing of the reader comes from elsewhere: every request stays on our origin.
    const elsewhere: string[] = [];
    const origin = new URL(testInfo.project.use.baseURL ?? 'http://localhost').origin;
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
    const difference = await uploadWithTypo(page, language, testInfo.project.use.baseURL ?? '');

    // Not settled: the step stays, and its error summary links to the row.
    await page.locator(next).click();
    await expect(page).toHaveURL(/\/apply\/documents$/);
    await expect(page.locator('#error-summary a[href="#passport-0-passportNumber"]')).toBeVisible();
    expect(await seriousAxeViolations(page, `documents step with a difference (${language})`)).toEqual([]);

    await page.locator('#passport-0-passportNumber').click();
    await expect(difference).toHaveCount(0);
    await payFromDocuments(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(elsewhere).toEqual([]);
  });
}

test('a traveller who says their passport is right as typed goes on, and staff see what they confirmed', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await uploadWithTypo(page, 'en', testInfo.project.use.baseURL ?? '');
  await page.getByRole('button', { name: 'My passport is right as I typed it' }).click();
  await expect(page.getByTestId('passport-difference-passportNumber')).toContainText(
    'You said your passport is right as you typed it.',
  );
  await payFromDocuments(page);
  // Staff, in this browser once the traveller is done: the passport check panel says what was confirmed.
  await staffOpenPaidDocuments(page);
  await expect(page.getByTestId('passport-confirmed').first()).toContainText(
    'The traveller confirmed as typed: passport number',
    { timeout: 20_000 },
  );
});
