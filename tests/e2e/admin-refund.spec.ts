import { expect, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { createApplications } from './helpers/applications';

test.describe('a refund from the application page', () => {
  test('staff refund part of a payment: the form names what is wrong, the cap is checked, the refund is listed', async ({
    page,
    request,
  }) => {
    const [application] = await createApplications(request, 1);
    await signInAdmin(page);
    await page.goto(`/admin/applications/${application!.id}`);
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByTestId('refund-button').click();
    const dialog = page.getByRole('dialog', { name: 'Refund this application' });
    await expect(dialog).toContainText(/At most £\d+\.\d{2} can be refunded\./);

    // Nothing filled in: each field says what it needs, and the reason field is named by its label.
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('Enter an amount in pounds and pence, such as 33.99');
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('Please give a reason for the refund');

    // More than was paid: refused before it is sent.
    await dialog.getByLabel('Amount').fill('100000');
    await dialog.getByLabel('Reason').fill('Charged twice for one traveller');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toContainText(/At most £\d+\.\d{2} can be refunded\./);
    await expect(dialog.getByLabel('Reason')).not.toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Amount').fill('10.00');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    // The last check names the amount and the card before any money moves.
    await expect(dialog.getByTestId('refund-check')).toHaveText('Refund £10.00 to VISA •••• 4242?');
    await dialog.getByRole('button', { name: 'Yes, refund' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Refund made').first()).toBeVisible();
    await expect(page.getByTestId('refunds')).toContainText('£10.00');
    await expect(page.getByTestId('refunds')).toContainText('Refunded');
    await expect(page.getByTestId('refunds')).toContainText('Charged twice for one traveller');

    // The Activity log says how much was refunded.
    await page.goto(`/admin/activity?target=${application!.referenceNumber}`);
    const refunded = page.getByTestId('activity-row').filter({ hasText: 'Refunded a payment' });
    await expect(refunded).toHaveCount(1);
    await expect(refunded).toContainText('Amount: £10.00');
  });
});
