import { test as base, expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page, so a click is never lost on pre-rendered HTML. */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** `page.goto` and `page.reload` that return once the app is interactive. */
export const test = base.extend({
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
