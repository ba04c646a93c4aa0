// Lighthouse (mobile, its simulated slow 4G and mid-range phone) against the built server, for the
// public pages in English, Arabic and Japanese: prints, per page, the median of the runs with every
// run's figure in brackets, for the performance and SEO scores, first contentful paint, total
// blocking time and largest contentful paint, and any audit that fails. Exits 1 when a page's
// median misses an aim (decisions 026 and 050): performance >= 95, SEO 100, first contentful paint
// under 1.8 s, total blocking time under 150 ms. Uses the machine's Chromium (CHROME_PATH, else
// /usr/bin/chromium); nothing is downloaded. Not a timed test; run it after `npm run build`.
// Run: npx tsx bench/lighthouse.ts [--runs 3] [--host localhost|127.0.0.1] [--fresh] [path ...]
//   (default paths: / /ar /ja; --host: the address Lighthouse opens, and the server's APP_URL;
//   --fresh: a new Chromium, with a new profile, for every run, as an outside check starts one)
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { dataFolder, startApp } from './lib/load';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    host: { type: 'string', default: 'localhost' },
    fresh: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const host = values.host;
if (host !== 'localhost' && host !== '127.0.0.1') throw new Error('--host is localhost or 127.0.0.1');
const paths = positionals.length > 0 ? positionals : ['/', '/ar', '/ja'];

const aims = { performance: 95, seo: 100, fcpMs: 1800, tbtMs: 150 };
// A run Lighthouse could not finish (a runtime error, no paint) counts as NaN and fails the aims.
const median = (numbers: number[]) =>
  numbers.some(Number.isNaN)
    ? Number.NaN
    : ([...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number);
const ms = (numbers: number[]) => `${Math.round(median(numbers))} ms [${numbers.map(Math.round).join(' ')}]`;

const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

// Served as production serves it, on the origin the pages name in their canonical and hreflang links.
const app = await startApp(dataFolder(), {}, host);
const origin = `http://${host}:${new URL(app.origin).port}`;
const shared = values.fresh ? undefined : await launch();
const misses: string[] = [];
try {
  for (const path of paths) {
    const measured = { performance: [] as number[], seo: [] as number[], fcp: [] as number[], tbt: [] as number[] };
    const lcp: number[] = [];
    const failing = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const chrome = shared ?? (await launch());
      try {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) console.log(`     run ${run + 1}: ${runtimeError.code} ${runtimeError.message}`);
        measured.performance.push(Math.round((categories.performance?.score ?? 0) * 100));
        measured.seo.push(Math.round((categories.seo?.score ?? 0) * 100));
        measured.fcp.push(audits['first-contentful-paint']?.numericValue ?? Number.NaN);
        measured.tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN);
        lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        for (const category of [categories.performance, categories.seo]) {
          for (const ref of category?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
              failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
            }
          }
        }
      } finally {
        if (!shared) chrome.kill();
      }
    }
    const performance = median(measured.performance);
    const seo = median(measured.seo);
    const fcp = median(measured.fcp);
    const tbt = median(measured.tbt);
    console.log(
      `${path.padEnd(4)} performance ${performance} [${measured.performance.join(' ')}], SEO ${seo} [${measured.seo.join(' ')}]\n` +
        `     FCP ${ms(measured.fcp)}, TBT ${ms(measured.tbt)}, LCP ${ms(lcp)}`,
    );
    if (failing.size > 0) console.log(`     below 0.9: ${[...failing].join(', ')}`);
    if (performance < aims.performance) misses.push(`${path} performance ${performance}`);
    if (seo < aims.seo) misses.push(`${path} SEO ${seo}`);
    if (!(fcp < aims.fcpMs)) misses.push(`${path} FCP ${Math.round(fcp)} ms`);
    if (!(tbt < aims.tbtMs)) misses.push(`${path} TBT ${Math.round(tbt)} ms`);
  }
  console.log(
    `aims (medians): performance >= ${aims.performance}, SEO ${aims.seo}, FCP < ${aims.fcpMs} ms, TBT < ${aims.tbtMs} ms; ` +
      `${runs} run(s) a page, ${values.fresh ? 'a fresh Chromium each' : 'one Chromium'}, ${origin}`,
  );
  console.log(misses.length === 0 ? 'all met' : `missed: ${misses.join(', ')}`);
  process.exitCode = misses.length === 0 ? 0 : 1;
} finally {
  shared?.kill();
  await app.stop();
}
