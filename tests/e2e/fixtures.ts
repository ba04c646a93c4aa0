import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page, so a click is never lost on pre-rendered HTML. */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now ('where: rule (nodes)'). */
export async function seriousAxeViolations(page: Page, where = page.url()): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`);
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
 * `request`, `context.request` and `page.request` come from the app's origin.
 */
export const test = base.extend({
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
  page: async ({ page }, use) => {
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
});

export { expect };
