import { expect, test } from './fixtures';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { waitForMail } from './helpers/applications';
import { reachPayment } from './helpers/wizard';

test.describe('terms, privacy and tracking without an account (issue #18)', () => {
  test('an anonymous visitor tracks a reference at /track and sees only the initials', async ({ page, request }) => {
    // The traveller applies with an account of their own; the visitor's browser has none.
    const email = `track.${Date.now()}@example.com`;
    await registerVerifiedUser(request, { email, firstName: 'Dana' });
    const application = await submitApplication(request, { firstName: 'Dana', lastName: 'Reyes', email });

    // The confirmation e-mail links to the tracking page for that reference.
    const mail = await waitForMail([email, application.referenceNumber, '/track?reference']);
    // Quoted-printable: '=' is written '=3D' and long lines are broken with a final '='.
    const decoded = mail.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(decoded).toContain(`/track?reference=${application.referenceNumber}`);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track an application' }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track your application' })).toBeVisible();
    const reference = page.getByLabel('Reference number');
    await expect(reference).toHaveAttribute('placeholder', 'ADV-XXXXXXXX');

    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText('Please enter a reference number')).toBeVisible();
    await reference.fill('ADV-00000000');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByTestId('track-error')).toHaveText('Application not found');

    await reference.fill(application.referenceNumber);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const result = page.getByTestId('track-result');
    await expect(result).toContainText(application.referenceNumber);
    await expect(result).toContainText('D*** R***');
    await expect(result).not.toContainText('Dana');
    await expect(result.getByTestId('status-badge')).toHaveText('Pending');

    // The e-mail's link opens the page in the reader's language and tracks at once.
    await page.goto(`/fr/track?reference=${application.referenceNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Suivre votre demande' })).toBeVisible();
    await expect(page.getByTestId('track-result')).toContainText('D*** R***');
  });

  test('the terms and the privacy notice are reachable from the payment step, the footer and the registration form', async ({
    page,
  }) => {
    await reachPayment(page, `terms.${Date.now()}@example.com`);

    // Each opens in a new tab, so the wizard keeps its place.
    for (const [link, heading, section] of [
      ['Read the terms and conditions', 'Terms and conditions', 'Cancellations and refunds'],
      ['Read the privacy notice', 'Privacy notice', 'Your rights'],
    ] as const) {
      const opened = page.waitForEvent('popup');
      await page.getByRole('link', { name: new RegExp(link) }).click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(tab.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
      await tab.close();
    }
    await expect(page).toHaveURL(/\/apply\/payment$/);

    // The privacy notice names the retention days of the settings and the ICO.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText(/30 days after the later of the decision and the end of the trip/)).toBeVisible();
    await expect(page.getByText(/Information Commissioner’s Office \(ICO\)/)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /If an ETA is refused/ })).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('tabpanel');
    await expect(form.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
