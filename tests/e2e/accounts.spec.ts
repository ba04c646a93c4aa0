import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtInAdmin, nextTotpCode } from './helpers/admin';
import { codeFromMail } from './helpers/mail';

async function login(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Login' }).click();
}

test.describe('accounts', () => {
  test('register, verify by e-mail, log out, log in, reset the password from the profile', async ({ page }) => {
    const email = `jane.${Date.now()}@example.com`;
    let since = Date.now() - 1000;

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel');
    await register.getByLabel('First Name').fill('Jane');
    await register.getByLabel('Last Name').fill('Doe');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('short');
    await register.getByLabel('Confirm Password').fill('different');
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
    await expect(register.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await register.getByLabel('Password', { exact: true }).fill('first-password-1');
    await register.getByLabel('Confirm Password').fill('first-password-1');
    await register.getByRole('button', { name: 'Register' }).click();

    // The Verify tab takes over with the e-mail read-only.
    await expect(page.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
    const verify = page.getByRole('tabpanel');
    await expect(verify.getByLabel('Email')).toHaveValue(email);
    await expect(verify.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(verify.getByRole('button', { name: 'Resend Code' })).toBeVisible();
    const code = await codeFromMail(email, 'Your Advena verification code', since);
    await verify.getByLabel('Verification Code').fill(code);
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The header greets by first name and offers the account links.
    await page.goto('/');
    const menu = page.getByTestId('user-menu-trigger');
    await expect(menu).toContainText('Jane');
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('You have been logged out successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Register' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('eta_auth_data'))).toBeNull();

    // A visitor on /profile sees the message and is sent to /auth, which is to bring them back.
    await page.goto('/profile');
    await expect(
      page.getByText('You need to be logged in to view this page. Please log in to continue.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

    await login(page, email, 'wrong-password');
    await expect(page.getByText('The e-mail address or password is not right', { exact: true })).toBeVisible();
    await login(page, email, 'first-password-1');
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Password reset from /profile with the mailed code.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Request Reset Code' }).click();
    await expect(page.getByText('Reset Code Sent', { exact: true })).toBeVisible();
    const resetCode = await codeFromMail(email, 'Your Advena password reset code', since);
    await page.getByLabel('Reset Code').fill(resetCode);
    await page.getByLabel('New Password').fill('second-password-2');
    await page.getByLabel('Confirm Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password Reset Successful', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Reset Code' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, email, 'first-password-1');
    await expect(page.getByText('The e-mail address or password is not right', { exact: true })).toBeVisible();
    await login(page, email, 'second-password-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin logs in by username and a code from the app, and lands on /admin/dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await expect(
      page.getByText('This is a secure area. Unauthorised access is prohibited.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await page.getByLabel('Username').fill(builtInAdmin.username);
    await page.getByLabel('Password').fill(builtInAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // The password was right; the same form now asks for the second factor.
    const code = page.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Username')).toHaveValue(builtInAdmin.username);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const refusal = 'That code is not right. Enter the current code from your authenticator app, or a recovery code.';
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/That code is not right.*You have 4 more tries\./);
    await expect(page).toHaveURL(/\/admin\/login$/);

    await code.fill(await nextTotpCode(builtInAdmin.totpSecret));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a normal user on /admin/login gets Access Denied', async ({ page, request }) => {
    // A verified user, made through the API and the mailed code.
    const email = `sam.${Date.now()}@example.com`;
    const since = Date.now() - 1000;
    expect((await request.post('/api/register', { data: { email, password: 'user-password-1' } })).ok()).toBe(true);
    const code = await codeFromMail(email, 'Your Advena verification code', since);
    expect((await request.post('/api/verify-email', { data: { email, code } })).ok()).toBe(true);

    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill('user-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toHaveText(
      'Access Denied: This portal is only accessible to admin users',
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
