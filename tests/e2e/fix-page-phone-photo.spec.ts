import { devices } from '@playwright/test';
import sharp from 'sharp';
import { minPhotoSize } from '../../src/core/applications';
import { maxUploadBytes } from '../../src/core/limits';
import { sampleQuestions } from '../setup/application-data';
import { expect, seriousAxeViolations, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { expectFocusOn } from './helpers/keyboard';
import { image, passportExpires, passportIssued } from './helpers/wizard';

/**
 * Issue #33: the fix page is where a traveller most often uses the phone's camera. An ordinary
 * 12-megapixel phone photo of more than 5 MB is shrunk in the browser, as the wizard does, and
 * accepted; the case goes back to review. The picture is made here (noise and a face-like shape,
 * so the JPEG stays large), never committed.
 */

// A phone's screen and touch (the browser stays the project's Chromium).
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
test.use(phone);

/** 4000 × 3000 pixels of camera-like grain with a light oval face and two dark eyes, as a fine JPEG. */
async function twelveMegapixelPhoto() {
  const width = 4000;
  const height = 3000;
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <ellipse cx="2000" cy="1450" rx="620" ry="820" fill="#e0b89a"/>
      <ellipse cx="1780" cy="1300" rx="90" ry="50" fill="#222"/>
      <ellipse cx="2220" cy="1300" rx="90" ry="50" fill="#222"/>
      <path d="M1800 1800 Q2000 1950 2200 1800" stroke="#8a3b3b" stroke-width="30" fill="none"/>
    </svg>`,
  );
  const create = { width, height, channels: 3, noise: { type: 'gaussian', mean: 140, sigma: 28 } };
  const grain = await sharp({ create } as never)
    .png()
    .toBuffer();
  return sharp(grain)
    .composite([{ input: face, blend: 'soft-light' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

test('on a phone, the fix page takes a 12-megapixel photo of more than 5 MB, shrunk in the browser, and the case goes back to review', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `phone.fix.${Date.now()}@example.com`;
  await registerVerifiedUser(page.request, { email, firstName: 'Aiko', lastName: 'Tanaka' });
  const upload = async (kind: 'passportScan' | 'photo') => {
    const response = await page.request.post('/api/documents', {
      multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image('#2a7') } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: string }).id;
  };
  const application = await submitApplication(page.request, {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    email,
    additionalApplicants: [
      {
        firstName: 'Ren',
        lastName: 'Tanaka',
        dateOfBirth: '2014-05-06',
        nationality: 'US',
        passportNumber: 'PREN123456',
        passportIssueDate: passportIssued,
        passportExpiryDate: passportExpires,
        issuingCountry: 'US',
        relationship: 'Child',
        ...sampleQuestions,
        passportScanPath: await upload('passportScan'),
        photoPath: await upload('photo'),
      },
    ],
  });

  // A caseworker asks for a new photo of the child.
  const staffContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.233.33.5', origin: new URL(baseURL as string).origin },
  });
  await signInAdmin(staffContext);
  const asked = await staffContext.request.post(
    `/api/admin/applications/${application.id}/travellers/1/request-information`,
    { data: { fields: [], documents: ['photo'], message: 'Please send a new photo.' } },
  );
  expect(asked.ok(), await asked.text()).toBe(true);
  await staffContext.close();

  await page.goto(`/applications/${application.id}/fix/1`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fix the details for Ren Tanaka' })).toBeVisible();
  // The rules are there before choosing, with core's numbers.
  await expect(page.locator('#fix-photo-rules')).toContainText(`${minPhotoSize.width} × ${minPhotoSize.height}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A small picture is refused at the field, in words, and focus stays on the chooser.
  await page.locator('#fix-photo').setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: await image('#e91', 300, 400),
  });
  await expect(page.getByTestId('fix-photo')).toHaveAttribute('data-status', 'invalid');
  await expect(page.locator('#fix-photo-status')).toContainText(`${minPhotoSize.width} × ${minPhotoSize.height}`);
  await expectFocusOn(page, '#fix-photo');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The phone's own photo: more than 5 MB, shrunk before it is sent, shown, and accepted.
  const photo = await twelveMegapixelPhoto();
  expect(photo.length).toBeGreaterThan(maxUploadBytes);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/documents') && request.method() === 'POST',
  );
  await page.locator('#fix-photo').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(maxUploadBytes + 10_000);
  await expect(page.getByTestId('fix-photo')).toHaveAttribute('data-status', 'valid', { timeout: 60_000 });
  await expect(page.locator('#fix-photo-status')).toContainText('IMG_2041');
  await expect(page.getByTestId('fix-photo-preview')).toBeVisible();
  await expectFocusOn(page, '#fix-photo');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send the corrections' }).click();
  await expect(page.getByTestId('fix-sent')).toBeVisible();

  // Back to review: the traveller's list says so.
  await page.goto('/dashboard');
  await waitForApp(page);
  await expect(page.getByTestId('traveller-row').nth(1)).toHaveAttribute('data-case-status', 'in_review');
});
