// Which browser journeys each shard of `npm test` runs. Playwright's own --shard cuts the files,
// in name order, into runs of equal test counts, and one long file (the keyboard journeys) made one
// shard minutes longer than the other. Here each spec weighs what it took (seconds, measured on the
// two-core machine, one shard beside the other), and the heaviest go first to the lightest shard.
import fs from 'node:fs';
import path from 'node:path';

// Seconds measured on 28 November 2026 with both shards running and other work on the machine
// (about 2.5 times a quiet run): they count only against each other. Re-measure with
// `node scripts/journey-shards.mjs .cache/playwright-results-*.json` after a full `npm test`.
// The keyboard journeys' file became three (a third each), and the public site's lost a second axe
// analysis of each page (about a sixth); a full run on a machine under other helpers' load (two
// to three times the usual) gave no honest weights, so the rest stand until the next full run.
export const specSeconds = {
  'accounts.spec.ts': 98,
  'admin-applications.spec.ts': 85,
  'admin-emails.spec.ts': 34,
  'admin-manage.spec.ts': 139,
  'admin-portal-edges.spec.ts': 59,
  'admin-refund.spec.ts': 18,
  'admin-review.spec.ts': 106,
  'application-page.spec.ts': 45,
  'apply-keyboard-ar.spec.ts': 246,
  'apply-keyboard-en.spec.ts': 246,
  'apply-keyboard-ja.spec.ts': 246,
  'apply-steps.spec.ts': 193,
  'apply.spec.ts': 172,
  'arabic-screens.spec.ts': 138,
  'cases.spec.ts': 102,
  'caseworker-day.spec.ts': 41,
  'caseworker-queue.spec.ts': 50,
  'caseworker-review.spec.ts': 42,
  'code-paste.spec.ts': 5,
  'dashboard.spec.ts': 41,
  'document-safety.spec.ts': 47,
  'fee-change.spec.ts': 29,
  'fix-page-phone-photo.spec.ts': 60,
  'forgot-password.spec.ts': 33,
  'home-office-questions.spec.ts': 131,
  'keyboard-fix-and-review.spec.ts': 60,
  'languages.spec.ts': 82,
  'pages-keep-word.spec.ts': 120,
  'passport-check-device.spec.ts': 205,
  'passport-check-pdf-and-fix.spec.ts': 82,
  'photo-coach.spec.ts': 74,
  'price-up-front.spec.ts': 69,
  'public-site.spec.ts': 490,
  'retention.spec.ts': 52,
  'shell.spec.ts': 52,
  'stripe-elements.spec.ts': 87,
  'terms-and-tracking.spec.ts': 54,
  'time-told-honestly.spec.ts': 50,
  'two-step.spec.ts': 78,
};

/** The spec files of the journeys, as Playwright's file filters ('tests/e2e/<name>.spec.ts'). */
export function journeySpecs(root = process.cwd()) {
  return fs
    .readdirSync(path.join(root, 'tests/e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/e2e/${name}`);
}

/** A spec not yet weighed counts as the median of those that are. */
function weightOf(spec, weights) {
  const known = Object.values(weights).sort((a, b) => a - b);
  return weights[path.basename(spec)] ?? known[Math.floor(known.length / 2)] ?? 1;
}

/** The specs in `count` shards of nearly equal total weight (longest first to the lightest shard); each in name order. */
export function assignShards(specs, count, weights = specSeconds) {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, specs: [] }));
  const heaviestFirst = [...specs].sort((a, b) => weightOf(b, weights) - weightOf(a, weights) || a.localeCompare(b));
  for (const spec of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.seconds += weightOf(spec, weights);
    lightest.specs.push(spec);
  }
  return shards.map((shard) => ({ seconds: shard.seconds, specs: shard.specs.sort() }));
}

/** Seconds per spec file in Playwright JSON reports (every result's duration, retries included). */
export function secondsPerSpec(reports) {
  const seconds = {};
  const add = (file, suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    for (const child of suite.suites ?? []) add(file, child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) add(path.basename(suite.file), suite);
  return Object.fromEntries(Object.entries(seconds).map(([file, total]) => [file, Math.round(total)]));
}

// `node scripts/journey-shards.mjs .cache/playwright-results-*.json` prints new weights for specSeconds.
if (process.argv[1] === import.meta.filename && process.argv.length > 2) {
  const reports = process.argv.slice(2).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const measured = Object.entries(secondsPerSpec(reports)).sort(([a], [b]) => a.localeCompare(b));
  console.log(measured.map(([file, seconds]) => `  '${file}': ${seconds},`).join('\n'));
}
