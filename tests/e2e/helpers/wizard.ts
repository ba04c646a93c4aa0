import fs from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { chooseFileByKeyboard, tabTo, typeInto } from './keyboard';

export { tabTo, typeInto };

/**
 * Driving the apply wizard (/apply/<step>) as a person would: dates in the day, month and year
 * boxes, and, for the keyboard journeys, nothing but Tab, typing, arrows, Space and Enter.
 */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Relative to today, so the journeys keep passing: the passport must be valid until the departure.
export const passportIssued = day(-4 * 365);
export const passportExpires = day(8 * 365);

/** A real image of the given size; 600 × 750 is the smallest photo the server takes. */
export function image(color: string, width = 600, height = 750, format: 'png' | 'jpeg' = 'png') {
  const made = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? made.png() : made.jpeg()).toBuffer();
}

/** A phone-sized photo of about 20 MB: 6000 × 4500 pixels of noise as a high-quality JPEG. */
export function largePhonePhoto() {
  // sharp's types ask for a background even with noise, which it does not use.
  const create = { width: 6000, height: 4500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } };
  return sharp({ create } as never)
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Fills a GOV.UK date input whose day box has this id. */
export async function fillDate(page: Page, id: string, iso: string) {
  const [year = '', month = '', dayOfMonth = ''] = iso.split('-');
  await page.locator(`#${id}`).fill(String(Number(dayOfMonth)));
  await page.locator(`#${id}-month`).fill(String(Number(month)));
  await page.locator(`#${id}-year`).fill(year);
}

export async function fillPersonal(page: Page, email: string) {
  await page.locator('#personal-firstName').fill('Jane');
  await page.locator('#personal-lastName').fill('Smith');
  await fillDate(page, 'personal-dateOfBirth', '1988-04-12');
  await page.locator('#personal-nationality').selectOption('US');
  await page.locator('#personal-email').fill(email);
  await page.locator('#personal-phone').fill('+1 555 0100');
  await page.locator('#personal-passportNumber').fill('X1234567');
  await fillDate(page, 'personal-passportIssueDate', passportIssued);
  await fillDate(page, 'personal-passportExpiryDate', passportExpires);
  await page.locator('#personal-issuingCountry').selectOption('US');
}

export async function fillTravel(page: Page) {
  await page.locator('#travel-travelPurpose').selectOption('tourism');
  await fillDate(page, 'travel-arrivalDate', day(10));
  await fillDate(page, 'travel-departureDate', day(20));
  await page.locator('#travel-ukAddress').fill('221B Baker Street, London');
}

/**
 * The Home Office's questions for `travellers` travellers, by the fields' ids (the same in every
 * language), all answered no; family members tick 'same home address'. Then goes on to the check page.
 */
export async function answerQuestions(page: Page, travellers = 1) {
  await expect(page).toHaveURL(/\/apply\/questions$/);
  for (let index = 0; index < travellers; index++) {
    await page.locator(`#q-${index}-sex`).check();
    if (index === 0) {
      await page.locator('#q-0-homeAddress-line1').fill('12 Main Street');
      await page.locator('#q-0-homeAddress-city').fill('Boston');
      await page.locator('#q-0-homeAddress-country').selectOption('US');
    } else {
      await page.locator(`#q-${index}-sameHomeAddress`).check();
    }
    await page.locator(`#q-${index}-job-status-retired`).check();
    for (const question of ['seriousConviction', 'recentConviction', 'terrorismOrWarCrimes', 'immigrationRefusal']) {
      await page.locator(`#q-${index}-suitability-${question}-no`).check();
    }
  }
  await page.getByTestId('next-step').click();
  await expect(page).toHaveURL(/\/apply\/check$/);
}

