import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin, signInAdminThroughApi } from './helpers/admin';
import { createApplications } from './helpers/applications';
import { day, fillDate, fillPersonal, image, upload } from './helpers/wizard';

const rows = (page: Page) => page.getByTestId('application-row');

test('an admin claims an application, finds it in My cases, assigns it to a colleague and exports a selection', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `queue${Date.now()}`;
  await signInAdminThroughApi(request);
  const colleague = await request.post('/api/admin/users', {
    data: {
      email: `${marker}.colleague@advena.example`,
      firstName: 'Cora',
      lastName: 'Colleague',
      role: 'admin',
      password: 'colleague-password-1',
    },
  });
  expect(colleague.ok(), await colleague.text()).toBe(true);
  const [first, second] = await createApplications(request, 2, (index) => ({
    firstName: 'Quinn',
    lastName: index ? 'Bravo' : 'Alpha',
    email: `${marker}.${index}@example.com`,
    arrivalDate: day(2),
  }));

  await signInAdmin(page);
  await page.goto(`/admin/applications?search=${marker}`);
  await expect(rows(page)).toHaveCount(2);
  // Arriving in two days: the list flags it.
  await expect(rows(page).first().getByTestId('departs-soon')).toHaveText('Arrives < 72 hrs');

  const row = rows(page).filter({ hasText: first!.referenceNumber });
  await row.getByRole('button', { name: `Actions for ${first!.referenceNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Claim' }).click();
  await expect(page.getByText(`${first!.referenceNumber} is now in your cases.`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'My cases' }).click();
  await expect(page).toHaveURL(/view=mine/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(first!.referenceNumber);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await rows(page).getByRole('link', { name: first!.referenceNumber }).click();
  const strip = page.getByTestId('assignment-strip');
  await expect(strip.getByTestId('assignee')).toContainText('Assigned to');
  await strip.getByRole('button', { name: 'Assign to…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Member of staff').selectOption({ label: 'Cora Colleague' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(strip.getByTestId('assignee')).toContainText('Assigned to Cora Colleague');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByTestId('history');
  await expect(history).toContainText('Claimed');
  await expect(history).toContainText('Assigned to a colleague');
  await expect(history).toContainText('Cora Colleague');

  // Back in All, select both and export the selection.
  await page.goto(`/admin/applications?search=${marker}`);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Select every application on this page').check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('Selected: 2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain(first!.referenceNumber);
  expect(csv).toContain(second!.referenceNumber);
  expect(csv.trim().split('\r\n')).toHaveLength(3);
});

test('a traveller arriving within 72 hours is told plainly, with the official route, and may go on', async ({
  page,
}) => {
  await page.goto('/apply');
  await fillPersonal(page, `urgent.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/travel$/);

  await page.locator('#travel-travelPurpose').selectOption('tourism');
  await fillDate(page, 'travel-arrivalDate', day(10));
  await expect(page.getByTestId('urgent-travel')).toHaveCount(0);
  await fillDate(page, 'travel-arrivalDate', day(1));
  const notice = page.getByTestId('urgent-travel');
  await expect(notice).toContainText('Your arrival is less than 72 hours away');
  await expect(notice).toContainText('Our review takes 24–48 hours before we submit your application');
  await expect(notice).toContainText('may not be finished before you travel');
  // The Home Office's decision time is the visaProcessingTime setting (3 by default), in its plural form.
  await expect(notice).toContainText('decisions usually arrive within 3 working days');
  await expect(notice.getByRole('link', { name: /Apply on GOV.UK/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fillDate(page, 'travel-departureDate', day(8));
  await page.locator('#travel-ukAddress').fill('221B Baker Street, London');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/questions$/);
});
