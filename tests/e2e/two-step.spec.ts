import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fromOrigin, seriousAxeViolations, test } from './fixtures';
import { builtInAdmin, nextTotpCode, signInAdminOnPage, signInAdminThroughApi } from './helpers/admin';
import { registerVerifiedUser } from './helpers/applicant';

const secretOnPage = async (page: Page) =>
  ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');

test.describe('two-step verification and staff sessions', () => {
  test('a new admin sets up two-step verification at first sign-in, then signs in with a code or a recovery code', async ({
    page,
    request,
  }) => {
    // Codes are accepted once per 30-second step, so the later sign-ins may wait for the clock.
    test.setTimeout(150_000);
    const email = `second.admin.${Date.now()}@advena.example`;
    const password = 'second-admin-password-1';
    await signInAdminThroughApi(request);
    const created = await request.post('/api/admin/users', {
      data: { email, firstName: 'Sana', lastName: 'Berg', role: 'admin', password },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/security\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
    // Nothing else of the portal opens until it is set up.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/security\/setup$/);

    await expect(page.getByRole('img', { name: /QR code that adds your Advena account/ })).toBeVisible();
    const secret = await secretOnPage(page);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousAxeViolations(page, 'set-up')).toEqual([]);

    const code = page.getByLabel('Verification code');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/That code is not right/);
    await code.fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();

    await expect(page.getByRole('heading', { name: '3. Save your recovery codes' })).toBeFocused();
    const listed = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const recoveryCodes = await listed.allTextContents();
    for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (.txt)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('advena-recovery-codes.txt');
    const file = fs.readFileSync(await download.path(), 'utf8');
    for (const recoveryCode of recoveryCodes) expect(file).toContain(recoveryCode);
    expect(await seriousAxeViolations(page, 'recovery codes')).toEqual([]);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm that you have saved your recovery codes', { exact: true })).toBeVisible();
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInAdminOnPage(page, { username: email, password, totpSecret: secret });

    // A lost phone: a recovery code signs in once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const recovery = page.getByLabel('Recovery code');
    await expect(recovery).toBeFocused();
    expect(await seriousAxeViolations(page, 'login code step')).toEqual([]);
    await recovery.fill(recoveryCodes[0] as string);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('an admin resets another admin’s two-step verification, but not their own', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = `third.admin.${Date.now()}@advena.example`;
    const password = 'third-admin-password-1';
    await signInAdminThroughApi(page.request);
    const created = await page.request.post('/api/admin/users', {
      data: { email, firstName: 'Ola', lastName: 'Nordin', role: 'admin', password },
    });
    expect(created.ok(), await created.text()).toBe(true);

    // The other admin enrols through the API, as a script would.
    const theirs = await browser.newContext({ baseURL });
    const other = fromOrigin(theirs.request, new URL(baseURL as string).origin);
    const login = await other.post('/api/login', { data: { email, password } });
    expect((await login.json()).user.mfaEnrolmentRequired).toBe(true);
    expect((await other.get('/api/admin/users')).status()).toBe(403);
    const { secret } = await (await other.post('/api/user/mfa/setup')).json();
    const confirmed = await other.post('/api/user/mfa/confirm', { data: { code: await nextTotpCode(secret) } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    expect((await other.get('/api/admin/users')).ok()).toBe(true);

    await page.goto('/admin/users');
    const search = page.getByPlaceholder('Search by name or email...');
    await search.fill(builtInAdmin.email);
    await search.press('Enter');
    await page.getByRole('button', { name: `Actions for ${builtInAdmin.email}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reset two-step verification' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await search.fill(email);
    await search.press('Enter');
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('On', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Reset two-step verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-step verification?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Two-step verification reset', { exact: true })).toBeVisible();
    await expect(row.getByText('Off', { exact: true })).toBeVisible();

    // Signed out everywhere; the next sign-in leads to the set-up again.
    expect((await other.get('/api/user')).status()).toBe(401);
    const again = await other.post('/api/login', { data: { email, password } });
    expect((await again.json()).user.mfaEnrolmentRequired).toBe(true);
    await theirs.close();
  });

  test('two minutes before an idle sign-out the portal warns; staying keeps the session, and at zero it signs out', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAdminOnPage(page);
    const warning = page.getByRole('alertdialog', { name: 'You will be signed out soon' });

    await page.clock.fastForward('12:50');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:15');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expect(warning.getByRole('timer')).toHaveText(/^1:5\d$/);
    await expect(warning.getByText('You will be signed out in 2 minutes.')).toBeAttached();
    expect(await seriousAxeViolations(page, 'idle warning')).toEqual([]);

    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

    await page.clock.fastForward('13:05');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('You were signed out after 15 minutes without activity.')).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a traveller turns two-step verification on in Profile → Security, signs in with a code, and turns it off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `two.step.${Date.now()}@example.com`;
    const { password } = await registerVerifiedUser(page.request, { email, firstName: 'Tove' });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByTestId('two-step-status')).toContainText('Off');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const secret = await secretOnPage(page);
    await page.getByLabel('Verification code').fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const listed = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const recoveryCode = (await listed.first().textContent()) as string;
    expect(await seriousAxeViolations(page, 'profile recovery codes')).toEqual([]);
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('two-step-status')).toContainText('On');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByLabel('Verification code').fill(await nextTotpCode(secret));
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
    const code = page.getByLabel('Verification or recovery code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill(recoveryCode);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(page.getByTestId('two-step-status')).toContainText('Off');
  });
});
