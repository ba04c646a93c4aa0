import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';

test.describe('retention, export and erasure for the traveller', () => {
  test('sees the deletion date once decided, downloads their data, and deleting the account erases the documents', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = `keep.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Kira' });
    const application = await submitApplication(page.request, { firstName: 'Kira', lastName: 'Lind', email });

    // Staff approve it; the traveller's page then names the day the documents go.
    const staff = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { origin: new URL(baseURL as string).origin },
    });
    await signInAdmin(staff);
    // Only the Home Office decides: the traveller is submitted first, then the grant is recorded.
    for (const status of ['ready_to_submit', 'submitted']) {
      const moved = await staff.request.post(`/api/admin/applications/${application.id}/travellers/0/case`, {
        data: { status, homeOfficeReference: 'HO-KIRA-1' },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    const detail = await staff.request.get(`/api/admin/applications/${application.id}`);
    const { application: full } = (await detail.json()) as {
      application: { version: number; documents: { id: string }[] };
    };
    const approved = await staff.request.patch(`/api/admin/applications/${application.id}/status`, {
      data: { status: 'approved', version: full.version },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    await page.goto(`/applications/${application.id}`);
    await expect(page.getByTestId('documents-deleted-on')).toHaveText(
      /^Your documents will be deleted on \d{2} \w{3} \d{4}\.$/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('application-deletion-date.png'), fullPage: true });

    // Profile → Download my data: a ZIP with the JSON and the documents.
    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^advena-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json']));
    expect(data.applications[0].referenceNumber).toBe(application.referenceNumber);
    expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toHaveLength(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Delete Account says exactly what happens, then does it.
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('erasure-terms').getByRole('listitem')).toHaveCount(4);
    await expect(dialog).toContainText('cancelled first and refunded their price in full');
    await expect(dialog).toContainText(
      'minimal record of each application (reference, dates, amount, status and refunds) for six years',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('delete-account-dialog.png') });
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Staff can no longer open the documents; the application keeps only its minimal record.
    for (const document of full.documents) {
      const read = await staff.request.get(`/api/documents/${document.id}`);
      expect(read.status()).toBe(404);
    }
    const after = await staff.request.get(`/api/admin/applications/${application.id}`);
    const kept = (await after.json()).application;
    expect(kept).toMatchObject({ referenceNumber: application.referenceNumber, status: 'approved', firstName: '' });
    expect(kept.personalDataErasedAt).not.toBeNull();
    await staff.close();
  });
});
