import { expect, seriousAxeViolations, test } from './fixtures';
import { registerVerifiedUser } from './helpers/applicant';
import { codeFromMail } from './helpers/mail';

/** Issue #18, item 1: a signed-out traveller resets a forgotten password and signs in with the new one. */
test.describe('forgot your password', () => {
  test('a signed-out traveller resets from the Login tab, signs in with the new password and is back where they were', async ({
    page,
    request,
  }, testInfo) => {
    const email = `forgot.${Date.now()}@example.com`;
    const oldPassword = 'first-password-1';
    const newPassword = 'plum-harbour-violin-42';
    await registerVerifiedUser(request, { email, password: oldPassword, firstName: 'Ines' });

    // Sent away from a signed-in page, then 'Forgot your password?' on the Login tab.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);
    await page.getByRole('tabpanel').getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password\?returnTo=%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An address without an account is answered exactly as one with an account.
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText('Password Reset Requested', { exact: true })).toBeVisible();
    await expect(page.getByTestId('reset-code-sent')).toContainText('If an account exists for nobody.');
    await page.getByRole('button', { name: 'Use another email' }).click();

    const since = Date.now() - 1000;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByTestId('reset-code-sent')).toContainText(`If an account exists for ${email}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Reset Code')).toBeFocused();
    const code = await codeFromMail(email, 'Your Advena password reset code', since);

    // The form's own checks, then a wrong code at the code field with the tries left.
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByLabel('Reset Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password Reset Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid or expired reset code. You have 4 more tries.').first()).toBeVisible();
    await testInfo.attach('wrong-code', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    await page.getByLabel('Reset Code').fill(code);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password Reset Successful', { exact: true })).toBeVisible();
    // Back on the Login tab, still on the way to the page they were sent away from.
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

    const loginTab = page.getByRole('tabpanel');
    await loginTab.getByLabel('Email').fill(email);
    await loginTab.getByLabel('Password').fill(oldPassword);
    await loginTab.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('The e-mail address or password is not right', { exact: true })).toBeVisible();
    await loginTab.getByLabel('Password').fill(newPassword);
    await loginTab.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  });

  test('the admin login links to the reset, which leads back to the admin login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password\?from=admin$/);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an address elsewhere is never where signing in leads', async ({ page, request }) => {
    const email = `elsewhere.${Date.now()}@example.com`;
    const { password } = await registerVerifiedUser(request, { email });
    await page.goto(`/auth?returnTo=${encodeURIComponent('//evil.example/dashboard')}`);
    const loginTab = page.getByRole('tabpanel');
    await loginTab.getByLabel('Email').fill(email);
    await loginTab.getByLabel('Password').fill(password);
    await loginTab.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/);
  });
});
