import type { Page } from '@playwright/test';
import { expect, fromOrigin, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';

/** The page is in Arabic, right to left, and has its heading: the fixture's axe check then sees it whole. */
async function openInArabic(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// Issue #19 item 7: axe on the traveller's and the staff's screens in Arabic, not only in English.
test('the traveller’s and the staff’s main screens in Arabic have no serious axe finding', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = `arabic.${Date.now()}@example.com`;
  await registerVerifiedUser(page.request, { email, firstName: 'Layla' });
  const application = await submitApplication(page.request, { firstName: 'Layla', lastName: 'Haddad', email });

  for (const path of [
    '/ar',
    '/ar/track',
    '/ar/terms',
    '/ar/privacy',
    '/ar/apply',
    '/ar/dashboard',
    `/ar/applications/${application.id}`,
    '/ar/profile',
  ]) {
    await openInArabic(page, path);
  }
  await page.getByRole('tab').nth(1).click();
  // Issue #37 item 5: the phone number reads left to right on the Arabic application page, on the
  // element that holds it (a bare <bdi> would leave '+1 555 0100' to the right-to-left paragraph).
  await openInArabic(page, `/ar/applications/${application.id}`);
  const phone = page.getByText('+1 555 0100', { exact: true });
  await expect(phone).toBeVisible();
  expect(await phone.evaluate((element) => [element.getAttribute('dir'), getComputedStyle(element).direction])).toEqual(
    ['ltr', 'ltr'],
  );

  const staffContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.219.4.7' } });
  fromOrigin(staffContext.request, new URL(baseURL as string).origin);
  await signInAdmin(staffContext);
  const staff = await staffContext.newPage();
  for (const path of [
    '/admin/dashboard',
    '/admin/applications',
    `/admin/applications/${application.id}`,
    '/admin/payments',
    '/admin/emails',
    '/admin/users',
    '/admin/contacts',
    '/admin/activity',
    '/admin/settings',
  ]) {
    await openInArabic(staff, `${path}?lng=ar`);
  }
  await staffContext.close();
});
