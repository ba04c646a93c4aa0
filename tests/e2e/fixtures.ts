import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { findPageRoute, splitLanguagePrefix } from '../../src/core/routes';
import { axeViolations } from './helpers/axe';

/** Waits until React has hydrated the page, so a click is never lost on pre-rendered HTML. */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * axe refuses a second run in a page while one is under way ('Axe is already running'), and the
 * automatic scan after a navigation can overlap a test's own call: the runs in one page queue.
 */
const axeQueues = new WeakMap<Page, Promise<unknown>>();

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now ('where: rule (nodes)'). */
export function seriousAxeViolations(
  page: Page,
  where = page.url(),
  options: { skipRules?: string[] } = {},
): Promise<string[]> {
  const previous = axeQueues.get(page) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => axeViolationsNow(page, where, options));
  axeQueues.set(page, run);
  return run;
}

async function axeViolationsNow(page: Page, where: string, { skipRules = [] }: { skipRules?: string[] }) {
  const key = await screenKey(page);
  // While a dialog or menu is open, Radix hides the page behind it (aria-hidden, focus kept in the
  // layer): the layer is the screen then; the page behind is analysed in its own state.
  const violations = await axeViolations(page, { exclude: '[data-aria-hidden="true"]', skipRules });
  if (key) scannedScreens.add(key);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})` +
        // The first node's reason ('insufficient color contrast of 4.3 (foreground …)'), so a finding says what to fix.
        (violation.reason ? ` ${violation.reason}` : ''),
    );
}

/**
 * Every screen a journey shows is checked by axe (issue #19 item 7), without a line in each test:
 * a page is analysed when a test leaves it for another address (`goto`, `reload`), after each
 * in-app navigation once the new screen is there, and at the end of the test; any serious or
 * critical finding fails the test. A screen is its page (the wizard: its step) in one language and
 * is analysed once per run of the suite, which keeps the added time small; the journeys that look
 * at one state closely still call `seriousAxeViolations` themselves.
 */
const scannedScreens = new Set<string>();

/**
 * 'apply/personal|ar', 'admin-application|en', 'apply/personal|en|errors': the page of the route
 * table, the language shown, and whether the page shows its errors (an error summary or a field
 * marked invalid), since a page with its errors is another screen to read; undefined off the app.
 */
async function screenKey(page: Page): Promise<string | undefined> {
  if (page.isClosed()) return undefined;
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http') || url.pathname.startsWith('/api/')) return undefined;
  const shown = await page
    .evaluate(() =>
      document.documentElement.dataset.hydrated === 'true'
        ? {
            language: document.documentElement.lang || '?',
            errors: document.querySelector('[data-testid="error-summary"], [aria-invalid="true"]') !== null,
          }
        : undefined,
    )
    .catch(() => undefined);
  if (!shown) return undefined;
  const route = findPageRoute(url.pathname);
  const screen = route?.id === 'apply' ? splitLanguagePrefix(url.pathname).path : (route?.id ?? 'not-found');
  return `${screen}|${shown.language}${shown.errors ? '|errors' : ''}`;
}

class ScreenChecker {
  readonly findings: string[] = [];
  readonly checked: string[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** Analyses the page as it is now, unless this screen was analysed before; one analysis at a time. */
  check(page: Page): Promise<void> {
    this.queue = this.queue.then(async () => {
      const key = await screenKey(page);
      if (!key || scannedScreens.has(key)) return;
      try {
        // A screen still loading its code or words shows the spinner, without a title, and axe's
        // own title rule would race it: the title is checked here instead, given five seconds to
        // come. (A tab opened later used to bring the spinner back: root.tsx PageOutlet.)
        await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5000 }).catch(() => {});
        const title = await page.title().catch(() => 'the page has gone');
        if (title.trim() === '') this.findings.push(`${key}: document-title (no <title> after 5 s)`);
        let found = await seriousAxeViolations(page, key, { skipRules: ['document-title'] });
        // A finding must hold a moment later: a screen caught mid-change (a toast sliding over a
        // link, a step still drawing) is not the screen a person reads; a real fault stays.
        if (found.length > 0) {
          await page.waitForTimeout(750);
          found = await seriousAxeViolations(page, key, { skipRules: ['document-title'] });
        }
        this.findings.push(...found);
        this.checked.push(key);
      } catch {
        // The page navigated or closed during the analysis: the next visit of the screen checks it.
        scannedScreens.delete(key);
      }
    });
    return this.queue;
  }

  /** Wraps a page's goto and reload (checking what it leaves) and follows its in-app navigations. */
  watch(page: Page) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      await this.check(page);
      return goto(url, options);
    };
    page.reload = async (options) => {
      await this.check(page);
      return reload(options);
    };
    const close = page.close.bind(page);
    page.close = async (options) => {
      // Not a blank page (about:blank, as a new tab is before its first address): nothing to analyse.
      if (page.url().startsWith('http')) await this.check(page);
      return close(options);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      // The new screen is analysed once it has rendered; a quicker next navigation replaces it.
      clearTimeout(settle);
      settle = setTimeout(async () => {
        if (page.isClosed()) return;
        // Past a loading state: most screens show their h1 once their data is there.
        await page.waitForFunction(() => document.querySelector('h1'), null, { timeout: 5000 }).catch(() => {});
        if (!page.isClosed()) void this.check(page);
      }, 750);
    });
  }

  watchContext(context: BrowserContext) {
    for (const page of context.pages()) this.watch(page);
    context.on('page', (page) => this.watch(page));
    const close = context.close.bind(context);
    context.close = async (options) => {
      for (const page of context.pages()) await this.check(page);
      return close(options);
    };
  }

  /** The end of the test: every open page is checked, then any finding fails the test. */
  async finish(contexts: BrowserContext[], testInfo: TestInfo) {
    for (const context of contexts) for (const page of context.pages()) await this.check(page);
    await this.queue;
    testInfo.annotations.push({ type: 'axe', description: this.checked.join(', ') || 'no new screen' });
    expect(this.findings, 'serious or critical axe findings on the screens this test visited').toEqual([]);
  }
}

/**
 * Playwright's API requests carry no Origin, and the server refuses a write that shows none; a
 * browser's fetch from our pages sends ours, so the test's API calls send it too.
 */
export function fromOrigin(request: APIRequestContext, origin: string): APIRequestContext {
  for (const method of ['post', 'put', 'patch', 'delete', 'fetch'] as const) {
    const call = request[method].bind(request) as (url: unknown, options?: { headers?: object }) => unknown;
    request[method] = ((url: unknown, options: { headers?: object } = {}) =>
      call(url, { ...options, headers: { origin, ...options.headers } })) as never;
  }
  return request;
}

/**
 * `page.goto` and `page.reload` that return once the app is interactive; API calls through
 * `request`, `context.request` and `page.request` come from the app's origin; axe checks every
 * screen the test shows (ScreenChecker).
 */
export const test = base.extend<{ axeChecker: ScreenChecker }>({
  // Each test is its own client (its own address behind the server's trusted local proxy), so the
  // per-address limits (sign-ups, code e-mails) count one test's calls, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${hash[0]}.${hash[1]}.${hash[2]}` });
  },
  request: async ({ request, baseURL }, use) => {
    await use(fromOrigin(request, new URL(baseURL as string).origin));
  },
  context: async ({ context, baseURL }, use) => {
    fromOrigin(context.request, new URL(baseURL as string).origin);
    await use(context);
  },
  // Asking for axeChecker makes it watch the page before goto waits for the app.
  page: async ({ page, axeChecker }, use) => {
    void axeChecker;
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // The test's own browser and any the test opens (browser.newContext()) are watched by axe.
  axeChecker: [
    async ({ context, browser }, use, testInfo) => {
      const checker = new ScreenChecker();
      const contexts = [context];
      checker.watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        contexts.push(created);
        checker.watchContext(created);
        return created;
      };
      try {
        await use(checker);
        // Only a test that otherwise passed is judged on its screens; a failed one already says why.
        if (testInfo.status === testInfo.expectedStatus) await checker.finish(contexts, testInfo);
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
});

export { expect };
