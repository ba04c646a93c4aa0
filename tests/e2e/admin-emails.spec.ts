import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin } from './helpers/admin';

// The journeys' server writes mail to its dev mailbox, which never refuses: the list is empty here.
// src/server/modules/admin-emails/admin-emails.test.ts fills it from a real SMTP server that refuses.
test.describe('admin portal: failed e-mails', () => {
  test('an admin finds the failed e-mails from the menu, none today, in English and Arabic', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Failed e-mails' })
      .click();
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed e-mails' })).toBeVisible();
    await expect(page.getByText('No e-mail has failed.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/admin/emails?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'رسائل البريد الإلكتروني التي تعذّر إرسالها' }),
    ).toBeVisible();
    await expect(page.getByText('لا توجد رسالة تعذّر إرسالها.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
