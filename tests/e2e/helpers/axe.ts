import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

// axe-core as @axe-core/playwright, the project's dependency, has it.
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

/** One rule's violation: the rule, its impact, each node's selector, and the first node's reason. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown }[];
  reason?: string;
}

/**
 * axe.run in the page, as @axe-core/playwright's legacy mode runs it, on WCAG 2.2 AA's rules
 * without `skipRules` and outside `exclude`. axe is put in a document once and serves its every
 * screen after: AxeBuilder put it in twice for every analysis, and opened a blank page to merge
 * the results in, which together took longer than the analysis (our pages have no cross-origin frame).
 */
export async function axeViolations(
  page: Page,
  { exclude, skipRules }: { exclude: string; skipRules: string[] },
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ exclude, skipRules }) => {
      interface Axe {
        run(context: object, options: object): Promise<{ violations: Omit<AxeViolation, 'reason'>[] }>;
      }
      const { axe } = window as unknown as { axe: Axe };
      const { violations } = await axe.run(
        { exclude: [exclude] },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
          rules: Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])),
          // Every node of a violation, and none of the passes: collecting those took time for nothing.
          resultTypes: ['violations'],
        },
      );
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target }) => ({ target })),
        reason: (nodes[0] as { any?: { message?: string }[] } | undefined)?.any?.[0]?.message,
      }));
    },
    { exclude, skipRules },
  );
}
