import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from '../../src/core/format-time';
import { daysFromNow, sampleApplicationData, sampleQuestions } from '../setup/application-data';
import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin, signInAdminOnPage } from './helpers/admin';
import { startSession } from './helpers/applications';

const port = Number(process.env.E2E_PORT ?? 3456);
const baseURL = `http://localhost:${port}`;
const marker = `review${Date.now()}`;
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** A passport page and a photo that look like one, so a rotation or a zoom shows in the screenshots. */
async function documentImage(kind: 'passportScan' | 'photo', name: string) {
  const [width, height] = kind === 'passportScan' ? [900, 620] : [600, 750];
  const svg =
    kind === 'passportScan'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
          <rect width="100%" height="100%" fill="#e8edf5"/><rect x="40" y="40" width="220" height="280" fill="#9aa9bf"/>
          <text x="300" y="90" font-size="42" font-family="sans-serif" fill="#1d2b44">PASSPORT</text>
          <text x="300" y="160" font-size="30" font-family="sans-serif" fill="#1d2b44">${name}</text>
          <text x="40" y="560" font-size="28" font-family="monospace" fill="#1d2b44">P&lt;USA${name.toUpperCase().replace(/ /g, '&lt;')}&lt;&lt;&lt;&lt;</text>
        </svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
          <rect width="100%" height="100%" fill="#f4f1ea"/><circle cx="300" cy="300" r="150" fill="#c69c7d"/>
          <rect x="120" y="470" width="360" height="280" rx="120" fill="#3d5a80"/>
          <text x="30" y="60" font-size="34" font-family="sans-serif" fill="#333">${name}</text>
        </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function upload(request: APIRequestContext, kind: 'passportScan' | 'photo', name: string) {
  const response = await request.post('/api/documents', {
    multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await documentImage(kind, name) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A paid application through the real API, as the wizard makes it; `family` adds travellers with their own documents. */
async function apply(request: APIRequestContext, lastName: string, arrivalIn: number, family: string[] = []) {
  const name = `Ana ${lastName}`;
  const additionalApplicants = [];
  for (const member of family) {
    additionalApplicants.push({
      firstName: member,
      lastName,
      dateOfBirth: '2012-03-04',
      nationality: 'US',
      passportNumber: `K${lastName.length}${member.length}44556`,
      passportIssueDate: daysFromNow(-400),
      passportExpiryDate: daysFromNow(3000),
      issuingCountry: 'US',
      relationship: 'Child',
      ...sampleQuestions,
      passportScanPath: await upload(request, 'passportScan', `${member} ${lastName}`),
      photoPath: await upload(request, 'photo', `${member} ${lastName}`),
    });
  }
  const applicationData = sampleApplicationData(
    {
      // The photo is uploaded first: the viewer still shows the passport first.
      photoPath: await upload(request, 'photo', name),
      passportScanPath: await upload(request, 'passportScan', name),
    },
    {
      firstName: 'Ana',
      lastName,
      email: `${marker}.${lastName.toLowerCase()}@example.com`,
      passportNumber: `X${lastName.length}778899`,
      arrivalDate: daysFromNow(arrivalIn),
      departureDate: daysFromNow(arrivalIn + 7),
      additionalApplicants,
    },
  );
  const intent = await request.post('/api/create-payment-intent', { data: { applicationData } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const confirmed = await request.post('/api/payments/sandbox/confirm', {
    data: { paymentIntentId, cardholderName: name, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const submitted = await request.post('/api/applications', {
    data: { ...applicationData, paymentId: paymentIntentId },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { application: { id: string; referenceNumber: string } }).application;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Two boxes side by side: they share rows on screen, and `first` is on the `side` of `second`. */
async function expectBeside(first: Locator, second: Locator, side: 'left' | 'right') {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  expect(a.y < b.y + b.height && b.y < a.y + a.height, 'on the same rows').toBe(true);
  if (side === 'left') expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  else expect(a.x).toBeGreaterThanOrEqual(b.x + b.width - 1);
}

/** How many quarter turns clockwise the image is drawn with (0 to 3). */
const quarterTurns = (image: Locator) =>
  image.evaluate((img) => {
    const matrix = new DOMMatrix(getComputedStyle(img).transform);
    return ((Math.round(Math.atan2(matrix.b, matrix.a) / (Math.PI / 2)) % 4) + 4) % 4;
  });

const stages = (progress: Locator) =>
  progress.locator('li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.stage));

let family: { id: string; referenceNumber: string };
let later: { id: string; referenceNumber: string };
let latest: { id: string; referenceNumber: string };

test.describe('staff review screen', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    await startSession(api);
    later = await apply(api, 'Later', 40);
    family = await apply(api, 'Family', 5, ['Ben']);
    latest = await apply(api, 'Latest', 60);
    await api.dispose();
  });

  test('on a desktop, staff sort by arrival date, compare each traveller’s documents with their data, zoom, rotate and go full screen', async ({
    page,
  }, testInfo) => {
    // A long journey with four axe runs, on a machine shared with other test runs.
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await signInAdminOnPage(page);
    await page.goto(`/admin/applications?search=${marker}`);
    const rows = page.getByTestId('application-row');
    await expect(rows).toHaveCount(3);
    // Soonest arrival first by default, as the caseworker's queue works (decision 018); the arrival
    // date and travellers are columns, and either way round is a click.
    const arrival = page.getByRole('columnheader', { name: 'Arrival' });
    await expect(arrival).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(0)).toContainText(family.referenceNumber);
    await expect(rows.nth(1)).toContainText(later.referenceNumber);
    await expect(rows.nth(2)).toContainText(latest.referenceNumber);
    await expect(rows.nth(0).getByTestId('traveller-count')).toHaveText('2');
    // A travel date as it is, in the one format module's English (en-GB: '01 Dec 2026').
    await expect(rows.nth(0).getByTestId('arrival-date')).toHaveText(formatDate(daysFromNow(5), 'en'));
    await arrival.getByRole('button').click();
    await expect(arrival).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(0)).toContainText(latest.referenceNumber);
    await arrival.getByRole('button').click();
    await expect(arrival).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=arrivalDate&order=asc|order=asc.*sort=arrivalDate/);
    await expect(rows.nth(0)).toContainText(family.referenceNumber);
    const travellers = page.getByRole('columnheader', { name: 'Travellers' });
    await travellers.getByRole('button').click();
    await travellers.getByRole('button').click();
    await expect(travellers).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(0)).toContainText(family.referenceNumber);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'list-desktop-sorted');

    await rows.nth(0).getByRole('link', { name: family.referenceNumber }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(family.referenceNumber);
    // The applicant's data once: the Details tab is the processing panel, not a second copy.
    await expect(page.getByText('X6778899', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Applicant Data for Processing' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Documents' }).click();
    const sections = page.getByTestId('traveller-documents');
    await expect(sections).toHaveCount(2);
    for (const [index, passport] of [
      [0, 'X6778899'],
      [1, 'K6344556'],
    ] as const) {
      const section = sections.nth(index);
      const choices = section.getByRole('group', { name: 'Documents' }).getByRole('button');
      // Always the passport, then the photo, whatever order they were uploaded in.
      await expect(choices).toHaveText(['Passport scan', 'Photo']);
      await expect(choices.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(section.getByTestId('passport-data')).toContainText(passport);
      await expectBeside(section.getByTestId('passport-data'), section.getByTestId('viewer-stage'), 'left');
      const image = section.getByTestId('viewer-image');
      await expect(image).toHaveAttribute('src', /^\/api\/documents\/[0-9a-f-]{36}$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
    }

    const viewer = sections.nth(1);
    const stage = viewer.getByTestId('viewer-stage');
    const image = viewer.getByTestId('viewer-image');
    const stageWidth = (await stage.boundingBox())!.width;
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByTestId('zoom-level')).toHaveText('200%');
    // Twice as wide as the stage, so the stage scrolls to reach the rest.
    await expect.poll(async () => Math.round((await image.boundingBox())!.width / stageWidth)).toBe(2);
    expect(await stage.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await viewer.getByRole('button', { name: 'Rotate 90° clockwise' }).click();
    await expect(image).toHaveAttribute('data-rotation', '90');
    // Turned a quarter clockwise, as drawn: the image's transform maps x onto y.
    await expect.poll(() => quarterTurns(image)).toBe(1);
    await viewer.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'viewer-desktop-zoomed-rotated');

    // The photo, chosen with the keyboard.
    await viewer.getByRole('button', { name: 'Photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(viewer.getByTestId('zoom-level')).toHaveText('100%');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

    // Full screen keeps the typed data beside the document; Escape leaves it and focus comes back.
    const fullScreenButton = viewer.getByRole('button', { name: 'Full screen' });
    await fullScreenButton.click();
    const full = page.getByRole('dialog', { name: /Applicant 2: Ben Family/ });
    await expect(full).toBeVisible();
    const box = (await full.boundingBox())!;
    expect([box.width, box.height]).toEqual([desktop.width, desktop.height]);
    await expect(full.getByTestId('passport-data')).toContainText('K6344556');
    await expectBeside(full.getByTestId('passport-data'), full.getByTestId('viewer-stage'), 'left');
    await expect(full.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-pressed', 'true');
    await full.getByRole('button', { name: 'Zoom in' }).click();
    await expect(full.getByTestId('zoom-level')).toHaveText('150%');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'viewer-desktop-full-screen');
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();
    await expect(fullScreenButton).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Each image the viewer showed was read through the audited document route (the page, reloaded, lists the reads).
    await page.reload();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('staff-reads')).toContainText('Passport scan');
    await expect(page.getByTestId('staff-reads')).toContainText('Photo');

    // Pending: received, processing is the current stage; only our own move is offered (no Approve or Reject).
    const progress = page.getByTestId('progress');
    await expect.poll(() => stages(progress)).toEqual(['done', 'current', 'todo', 'todo']);
    const actions = page.getByTestId('status-actions').getByRole('button');
    await expect(actions).toHaveText(['Mark as Processing']);
    await actions.filter({ hasText: 'Mark as Processing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Processing' }).click();
    await expect(page.getByTestId('status-badge').first()).toHaveText('Processing');
    await expect(page.getByTestId('status-actions')).toHaveCount(0);
    await expect.poll(() => stages(progress)).toEqual(['done', 'done', 'current', 'todo']);
    // Once every traveller is submitted, the Home Office's decision is recorded for all of them at once.
    for (const index of [0, 1]) {
      const submitted = await page.request.post(`/api/admin/applications/${family.id}/travellers/${index}/case`, {
        data: { status: 'submitted', homeOfficeReference: `HO-${index}` },
      });
      expect(submitted.ok(), await submitted.text()).toBe(true);
    }
    await page.reload();
    await expect(actions).toHaveText(['Granted for all', 'Refused for all']);
    await actions.filter({ hasText: 'Granted for all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record the grant' }).click();
    await expect(page.getByTestId('status-badge').first()).toHaveText('Approved');
    // A final decision: no status action is left, and every stage is complete, Finalised too (issue #36).
    await expect(page.getByTestId('status-actions')).toHaveCount(0);
    await expect.poll(() => stages(progress)).toEqual(['done', 'done', 'done', 'done']);
    await shot(page, testInfo, 'detail-desktop-approved');

    // In the list, the approved application's menu offers only its details.
    await page.goto(`/admin/applications?search=${marker}&sort=arrivalDate&order=asc`);
    await page
      .getByRole('button', { name: `Actions for ${family.referenceNumber}` })
      .last()
      .click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Details']);
  });

  test('on a phone, the list is cards that keep the status, sorted by arrival from a menu; the viewer stacks under the data', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(phone);
    await signInAdmin(page);
    await page.goto(`/admin/applications?search=${marker}`);
    const cards = page.getByTestId('application-card');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('application-row').first()).toBeHidden();
    await page.getByLabel('Sort by').selectOption('arrivalDate');
    await expect(page).toHaveURL(/sort=arrivalDate/);
    await expect(page.getByLabel('Sort by')).toHaveValue('arrivalDate');
    await page.getByLabel('Order').selectOption('asc');
    await expect(page).toHaveURL(/sort=arrivalDate&order=asc/);
    await expect(cards.nth(0)).toContainText(family.referenceNumber);
    await expect(cards.nth(2)).toContainText(latest.referenceNumber);
    for (const card of await cards.all()) {
      // The status stays on screen across: nothing pushes it past the phone's edge.
      const badge = (await card.getByTestId('status-badge').boundingBox())!;
      expect(badge.x).toBeGreaterThanOrEqual(0);
      expect(badge.x + badge.width).toBeLessThanOrEqual(phone.width);
    }
    await expect(cards.nth(0)).toContainText('Travellers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'list-phone-cards');

    await cards.nth(0).getByRole('link', { name: family.referenceNumber }).click();
    await page.getByRole('tab', { name: 'Documents' }).click();
    const first = page.getByTestId('traveller-documents').first();
    await first.getByRole('button', { name: 'Zoom in' }).click();
    await first.getByRole('button', { name: 'Rotate 90° clockwise' }).click();
    await expect.poll(() => quarterTurns(first.getByTestId('viewer-image'))).toBe(1);
    await first.getByTestId('viewer-stage').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await shot(page, testInfo, 'viewer-phone');
    await first.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByTestId('viewer-full-screen')).toBeVisible();
    await shot(page, testInfo, 'viewer-phone-full-screen');
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.getByTestId('viewer-full-screen')).toBeHidden();
  });

  test('in Arabic, the viewer reads right to left with its controls named in Arabic', async ({ page }, testInfo) => {
    await page.setViewportSize(desktop);
    await signInAdmin(page);
    await page.goto(`/admin/applications/${later.id}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'المستندات' }).click();
    const section = page.getByTestId('traveller-documents');
    await expect(section.getByRole('group', { name: 'المستندات' }).getByRole('button')).toHaveText([
      'صورة ممسوحة لجواز السفر',
      'صورة شخصية',
    ]);
    await shot(page, testInfo, 'viewer-desktop-arabic-before');
    // Right to left: the typed data stands to the right of the document.
    await expectBeside(section.getByTestId('passport-data'), section.getByTestId('viewer-stage'), 'right');
    await section.getByRole('button', { name: 'تكبير', exact: true }).click();
    await section.getByRole('button', { name: 'تدوير 90° باتجاه عقارب الساعة' }).click();
    await expect(section.getByTestId('viewer-image')).toHaveAttribute('data-rotation', '90');
    await section.getByRole('button', { name: 'ملء الشاشة' }).click();
    await expect(page.getByTestId('viewer-full-screen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('viewer-full-screen')).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'viewer-desktop-arabic');
  });
});
