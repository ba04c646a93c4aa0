import { formatMoney } from '../../src/core/format';
import { expect, test } from './fixtures';
import { signInAdmin } from './helpers/admin';

/**
 * Issue #35: staff schedule a change of the price from a UK date in the settings page, a traveller
 * reading in German sees it announced with its date and amounts in German, and staff withdraw it.
 */
test('staff schedule a fee change and a traveller sees it announced in German', async ({ page, browser }) => {
  await signInAdmin(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Fee changes' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Schedule a fee change' });
  await form.getByLabel('Starts on (UK date)').fill('2027-03-01');
  await form.getByLabel('New price per traveller').fill('53.99');
  await form.getByLabel('New government fee').fill('20');
  await form.getByRole('button', { name: 'Schedule change' }).click();
  const table = page.getByTestId('fee-changes');
  const row = table.getByRole('row').filter({ hasText: 'Scheduled' });
  await expect(row).toContainText('£53.99');
  await expect(row).toContainText('£20.00');

  // A traveller reading German: the home page and the pricing page announce it, in German words and formats.
  const traveller = await browser.newContext();
  const reader = await traveller.newPage();
  const notice = reader.getByTestId('fee-change-notice');
  const german = `Ab dem 1. März 2027 steigt die staatliche Gebühr auf ${formatMoney(2000, 'de', { wholePounds: true })}; unser Preis beträgt dann ${formatMoney(5399, 'de', { wholePounds: true })}.`;
  await reader.goto('/de');
  await expect(notice).toHaveText(german);
  await reader.goto('/de/pricing');
  await expect(notice).toHaveText(german);
  // The price charged today is still the old one.
  await expect(reader.getByText(formatMoney(4999, 'de'), { exact: false }).first()).toBeVisible();

  // Withdrawn before it starts: the announcement goes.
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Withdrawn' })).toContainText('£53.99');
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await traveller.close();
});
