import type { Browser, BrowserContext, Page } from '@playwright/test';

/** min / median / max of a bench's runs, in the unit given. */
export const stats = (numbers: number[], unit: (n: number) => string) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  return `min ${unit(sorted[0] as number)}, median ${unit(median)}, max ${unit(sorted.at(-1) as number)}`;
};
export const ms = (n: number) => `${n.toFixed(0)} ms`;
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/**
 * A fresh phone-sized browser context (an empty cache) on the wizard, hydrated and settled, and
 * from then on a count of the bytes it transfers (bodies and headers of every finished request).
 */
export async function freshWizard(browser: Browser, origin: string) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page: Page = await context.newPage();
  await page.goto(`${origin}/apply`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(1000);
  let transferred = 0;
  const counting: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    counting.push(
      request.sizes().then((sizes) => {
        transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  const transferredSoFar = async () => {
    await Promise.all(counting);
    return transferred;
  };
  return { context, page, transferredSoFar };
}
