import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import type { SubmittedApplication } from './helpers/applicant';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { createApplications, waitForMail } from './helpers/applications';

const port = Number(process.env.E2E_PORT ?? 3456);
const baseURL = `http://localhost:${port}`;

/** Staff signed in (a session kept from an earlier journey when it still holds), on the dashboard. */
async function adminLogin(page: Page) {
  await signInAdmin(page);
  await page.goto('/admin/dashboard');
}

const rows = (page: Page) => page.getByTestId('application-row');
const firstReference = async (page: Page) => (await rows(page).first().getByRole('link').textContent())?.trim();

test.describe('admin applications', () => {
  test('an admin finds an application by its reference, views a document, marks it processing with a note (no Approve before the Home Office decides); the traveller is told', async ({
    browser,
    page,
    request,
  }) => {
    const email = `review.${Date.now()}@example.com`;
    await registerVerifiedUser(request, { email, firstName: 'Rita', lastName: 'Okafor' });
    const application = await submitApplication(request, { firstName: 'Rita', lastName: 'Okafor', email });
    const reference = application.referenceNumber;
    expect(reference).toMatch(/^ADV-\d{8}$/);

    await adminLogin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    for (const card of ['Total Applications', 'Pending Applications', 'Registered Users', 'Processing Time']) {
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    }
    // Revenue by fee period: the change in force is the last row's period, open-ended, with what it took.
    const periods = page.getByRole('region', { name: 'Revenue by fee period' });
    await expect(periods.getByRole('rowheader', { name: /^Since \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
    await expect(periods.getByRole('columnheader', { name: 'Government fees' })).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Applications', exact: true }).click();
    // The address changes once the page's code and words have loaded, which a loaded machine slows.
    await expect(page).toHaveURL(/\/admin\/applications$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await page.getByLabel('Search applications').fill(reference);
    await page.getByLabel('Search applications').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Rita Okafor');
    await expect(rows(page)).toContainText(email);
    await rows(page).getByRole('link', { name: reference }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/applications/${application.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByTestId('status-badge').first()).toHaveText('Pending');

    // The Documents tab shows the real uploaded images, served by /api/documents/:id: passport, then photo.
    await page.getByRole('tab', { name: 'Documents' }).click();
    const image = page.getByTestId('viewer-image');
    for (const kind of ['Passport scan', 'Photo']) {
      await page.getByRole('button', { name: kind, exact: true }).click();
      await expect(image).toHaveAttribute('alt', kind);
      await expect(image).toHaveAttribute('src', /^\/api\/documents\/[0-9a-f-]{36}$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    }

    // Only the Home Office decides: the page offers no Approve or Reject, only the move we make.
    await expect(page.getByTestId('status-actions').getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByTestId('status-actions').getByRole('button', { name: 'Reject' })).toHaveCount(0);
    const note = 'Documents checked; all in order.';
    await page.getByRole('button', { name: 'Mark as Processing', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Application ${reference} will be marked as processing.`);
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Mark as Processing', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
    await expect(page.getByTestId('status-badge').first()).toHaveText('Processing');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('history')).toContainText(note);

    // The traveller is told by e-mail, with the reference and the note.
    const mail = await waitForMail([email, `Update on your application ${reference}`]);
    expect(mail).toContain('Documents checked');

    // And sees it in their own dashboard, signed in in another browser: Processing, with the note.
    const travellerContext = await browser.newContext({ baseURL, storageState: await request.storageState() });
    const traveller = await travellerContext.newPage();
    await traveller.goto('/dashboard');
    await waitForApp(traveller);
    const item = traveller.getByTestId('my-application').filter({ hasText: reference });
    await expect(item.getByTestId('status-badge')).toHaveText('Processing');
    await item.getByRole('link', { name: `View details of ${reference}` }).click();
    await expect(traveller.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(traveller.getByTestId('status-notes')).toHaveText(note);
    await expect(traveller.getByTestId('timeline')).toContainText('Processing started');
    await travellerContext.close();
  });

  test.describe('a list of 30+ applications', () => {
    const marker = `pager${Date.now()}`;
    let created: SubmittedApplication[] = [];

    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(180_000);
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
      created = await createApplications(api, 30, (index) => ({
        firstName: 'Page',
        // Letters only, as in a passport: Tester-AA, Tester-AB, ...
        lastName: `Tester-${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))}`,
        email: `${marker}.${index}@example.com`,
      }));
      await api.dispose();
    });

    test('pages of 8 with numbered pages, search, sort by reference, refresh', async ({ page, playwright }) => {
      await adminLogin(page);
      await page.goto('/admin/applications');
      await expect(rows(page)).toHaveCount(8);
      const total = Number((await page.getByTestId('counter-total').textContent())?.replace(/\D/g, ''));
      expect(total).toBeGreaterThanOrEqual(30);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages).toContainText(`Showing 1–8 of ${total.toLocaleString('en')}`);
      await expect(pages.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('button', { name: '2', exact: true })).toBeVisible();
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

      const pageOne = await firstReference(page);
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(pages).toContainText('Showing 9–16 of');
      await expect(rows(page)).toHaveCount(8);
      // The pager follows the URL at once; the rows follow when page 2 has arrived.
      await expect.poll(() => firstReference(page)).not.toBe(pageOne);
      await pages.getByRole('button', { name: '3', exact: true }).click();
      await expect(pages).toContainText('Showing 17–24 of');
      await expect(rows(page)).toHaveCount(8);

      // Search by e-mail narrows the list to this test's 30 applications, back on page 1.
      await page.getByLabel('Search applications').fill(marker);
      await page.getByLabel('Search applications').press('Enter');
      await expect(pages).toContainText('Showing 1–8 of 30');
      await expect(rows(page)).toHaveCount(8);
      for (const row of await rows(page).all()) await expect(row).toContainText(marker);
      await expect(pages.getByRole('button', { name: '4', exact: true })).toBeVisible();
      await expect(pages.getByRole('button', { name: '5', exact: true })).toHaveCount(0);
      await pages.getByRole('button', { name: '4', exact: true }).click();
      await expect(pages).toContainText('Showing 25–30 of 30');
      await expect(rows(page)).toHaveCount(6);
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

      // Sorting by reference: ascending, then descending, over the searched set.
      const references = created.map((application) => application.referenceNumber).sort();
      const referenceHeader = page.getByRole('columnheader', { name: 'Reference' });
      await referenceHeader.getByRole('button').click();
      await expect(referenceHeader).toHaveAttribute('aria-sort', 'ascending');
      // A new order starts again on page 1.
      await expect(pages).toContainText('Showing 1–8 of 30');
      await expect(rows(page).first()).toContainText(references[0] as string);
      await expect(rows(page).nth(7)).toContainText(references[7] as string);
      await referenceHeader.getByRole('button').click();
      await expect(referenceHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(rows(page).first()).toContainText(references.at(-1) as string);

      // Refresh shows an application submitted meanwhile.
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
      const [late] = await createApplications(api, 1, () => ({
        firstName: 'Late',
        lastName: 'Comer',
        email: `${marker}.late@example.com`,
      }));
      await api.dispose();
      await expect(pages).toContainText('Showing 1–8 of 30');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(pages).toContainText('Showing 1–8 of 31');
      expect(late?.referenceNumber).toMatch(/^ADV-\d{8}$/);
    });
  });
});