/** The same answers with the keyboard alone: Tab to each group, Space or the arrows to choose (Down goes on in any direction of text). */
export async function answerQuestionsByKeyboard(page: Page, travellers = 1) {
  await expect(page).toHaveURL(/\/apply\/questions$/);
  for (let index = 0; index < travellers; index++) {
    await tabTo(page, `#q-${index}-sex`);
    await page.keyboard.press('Space');
    if (index === 0) {
      await typeInto(page, '#q-0-homeAddress-line1', '12 Main Street');
      await typeInto(page, '#q-0-homeAddress-city', 'Boston');
      await chooseWithArrows(page, '#q-0-homeAddress-country', 'US');
    } else {
      await tabTo(page, `#q-${index}-sameHomeAddress`);
      await page.keyboard.press('Space');
    }
    // Employed, self-employed, not working, retired: three steps down from the first.
    await tabTo(page, `#q-${index}-job-status`);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    await expect(page.locator(`#q-${index}-job-status-retired`)).toBeChecked();
    for (const question of ['seriousConviction', 'recentConviction', 'terrorismOrWarCrimes', 'immigrationRefusal']) {
      await tabTo(page, `#q-${index}-suitability-${question}`);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(`#q-${index}-suitability-${question}-no`)).toBeChecked();
    }
  }
}

export async function upload(page: Page, id: string, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.locator(`#${id}`).setInputFiles({ name, mimeType, buffer });
}

/**
 * One traveller from /apply to the payment step with the mouse: their answers, a passport scan and
 * a photo (each checked by the server before going on), the trip, and the check page.
 */
export async function reachPayment(page: Page, email: string) {
  await page.goto('/apply');
  await fillPersonal(page, email);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await fillTravel(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/apply\/payment$/);
}

export const currentStep = (page: Page) => page.getByTestId('step-indicator').locator('li[aria-current="step"]');

// ---- The keyboard alone (each focus stop is checked for a visible indicator: keyboard.ts) ----

export async function typeDate(page: Page, id: string, iso: string) {
  const [year = '', month = '', dayOfMonth = ''] = iso.split('-');
  await typeInto(page, `#${id}`, String(Number(dayOfMonth)));
  await typeInto(page, `#${id}-month`, String(Number(month)));
  await typeInto(page, `#${id}-year`, year);
}

/** Chooses an option of a focused select with the arrow keys (the option's value names it). */
export async function chooseWithArrows(page: Page, selector: string, value: string) {
  await tabTo(page, selector);
  const [index, count] = await page.evaluate(
    ([css, wanted]) => {
      const options = Array.from((document.querySelector(css as string) as HTMLSelectElement).options);
      return [options.findIndex((option) => option.value === wanted), options.length];
    },
    [selector, value],
  );
  expect(index, `${value} in ${selector}`).toBeGreaterThan(0);
  // From whichever end is nearer: the country lists hold some 240 names.
  const fromEnd = count - 1 - index < index;
  await page.keyboard.press(fromEnd ? 'End' : 'Home');
  const presses = fromEnd ? count - 1 - index : index;
  for (let press = 0; press < presses; press += 1) await page.keyboard.press(fromEnd ? 'ArrowUp' : 'ArrowDown');
  await expect(page.locator(selector)).toHaveValue(value);
}

/** Uploads a document of the documents step from the keyboard, and waits for it to be accepted. */
export async function chooseFileWithKeyboard(page: Page, id: string, name: string, buffer: Buffer) {
  await chooseFileByKeyboard(page, `#${id}`, name, buffer);
  await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'valid', { timeout: 20_000 });
}

/** A screenshot kept with the test's results, and a copy in /tmp for a person to look at. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  // The same picture, copied: a second full-page screenshot cost as long as the first.
  fs.copyFileSync(file, `/tmp/steps-${name}.png`);
}

/** From the documents step, settled, through the trip, the questions and the check page, to a sandbox payment. */
export async function payFromDocuments(page: Page) {
  await page.locator('[data-testid="next-step"]').click();
  await expect(page).toHaveURL(/\/apply\/travel$/);
  await fillTravel(page);
  await page.locator('[data-testid="next-step"]').click();
  await answerQuestions(page);
  await page.locator('[data-testid="next-step"]').click();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  await page.locator('#payment-termsAccepted').check();
  await expect(page.locator('input[name="cardholderName"]')).toBeVisible();
  await page.locator('input[name="cardholderName"]').fill('Jane Smith');
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="cvc"]').press('Enter');
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 30_000 });
}
