import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { latestNews, newsItems } from '../../src/core/news';
import { officialEtaUrl, officialSiteName } from '../../src/core/official-channels';
import { expect, test } from './fixtures';
import { signInAdminThroughApi } from './helpers/admin';

const pages = [
  { path: '/', heading: 'Your UK ETA, checked and submitted for you' },
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/requirements', heading: 'UK ETA Requirements' },
  { path: '/requirements/jp', heading: 'UK ETA for citizens of Japan' },
  { path: '/pricing', heading: 'Simple, transparent pricing' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/news', heading: 'News and updates' },
  { path: '/about-us', heading: 'About Advena' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/contact-support', heading: 'Contact Support' },
  { path: '/terms', heading: 'Terms and conditions' },
  { path: '/privacy', heading: 'Privacy notice' },
  { path: '/track', heading: 'Track your application' },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a pre-rendered page and waits until React has hydrated it. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test.describe('the public site', () => {
  test('each public page renders its one heading and a disclaimer beside its Apply button', async ({ page }) => {
    for (const { path: url, heading } of pages) {
      await page.goto(url);
      await expect(h1(page)).toHaveText(heading);
      await expect(h1(page)).toHaveCount(1);
      const applyLinks = page.locator('main a[href="/apply"]');
      // The home page says it once, beside its first Apply button near the top (issue 22).
      const withNotice = url === '/' ? 1 : await applyLinks.count();
      for (let index = 0; index < withNotice; index++) {
        // The disclaimer sits right beside every Apply call to action.
        await expect(applyLinks.nth(index).locator('xpath=..').getByTestId('cta-disclaimer')).toContainText(
          'not the UK government',
        );
      }
    }
  });

  test("the home page's disclaimer links GOV.UK to the official service, in English and German", async ({ page }) => {
    for (const url of ['/', '/de']) {
      await page.goto(url);
      const official = page.getByTestId('cta-disclaimer').first().getByRole('link', { name: officialSiteName });
      await expect(official).toHaveAttribute('href', officialEtaUrl);
    }
  });

  test("the sandbox shows a test-mode note on public pages, in the reader's language", async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('test-payments-banner')).toHaveText('Test mode: no real payment is taken.');
    await open(page, '/ar/pricing');
    await expect(page.getByTestId('test-payments-banner')).toHaveText('وضع الاختبار: لا يُحصَّل أي دفع حقيقي.');
  });

  test("home shows its sections, eight countries with flags from our origin and the last year's news", async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
    });
    await open(page, '/');
    for (const title of [
      'What is the UK ETA?',
      'Key information',
      'Requirements by country',
      'Four steps to your ETA',
      'What you need to apply',
      'Why travellers choose Advena',
      'Who needs an ETA?',
      'Latest news',
      'Ready to apply?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const countries = page.locator('#countries-title').locator('xpath=..').locator('a[href^="/requirements/"]');
    await expect(countries).toHaveCount(8);
    await expect(countries.first().locator('img')).toHaveAttribute('src', /^\/flags\/[a-z]{2}\.svg$/);
    const recent = latestNews(4);
    await expect(page.locator('#latest-news-title').locator('xpath=..').locator('article')).toHaveCount(recent.length);
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(foreign).toEqual([]);
  });

  test('the FAQ searches every tab, shows an empty state and clears it; a URL opens a tab', async ({ page }) => {
    await open(page, '/faq');
    await expect(page.getByRole('tab', { name: 'General Questions' })).toHaveAttribute('aria-selected', 'true');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('HEATHROW');
    await expect(page.getByText('Do I need an ETA to transit through the UK?')).toBeVisible();
    await search.fill('zebra crossing');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('tab', { name: 'General Questions' })).toBeVisible();
    // Keyboard: arrow keys move between tabs.
    await page.getByRole('tab', { name: 'General Questions' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Application Process' })).toHaveAttribute('aria-selected', 'true');
    await open(page, '/faq#support');
    await expect(page.getByRole('tab', { name: 'Technical & Support' })).toHaveAttribute('aria-selected', 'true');
    await open(page, '/faq?tab=travel');
    await expect(page.getByRole('tab', { name: 'Travel Information' })).toHaveAttribute('aria-selected', 'true');
  });

  test('news lists every dated item, searches their full text and shows an empty state', async ({ page }) => {
    await open(page, '/news');
    await expect(page.locator('main article')).toHaveCount(newsItems.length);
    await expect(page.getByText('Jun 25, 2024')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search news' });
    await search.fill('editor');
    await expect(page.locator('main article')).toHaveCount(1);
    // The amounts an item names are formatted for the reader, not written into its text.
    await search.fill('£16');
    await expect(page.locator('main article')).toHaveCount(1);
    await page.locator('main article').getByRole('button', { name: 'Read more' }).click();
    await expect(page.locator('main article')).toContainText('the government fee was £10 when this was published');
    await search.fill('nothing like this');
    await expect(page.getByText('No news matches your search.')).toBeVisible();
    await open(page, '/fr/news');
    await expect(page.getByText('1 oct. 2024')).toBeVisible();
  });

  test('requirements: country search, empty state, JP flight wording, back link and unknown codes', async ({
    page,
  }) => {
    await open(page, '/requirements');
    await page.getByRole('tab', { name: 'Eligible Countries' }).click();
    const search = page.getByRole('searchbox', { name: 'Search countries' });
    await search.fill('zeal');
    await expect(page.getByTestId('country-list').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /New Zealand/ })).toHaveAttribute('href', '/requirements/nz');
    await search.fill('atlantis');
    await expect(page.getByText('No countries found matching your search criteria.')).toBeVisible();

    await open(page, '/requirements/jp');
    await expect(page.getByRole('tab', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('flight-wording')).toContainText('Direct flights from Tokyo to London');
    await open(page, '/requirements/de');
    await expect(page.getByTestId('flight-wording')).toContainText('at least 72 hours before your flight or train');
    await page.getByRole('link', { name: 'Back to all requirements' }).click();
    await expect(page).toHaveURL(/\/requirements$/);

    // A country without its own page is the not-found page (HTTP 404: the application page journey).
    await open(page, '/requirements/xx');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  test('pricing shows the price and government fee from the settings', async ({ page, request }) => {
    const settings = await (await request.get('/api/settings/public')).json();
    await open(page, '/pricing');
    const price = page.getByTestId('plan-price');
    await expect(price).toHaveAttribute('data-live', 'true');
    await expect(price).toHaveText(`£${settings.priorityProcessingFee.toFixed(2)}`);
    await expect(page.getByText(`Includes the £${settings.governmentFee} government fee`)).toBeVisible();
    await expect(page.getByText('Refund policy')).toBeVisible();
    await expect(page.getByText('Payment methods')).toBeVisible();
  });

  test("the government's decision time follows the admin setting, with each language's plural", async ({
    page,
    request,
  }) => {
    // Pre-rendered pages carry the default; the live setting replaces it once the page runs.
    expect(await (await request.get('/')).text()).toContain('usually takes up to 3 working days');
    expect(await (await request.get('/ar')).text()).toContain('ما يصل إلى 3 أيام عمل');
    await signInAdminThroughApi(request);
    const original = (await (await request.get('/api/admin/settings')).json()).settings;
    const decisionDays = async (visaProcessingTime: number) => {
      const saved = await request.patch('/api/admin/settings', { data: { ...original, visaProcessingTime } });
      expect(saved.ok()).toBe(true);
    };
    try {
      await decisionDays(1);
      await open(page, '/');
      await expect(page.getByText('usually takes up to 1 working day, and nobody can speed it up')).toBeVisible();
      await expect(page.getByText('within 1 working day, often much sooner')).toBeVisible();
      await open(page, '/pricing');
      await expect(page.getByText('usually takes up to 1 working day. Nobody can speed it up.')).toBeVisible();

      await decisionDays(5);
      await open(page, '/how-it-works');
      await expect(page.getByText('usually decides within 5 working days and sends the decision')).toBeVisible();
      await open(page, '/de/faq?tab=process');
      await expect(page.getByText('entscheidet in der Regel innerhalb von 5 Werktagen')).toBeAttached();

      await decisionDays(2);
      await open(page, '/ar');
      await expect(page.getByText('ما يصل إلى يومَي عمل')).toBeVisible();
      await expect(page.getByText('خلال 3 أيام عمل')).toHaveCount(0);
    } finally {
      await request.patch('/api/admin/settings', { data: original });
    }
  });

  test('every language changes the navigation away from English; Arabic is right to left', async ({ page }) => {
    await open(page, '/pricing');
    const nav = page.getByRole('navigation').first();
    const english = await nav.getByRole('link').allTextContents();
    for (const language of [
      'Français',
      'Deutsch',
      'Español',
      '中文',
      'Svenska',
      '日本語',
      'Português',
      'Italiano',
      'العربية',
    ]) {
      await page.getByTestId('language-menu-trigger').click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect
        .poll(async () => (await nav.getByRole('link').allTextContents()).join('|'))
        .not.toBe(english.join('|'));
      await expect(h1(page)).not.toHaveText('Simple, transparent pricing');
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = await (await page.request.get('/ar/requirements/jp')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
  });

  test('contact form: errors for bad input, then a message is sent, stored and acknowledged by e-mail', async ({
    page,
  }) => {
    await open(page, '/contact');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please select a subject.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();

    const address = `e2e-${Date.now()}@example.com`;
    await form.getByLabel('Full name').fill('Emma Traveller');
    await form.getByLabel('E-mail address').fill(address);
    await form.getByLabel('Subject').selectOption('requirements');
    await form.getByLabel('Message').fill('Does my baby need her own ETA?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');

    // The acknowledgement reaches the dev mailbox once the outbox worker has sent it.
    const mailDir = path.join(process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${process.env.E2E_PORT ?? 3456}`, 'mail');
    await expect
      .poll(
        () =>
          fs.existsSync(mailDir) &&
          fs.readdirSync(mailDir).some((file) => fs.readFileSync(path.join(mailDir, file), 'utf8').includes(address)),
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  test('contact form keeps what was typed when sending fails', async ({ page }) => {
    await page.route('/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
    await open(page, '/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Full name').fill('Emma Traveller');
    await form.getByLabel('E-mail address').fill('emma@example.com');
    await form.getByLabel('Subject').selectOption('other');
    await form.getByLabel('Message').fill('A question that will not arrive.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('There was a problem sending your message. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Emma Traveller');
  });

  test('contact support: live chat opens the form, self-help opens the matching FAQ tab', async ({ page }) => {
    await open(page, '/contact-support');
    await page.getByRole('tab', { name: 'Self-Help Resources' }).click();
    await page.getByRole('button', { name: 'Start live chat' }).click();
    await expect(page.getByRole('tab', { name: 'Contact Form' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('support-form').getByLabel('Full name')).toBeFocused();
    await page.getByRole('tab', { name: 'Self-Help Resources' }).click();
    await page.getByRole('link', { name: /Technical Support/ }).click();
    await expect(page.getByRole('tab', { name: 'Technical & Support' })).toHaveAttribute('aria-selected', 'true');
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ar/requirements/jp</loc>');
  });

  for (const language of ['en', 'ar']) {
    test(`axe finds no serious or critical violation on any public page (${language})`, async ({
      page,
      axeChecker,
    }) => {
      // Thirteen pages, each analysed in full: more than the default minute on a busy machine.
      test.setTimeout(180_000);
      for (const { path: url } of pages) {
        await open(page, `/${language}${url === '/' ? '' : url}`);
        await expect(h1(page)).toBeVisible();
        // By the checker every journey has (fixtures.ts), which analyses each screen once a run: a
        // page an earlier test here showed (the English tour) was analysed there, and a second
        // analysis of the same screen, as this test ran beside the checker's, found nothing new.
        await axeChecker.check(page);
        expect(axeChecker.findings).toEqual([]);
      }
    });
  }
});
