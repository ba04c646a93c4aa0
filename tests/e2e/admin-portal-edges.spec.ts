import { randomInt } from 'node:crypto';
import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { createApplications } from './helpers/applications';

test.describe('admin portal rough edges (issue 18, item 8)', () => {
  test('an unknown admin address is a 404 inside the admin layout, and the layout has a language menu', async ({
    page,
  }) => {
    await signInAdmin(page);
    const response = await page.goto('/admin/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no admin page at this address.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('Log out stays put with the error when the server refuses, and otherwise signs out with the toast', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto('/admin/dashboard');
    const logOut = page.getByRole('button', { name: 'Log out' });
    await page.route('**/api/logout', (route) => route.fulfill({ status: 503, body: '' }));
    await logOut.click();
    await expect(page.getByText('Logout failed', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.unroute('**/api/logout');
    await logOut.click();
    await expect(page.getByText('You have been logged out successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('eta_auth_data'))).toBeNull();
    // The session is gone on the server too: the portal asks for a sign-in.
    await page.goto('/admin/applications');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a session that ends while a list is open leads to the login page with a message', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    // The session ends elsewhere (another tab, the idle limit); the next call is refused with 401.
    expect((await page.request.post('/api/logout')).ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
  });

  test('the list counts and filters cancelled applications, finds a passport number, and says its time zone', async ({
    page,
    request,
  }) => {
    const passportNumber = `E2E${randomInt(100_000, 999_999)}`;
    const [application] = await createApplications(request, 1, () => ({ passportNumber }));
    await signInAdmin(page);
    await page.goto('/admin/applications');
    await expect(page.getByTestId('counter-cancelled')).toBeVisible();
    await page.locator('#status-filter').selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    await page.locator('#status-filter').selectOption('all');
    await expect(page.getByTestId('time-zone')).toContainText('Dates and times in your time zone');

    await page.getByLabel('Search applications').fill(passportNumber.toLowerCase());
    await page.getByLabel('Search applications').press('Enter');
    const rows = page.getByTestId('application-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(application!.referenceNumber);
  });
});
