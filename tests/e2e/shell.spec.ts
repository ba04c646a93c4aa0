import { expect, test, waitForApp } from './fixtures';

test.describe('the app shell', () => {
  test('renders the header, navigation and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByTestId('footer-disclaimer')).toContainText('private agency');
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
    await expect(page.locator('footer').getByRole('link', { name: 'Apply for an ETA' })).toHaveAttribute(
      'href',
      '/apply',
    );
  });

  test('switches to Arabic and lays the page out right to left', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'الأسعار' })).toBeVisible();
    // The choice is remembered for the server (cookie) and the next visit (localStorage).
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('closes the language menu on an outside click and keeps it within 60% of the viewport', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const maxHeight = await menu.evaluate((element) => getComputedStyle(element).maxHeight);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    expect(Number.parseFloat(maxHeight)).toBeCloseTo(viewportHeight * 0.6, 0);
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
  });

  test('the language menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('language-menu-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Français' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Italiano' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Italiano' })).toBeFocused();
    // Typing a name moves to it.
    await page.keyboard.press('d');
    await expect(menu.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(trigger).toBeFocused();
  });

  test('serves pre-rendered pages in each language with lang and dir', async ({ request }) => {
    const french = await request.get('/fr');
    expect(french.status()).toBe(200);
    const html = await french.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(html).toContain('hrefLang="ar"');
    const arabic = await (await request.get('/ar')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
  });

  test('a Japanese browser and ?lng=ar get the page pre-rendered in their language, with no hydration error', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'ja-JP', baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/pricing');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/ja\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.goto('/?lng=ar');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // One canonical address, absolute on the site's own origin, and absolute alternates.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows the not-found page with HTTP 404 for an unknown path', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    // A public page under something that is not one of the ten languages is not a page either.
    for (const path of ['/xx/pricing', '/zz']) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    }
  });

  test('the mobile menu opens and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileMenu = page.locator('#mobile-menu');
    await expect(mobileMenu).toBeVisible();
    await expect(mobileMenu.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await mobileMenu.getByRole('link', { name: 'Home' }).click();
    await expect(mobileMenu).toBeHidden();
  });

  test('keeps the page free of console errors and CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(problems).toEqual([]);
  });
});
