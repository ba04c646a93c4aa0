import fs from 'node:fs';
import { pdfText } from '../setup/pdf-text';
import { expect, test } from './fixtures';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';

test.describe('traveller dashboard', () => {
  test('a user with two applications sees both, opens one, tracks the other, cancels, downloads the receipt', async ({
    page,
  }) => {
    const email = `dash.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Dana' });
    const first = await submitApplication(page.request, { firstName: 'Dana', lastName: 'Reyes', email });
    const second = await submitApplication(page.request, {
      firstName: 'Luis',
      lastName: 'Reyes',
      nationality: 'ES',
      issuingCountry: 'ES',
      email,
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
    const items = page.getByTestId('my-application');
    await expect(items).toHaveCount(2);
    // Newest first, with the nationality's name, the badge and the relative time.
    await expect(items.nth(0)).toContainText('Luis Reyes');
    await expect(items.nth(0)).toContainText(second.referenceNumber);
    await expect(items.nth(0)).toContainText('Spain');
    await expect(items.nth(0).getByTestId('status-badge')).toHaveText('Pending');
    await expect(items.nth(0)).toContainText(/Applied (now|\d+ seconds? ago|\d+ minutes? ago)/);
    await expect(items.nth(1)).toContainText(first.referenceNumber);

    // Track the second one by reference (the first is opened below): the owner sees the full name.
    await page.getByRole('tab', { name: 'Track an Application' }).click();
    const reference = page.getByLabel('Reference number');
    await expect(reference).toHaveAttribute('placeholder', 'ADV-XXXXXXXX');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Please enter a reference number')).toBeVisible();
    await reference.fill('ADV-00000000');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByTestId('track-error')).toHaveText('Application not found');
    await reference.fill(second.referenceNumber.toLowerCase());
    await page.getByRole('button', { name: 'Track' }).click();
    const result = page.getByTestId('track-result');
    await expect(result).toContainText('Luis Reyes');
    await expect(result).toContainText(second.referenceNumber);
    await expect(result.getByTestId('status-badge')).toHaveText('Pending');
    await expect(result).toContainText('Last updated');

    // Open the first one.
    await page.getByRole('tab', { name: 'My Applications' }).click();
    await page.getByRole('link', { name: `View details of ${first.referenceNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.referenceNumber })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    // Full name, cardholder, the travellers' task list and the heading of her documents.
    await expect(page.getByText('Dana Reyes', { exact: true })).toHaveCount(4);
    await expect(page.getByText('•••• 4242')).toBeVisible();
    await expect(page.getByText('01 May 1990')).toBeVisible();
    await expect(page.getByTestId('timeline')).toContainText('Application submitted');

    // Download the receipt.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download receipt (PDF)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`advena-receipt-${first.referenceNumber}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Cancel it: the dialog states the refund policy; the status and the history change.
    await page.getByRole('button', { name: 'Cancel application' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('you will receive a full refund');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Application cancelled', { exact: true })).toBeVisible();
    await expect(page.getByTestId('status-badge').first()).toHaveText('Cancelled');
    await expect(page.getByTestId('timeline')).toContainText('Cancelled by you');
    await expect(page.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
    // Cancelled before submission: refunded in full through the provider, on the page and the receipt.
    await expect(page.getByText(/^Refund of /)).toBeVisible();
    await expect(page.getByText('£49.99 · Refunded')).toBeVisible();
    await expect(page.getByTestId('timeline')).toContainText(/refund/i);
    const refundedReceipt = await page.request.get(`/api/applications/${first.id}/receipt.pdf`);
    const receiptText = await pdfText(await refundedReceipt.body());
    expect(receiptText).toMatch(/£49\.99 refunded . Cancelled by the traveller before submission/);
    expect(receiptText).toContain('Net paid: £0.00');

    // Back on the dashboard the list shows it cancelled; the messages tab has its empty state.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('my-application').nth(1).getByTestId('status-badge')).toHaveText('Cancelled');
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByText('No messages yet')).toBeVisible();
    // A message sent through the contact form while signed in appears there, awaiting a reply.
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Dana Reyes', email, subject: 'status', message: 'When will my application be reviewed?' },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Messages' }).click();
    const message = page.getByTestId('my-message');
    await expect(message).toContainText('Application status');
    await expect(message).toContainText('When will my application be reviewed?');
    await expect(message).toContainText('We have received your message and will reply soon.');

    // Someone else's or a missing id: the same not-found state.
    await page.goto('/applications/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('application-not-found')).toContainText(
      "The application you're looking for doesn't exist or you don't have permission to view it.",
    );
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unfinished application is listed with Continue and Discard; New application asks first', async ({
    page,
  }) => {
    const email = `draft.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Mira' });
    const saved = await page.request.post('/api/application/save-progress', {
      data: { firstName: 'Mira', lastName: 'Okafor', additionalApplicants: [{ firstName: 'Ada' }], currentStep: 2 },
    });
    expect(saved.ok()).toBe(true);

    await page.goto('/dashboard');
    const card = page.getByTestId('saved-draft');
    await expect(card.getByRole('heading', { name: 'Your unfinished application' })).toBeVisible();
    await expect(card).toContainText('For 2 travellers, last saved');
    await expect(card.getByRole('link', { name: 'Continue application' })).toHaveAttribute('href', '/apply');

    // 'New application' does not bring the draft back silently: it asks.
    await page.getByRole('button', { name: 'New Application' }).click();
    const question = page.getByRole('dialog', { name: 'Continue your unfinished application?' });
    await expect(question).toContainText('Starting again discards it.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New Application' })).toBeFocused();

    // Discard, confirmed; afterwards the server has no draft and the card is gone.
    await card.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this unfinished application?' });
    await confirm.getByRole('button', { name: 'Discard application' }).click();
    await expect(page.getByTestId('saved-draft')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Applications', level: 2 })).toBeFocused();
    const after = await page.request.get('/api/application/saved-progress');
    expect((await after.json()).data).toBeNull();
    await expect(page.getByRole('link', { name: 'New Application' })).toHaveAttribute('href', '/apply');
  });
});
