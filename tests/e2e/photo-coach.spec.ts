import sharp from 'sharp';
import { portrait } from '../../src/server/modules/document-checks/photo-corpus';
import { expect, seriousAxeViolations, test } from './fixtures';
import { staffOpenPaidDocuments } from './helpers/admin';
import { fillPersonal, image, payFromDocuments, upload } from './helpers/wizard';

/**
 * The photo coach on a phone (issue 33, decision 043): a dark photo is uploaded at once and gets
 * PHOTO_TOO_DARK's words beside it with the drawing of a good photo and 'Choose another photo';
 * a good portrait (drawn by the corpus of decision 034, whose face the tiny detector finds) gets
 * none. What was shown is recorded with the photo. Nothing is fetched from another origin.
 */
const next = '[data-testid="next-step"]';

test('a dark photo gets advice beside it and a good portrait none, on a phone', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const elsewhere: string[] = [];
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://localhost').origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
  });
  const faceFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/face/')) faceFiles.push(request.url());
  });
  const recorded: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/device-check')) recorded.push(request.postDataJSON());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apply');
  await fillPersonal(page, `coach-${Date.now()}@example.com`);
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);

  await upload(page, 'doc-0-photo', 'dark.jpg', await portrait(0, 'PHOTO_TOO_DARK'), 'image/jpeg');
  const box = page.getByTestId('doc-0-photo');
  await expect(box).toHaveAttribute('data-status', 'valid');
  const advice = page.getByTestId('doc-0-photo-coach');
  await expect(advice).toBeVisible({ timeout: 60_000 });
  await expect(advice.locator('li')).toHaveCount(1);
  await expect(advice.locator('li[data-code="PHOTO_TOO_DARK"]')).toContainText(
    'The photo is too dark. Stand facing a window or a lamp.',
  );
  await expect(advice.getByRole('img', { name: 'A photo that is too dark' })).toBeVisible();
  const good = advice.getByTestId('good-example');
  await expect(good).toHaveAttribute('alt', /^A good photo: one face/);
  await expect.poll(() => good.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(advice.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  // Too dark to look for a face in: the detector is not even loaded for it.
  expect(faceFiles).toEqual([]);
  // The photo is kept as it is: still uploaded, the chooser keeps focus, and the advice was said.
  await expect(box).toHaveAttribute('data-status', 'valid');
  await expect(page.locator('#doc-0-photo')).toBeFocused();
  await expect(page.locator('#polite-announcer')).toContainText('The photo is too dark.');
  await expect.poll(() => recorded).toEqual([{ warnings: ['PHOTO_TOO_DARK'] }]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A sharp, contrasty picture with no face in it (large squares): the detector runs and finds none.
  const squares = Array.from({ length: 80 }, (_, k) =>
    k % 2 === Math.floor(k / 8) % 2
      ? `<rect x="${(k % 8) * 75}" y="${Math.floor(k / 8) * 75}" width="75" height="75"/>`
      : '',
  ).join('');
  const board = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750"><rect width="600" height="750" fill="#ddd"/>${squares}</svg>`;
  await upload(page, 'doc-0-photo', 'squares.jpg', await sharp(Buffer.from(board)).jpeg().toBuffer(), 'image/jpeg');
  await expect(box).toContainText('squares.jpg');
  await expect(advice.locator('li[data-code="PHOTO_NO_FACE"]')).toBeVisible({ timeout: 90_000 });
  expect(faceFiles.some((url) => url.endsWith('/tiny_face_detector_model.bin'))).toBe(true);
  expect(faceFiles.some((url) => url.endsWith('/face_landmark_68_tiny_model.bin'))).toBe(true);

  await upload(page, 'doc-0-photo', 'portrait.jpg', await portrait(1, 'good'), 'image/jpeg');
  await expect(box).toContainText('portrait.jpg');
  await expect(page.getByTestId('doc-0-photo-coach-checking')).toBeHidden({ timeout: 90_000 });
  await expect.poll(() => recorded.length, { timeout: 30_000 }).toBe(3);
  expect(recorded[2]).toEqual({ warnings: [] });
  await expect(advice).toHaveCount(0);
  await expect(box).toHaveAttribute('data-status', 'valid');
  expect(elsewhere).toEqual([]);
});

test('staff see what the coach showed beside the server’s own warning', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apply');
  await fillPersonal(page, `coach-staff-${Date.now()}@example.com`);
  await page.locator(next).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#cccccc'));
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/device-check'),
  );
  await upload(page, 'doc-0-photo', 'dark.jpg', await portrait(2, 'PHOTO_TOO_DARK'), 'image/jpeg');
  await expect(page.getByTestId('doc-0-photo-coach')).toBeVisible({ timeout: 60_000 });
  expect((await recorded).status()).toBe(204);
  await payFromDocuments(page);

  await staffOpenPaidDocuments(page);
  const panel = page.getByTestId('photo-check').first();
  await expect(panel).toContainText('Too dark', { timeout: 20_000 });
  await expect(panel.getByTestId('photo-device-warnings')).toHaveText(
    'Shown to the traveller on their device: Too dark',
  );
});
