// Lighthouse (mobile, its simulated slow 4G and mid-range phone) against the built server, for the
// public pages in English, Arabic and Japanese: prints the median of 3 runs of the performance and
// SEO scores, the largest contentful paint, and any audit that fails. Aims (decision 026):
// performance >= 95 and SEO 100. Uses the machine's Chromium (CHROME_PATH, else /usr/bin/chromium);
// nothing is downloaded. Not a timed test; run it after `npm run build`.
// Run: npx tsx bench/lighthouse.ts [--runs 3] [path ...]   (default paths: / /ar /ja)
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { dataFolder, startApp } from './lib/load';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' } },
});
const runs = Number(values.runs);
const paths = positionals.length > 0 ? positionals : ['/', '/ar', '/ja'];

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number;

// Served as production serves it, on the origin the pages name in their canonical and hreflang links.
const app = await startApp(dataFolder());
const origin = `http://localhost:${new URL(app.origin).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let worst = { performance: 100, seo: 100 };
try {
  for (const path of paths) {
    const performance: number[] = [];
    const seo: number[] = [];
    const lcp: number[] = [];
    const failing = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      performance.push(Math.round((categories.performance?.score ?? 0) * 100));
      seo.push(Math.round((categories.seo?.score ?? 0) * 100));
      lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      for (const category of [categories.performance, categories.seo]) {
        for (const ref of category?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
    const scores = { performance: median(performance), seo: median(seo) };
    worst = { performance: Math.min(worst.performance, scores.performance), seo: Math.min(worst.seo, scores.seo) };
    console.log(
      `${path.padEnd(4)} performance ${scores.performance} [${performance.join(' ')}], SEO ${scores.seo} [${seo.join(' ')}],` +
        ` LCP ${(median(lcp) / 1000).toFixed(2)} s`,
    );
    if (failing.size > 0) console.log(`     below 0.9: ${[...failing].join(', ')}`);
  }
  console.log(`aims: performance >= 95 and SEO 100; lowest here: performance ${worst.performance}, SEO ${worst.seo}`);
  process.exitCode = worst.performance >= 95 && worst.seo === 100 ? 0 : 1;
} finally {
  chrome.kill();
  await app.stop();
}
