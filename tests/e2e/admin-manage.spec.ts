import fs from 'node:fs';
import path from 'node:path';
import { formatMoney } from '../../src/core/format';
import { maxFeePence } from '../../src/core/settings';
import { expect, fromOrigin, seriousAxeViolations, test } from './fixtures';
import { signInAdmin } from './helpers/admin';

// The server of playwright.config.ts writes mail to DATA_DIR/mail (the dev mailbox).
const port = Number(process.env.E2E_PORT ?? 3456);
const mailDir = path.join(process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`, 'mail');

/** Signs the admin in through the API; the page shares the request context's cookies. */

/** The first .eml file sent to `to` whose text contains `text`. */
async function mailTo(to: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')) : [];
        found =
          files
            .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
            .find((eml) => eml.includes(to) && eml.replace(/=\r?\n/g, '').includes(text)) ?? '';
        return found !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

test.describe('admin portal: users, contact messages and settings', () => {
  test('an admin finds the payments needing attention from the menu, none today', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments needing attention' })).toBeVisible();
    // The sandbox refuses a card when a document went missing, so no sandbox payment lands here.
    await expect(page.getByText('No payment needs attention.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('admin-payments.png'), fullPage: true });
  });

  test('an admin creates a user who can then log in', async ({ page, browser, baseURL }) => {
    await signInAdmin(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please select a role')).toBeVisible();

    const email = `created.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Nora');
    await dialog.getByLabel('Last name').fill('Created');
    await dialog.getByLabel('Role').selectOption('user');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Password').fill('created-password-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list is re-fetched: search finds the new account.
    await page.getByPlaceholder('Search by name or email...').fill(email);
    await page.getByPlaceholder('Search by name or email...').press('Enter');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row')).toContainText('Nora Created');

    // The built-in admin cannot be deleted.
    await page.getByPlaceholder('Search by name or email...').fill('admin@advena.example');
    await page.getByPlaceholder('Search by name or email...').press('Enter');
    await page.getByRole('button', { name: 'Actions for admin@advena.example' }).click();
    await page.getByRole('menuitem', { name: 'Delete User' }).click();
    await expect(
      page.getByText('Admin accounts cannot be deleted through this interface', { exact: true }),
    ).toBeVisible();

    // The new user logs in, in a browser of their own.
    const context = await browser.newContext();
    const login = await fromOrigin(context.request, baseURL as string).post('/api/login', {
      data: { email, password: 'created-password-1' },
    });
    expect(login.ok()).toBe(true);
    expect((await login.json()).user.email).toBe(email);
    await context.close();
  });

  test('an admin changes the price and the pricing page shows it', async ({ page }) => {
    await signInAdmin(page);
    const original = (await (await page.request.get('/api/admin/settings')).json()).settings;
    try {
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save Settings' });
      await expect(save).toBeDisabled();
      const price = page.getByLabel('Price per traveller', { exact: true });
      await price.fill('-1');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Fee cannot be negative')).toBeVisible();
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByText('Form reset', { exact: true })).toBeVisible();
      await expect(price).toHaveValue(String(original.priorityProcessingFee));

      await price.fill('57.25');
      await save.click();
      await expect(page.getByText('Settings updated', { exact: true })).toBeVisible();
      await expect(save).toBeDisabled();

      await page.goto('/pricing');
      const shown = page.getByTestId('plan-price');
      await expect(shown).toHaveAttribute('data-live', 'true');
      await expect(shown).toHaveText('£57.25');
    } finally {
      await page.request.patch('/api/admin/settings', { data: original });
    }
  });

  test('the price fields show the pound sign on the side the language writes it, the limit in its money format', async ({
    page,
  }) => {
    await signInAdmin(page);
    // Before the amount in English, after it in French; after it in Arabic's reading order, so on the left.
    for (const [language, side] of [
      ['en', 'left'],
      ['fr', 'right'],
      ['ar', 'left'],
    ] as const) {
      const texts = JSON.parse(fs.readFileSync(`src/locales/${language}/adminSettings.json`, 'utf8'));
      await page.goto(`/admin/settings?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The field's name is its whole label: the sign beside it is not part of it.
      const price = page.getByLabel(texts.settings.pricing.priorityFee, { exact: true });
      const sign = price.locator('xpath=..').getByTestId('currency-affix');
      await expect(sign).toHaveText('£');
      const [field, mark] = [await price.boundingBox(), await sign.boundingBox()];
      if (!field || !mark) throw new Error('the price field is not laid out');
      if (side === 'left') expect(mark.x + mark.width).toBeLessThanOrEqual(field.x + 1);
      else expect(mark.x).toBeGreaterThanOrEqual(field.x + field.width - 1);

      await price.fill('10000.01');
      await page.getByRole('button', { name: texts.settings.save }).click();
      const most = formatMoney(maxFeePence, language, { wholePounds: true });
      const limit = texts.settings.errors.feeTooHigh.replace(
        '{{max}}',
        language === 'ar' ? `\u2068${most}\u2069` : most,
      );
      await expect(page.getByText(limit)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`settings-${language}.png`), fullPage: true });
    }
  });

  test('an admin replies to a contact message and the sender receives it', async ({ page }) => {
    const email = `sender.${Date.now()}@example.com`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Sam Sender',
        email,
        subject: 'payment',
        message: `I paid twice for my application, can you help? ${'Details follow. '.repeat(15)}`,
      },
    });
    expect(sent.status()).toBe(201);

    await signInAdmin(page);
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(page.getByTestId('counter-today')).not.toHaveText('0');
    await page.getByPlaceholder('Search by name, email, subject or message...').fill(email);
    await page.getByPlaceholder('Search by name, email, subject or message...').press('Enter');
    const row = page.getByTestId('message-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Unresolved');

    await row.getByRole('button', { name: 'Actions for Payment' }).click();
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('reply-original')).toContainText('…');
    await dialog.getByRole('button', { name: 'View full message' }).click();
    await expect(dialog.getByTestId('reply-original')).not.toContainText('…');
    await dialog.getByLabel('Your reply').fill('Too short');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(dialog.getByText('Reply must be at least 10 characters')).toBeVisible();
    const reply = 'We found the duplicate payment and have refunded it.';
    await dialog.getByLabel('Your reply').fill(reply);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Reply sent', { exact: true })).toBeVisible();
    await expect(row).toContainText('Replied (1)');

    const eml = await mailTo(email, 'duplicate payment');
    expect(eml).toContain('Re: Payment');

    await row.getByRole('button', { name: 'Actions for Payment' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Resolved' }).click();
    await expect(page.getByText('Message resolved', { exact: true })).toBeVisible();
    await expect(row).toContainText('Resolved');
  });
});
