import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { passportPhoto, type SpecimenPassport } from '../../src/server/modules/document-checks/passport-corpus';
import { sampleTraveller } from '../setup/application-data';
import { expect, seriousAxeViolations, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { janeSmithPassport, yymmdd } from './helpers/passport';
import { fillPersonal, fillTravel, image, upload } from './helpers/wizard';

/**
 * The passport check's other places (issue 32, decision 044): a PDF scan read on the phone, the
 * sex settled on the questions step where it is asked, and the fix page reading a new passport
 * scan, its confirmation reaching staff. The pages are drawn in the test, never committed.
 */
const next = '[data-testid="next-step"]';

/** A phone scanner app's PDF: the page as one JPEG. */
async function scannedPdf(passport: SpecimenPassport) {
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await passportPhoto(passport, { width: 1600, rotate: 0, blur: 0, quality: 90 }));
  pdf.addPage([jpeg.width, jpeg.height]).drawImage(jpeg, { x: 0, y: 0, width: jpeg.width, height: jpeg.height });
  return Buffer.from(await pdf.save());
}

test('a PDF passport scan is read on a phone, and a sex unlike the passport is settled where it is asked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apply');
  await fillPersonal(page, `passport-pdf-${Date.now()}@example.com`);
  await page.locator('#personal-passportNumber').fill('XA1234568');
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  const lines = janeSmithPassport({ sex: 'M' });
  await upload(page, 'doc-0-passportScan', 'passport.pdf', await scannedPdf(lines), 'application/pdf');
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  const difference = page.getByTestId('passport-difference-passportNumber');
  await expect(difference).toBeVisible({ timeout: 90_000 });
  await expect(difference).toContainText('XA1234567');
  // The sex is not asked yet: the documents step holds only what was typed before it.
  await expect(page.getByTestId('passport-check-0').locator('li')).toHaveCount(1);
  await page.locator('#passport-0-passportNumber').click();
  await page.locator(next).click();
  await fillTravel(page);
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/questions$/);

  // The sex chosen unlike the passport shows at the question, and the step does not go on until it is settled.
  await page.locator('#q-0-sex').check();
  await page.locator('#q-0-homeAddress-line1').fill('12 Main Street');
  await page.locator('#q-0-homeAddress-city').fill('Boston');
  await page.locator('#q-0-homeAddress-country').selectOption('US');
  await page.locator('#q-0-job-status-retired').check();
  for (const question of ['seriousConviction', 'recentConviction', 'terrorismOrWarCrimes', 'immigrationRefusal']) {
    await page.locator(`#q-0-suitability-${question}-no`).check();
  }
  await expect(page.getByTestId('passport-check-0-sex')).toContainText('Your passport says Male');
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/questions$/);
  await expect(page.locator('#error-summary a[href="#passport-0-sex"]')).toBeVisible();
  expect(await seriousAxeViolations(page, 'questions step with a sex unlike the passport')).toEqual([]);
  await page.locator('#passport-0-sex').click();
  await expect(page.getByTestId('passport-check-0-sex')).toHaveCount(0);
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/check$/);
});

/** Jane's paid application (passport X1234567), and staff asking her for a new passport scan. */
async function askedForNewScan(
  request: APIRequestContext,
  browser: import('@playwright/test').Browser,
  baseURL: string,
) {
  const email = `fix.passport.${Date.now()}@example.com`;
  await registerVerifiedUser(request, { email, firstName: 'Jane', lastName: 'Smith' });
  const application = await submitApplication(request, { email });
  const staff = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.233.44.6', origin: new URL(baseURL).origin },
  });
  await signInAdmin(staff);
  const asked = await staff.request.post(`/api/admin/applications/${application.id}/travellers/0/request-information`, {
    data: { fields: [], documents: ['passportScan'], message: 'Your passport has been renewed: please send it.' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return { id: application.id, staff };
}

test('the fix page reads a new passport scan, offers its number, and staff see what the traveller confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, staff } = await askedForNewScan(page.request, browser, baseURL as string);
  await page.goto(`/applications/${id}/fix/0`);
  await waitForApp(page);
  // The renewed passport: a new number, and a middle name the application does not have.
  const renewed = janeSmithPassport({
    documentNumber: 'XB7654321',
    givenNames: 'JANE MARIE',
    birth: yymmdd(sampleTraveller.dateOfBirth),
    expiry: yymmdd(sampleTraveller.passportExpiryDate),
  });
  const photo = await passportPhoto(renewed, { width: 1600, rotate: 0, blur: 0, quality: 90 });
  await page
    .locator('#fix-passportScan')
    .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('fix-passportScan')).toHaveAttribute('data-status', 'valid', { timeout: 60_000 });
  const number = page.getByTestId('passport-difference-passportNumber');
  await expect(number).toBeVisible({ timeout: 90_000 });
  await expect(number).toContainText('XB7654321');
  await expect(page.getByTestId('passport-difference-firstName')).toContainText('Jane Marie');

  // Not settled: nothing is sent, and the summary links to the rows.
  await page.getByRole('button', { name: 'Send the corrections' }).click();
  await expect(page.locator('#fix-errors a[href="#fix-passport-passportNumber"]')).toBeVisible();
  expect(await seriousAxeViolations(page, 'fix page with differences from the new passport')).toEqual([]);
  await page.locator('#fix-passport-passportNumber').click();
  await page
    .getByTestId('passport-difference-firstName')
    .getByRole('button', { name: 'My passport is right as I typed it' })
    .click();
  await page.getByRole('button', { name: 'Send the corrections' }).click();
  await expect(page.getByTestId('fix-sent')).toBeVisible();

  // Staff: the new number, and the confirmation where the wizard's are shown.
  const detail = (await (await staff.request.get(`/api/admin/applications/${id}`)).json()).application;
  expect(detail.passportNumber).toBe('XB7654321');
  expect(detail.travellers[0].passportCheck.confirmed).toEqual(['firstName']);
  await staff.close();
});
