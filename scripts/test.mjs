#!/usr/bin/env node
// `npm test`: typecheck and lint, beside a build when sources changed and the unit, component
// (jsdom) and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); then the browser
// journeys. Exits non-zero if anything fails and ends with one line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildIsCurrent } from './build-inputs.mjs';
import { assignShards, journeySpecs } from './journey-shards.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
fs.mkdirSync('.cache', { recursive: true });

const steps = [];
/** One step; with a `prefix`, its lines are prefixed (it runs beside another step), else they are its own. */
async function run(name, command, args, { prefix } = {}) {
  console.log(`\n${prefix ? `${prefix} ` : ''}▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr])
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  steps.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function readCounts(file, kind) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests };
    const stats = report.stats ?? {};
    return {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      flaky: stats.flaky ?? 0,
    };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

for (const file of fs.readdirSync('.cache').filter((name) => /^(vitest|playwright)-results.*\.json$/.test(name)))
  fs.rmSync(path.join('.cache', file), { force: true });

// The typecheck and the lint, each on one core, run beside the build and the tests (vitest takes
// one worker on two cores, decision docs/decisions/054-a-faster-test-suite.md); the build comes
// before the tests, which serve the pages it writes.
const checks = (async () => {
  const prefix = '[checks]';
  if (await run('route types', bin('react-router'), ['typegen'], { prefix }))
    await run('typecheck', bin('tsc'), ['--noEmit'], { prefix });
  await run('lint', bin('biome'), ['check', '.'], { prefix });
})();
let built = buildIsCurrent();
if (!built) built = await run('build', process.execPath, ['scripts/build.mjs']);
if (
  (await run('virus scanner', process.execPath, ['scripts/ensure-clamd.mjs'])) &&
  (await run('PDF text reader', process.execPath, ['scripts/ensure-pdftotext.mjs']))
) {
  // Every project of vitest.config.ts: unit, components, api-pglite (and api-postgres).
  await run('unit, component and API tests', bin('vitest'), ['run']);
}
await checks;
// The journeys run in shards at once (E2E_SHARDS, two by default: the machine has two cores),
// each shard with its own server on its own port, its own data folder and database, and its own report;
// the spec files are dealt to the shards by their measured time (journey-shards.mjs).
const shards = assignShards(journeySpecs(), Math.max(1, Number(process.env.E2E_SHARDS ?? 2)));
const reports = shards.map((_, index) => `.cache/playwright-results-${index + 1}.json`);
if (built && (await run('browser', process.execPath, ['scripts/ensure-browser.mjs']))) {
  const started = Date.now();
  console.log(`\n▶ browser journeys (${shards.length} shards)`);
  const outcomes = await Promise.all(reports.map(async (report, index) => runShard(index + 1, shards[index], report)));
  steps.push({ name: 'browser journeys', ok: outcomes.every(Boolean), seconds: (Date.now() - started) / 1000 });
}

/** One shard: its specs, its server, its data folder, its report; its lines prefixed with its number. */
async function runShard(shard, { specs, seconds }, report) {
  // No files would mean every file to Playwright.
  if (specs.length === 0) return true;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `advena-e2e-${shard}-`));
  console.log(`[${shard}] ${specs.length} spec files, about ${Math.round(seconds)} s measured`);
  const child = spawn(bin('playwright'), ['test', ...specs], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_REPORT: report,
      E2E_OUTPUT: `test-results-${shard}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${shard}] ${line}`));
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return code === 0;
}

const unit = readCounts('.cache/vitest-results.json', 'vitest');
const e2e = reports
  .map((report) => readCounts(report, 'playwright'))
  .reduce((sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    flaky: (sum.flaky ?? 0) + (counts.flaky ?? 0),
  }));
const failedSteps = steps.filter((step) => !step.ok);
console.log('\nSummary');
if (e2e.flaky) console.log(`  ! ${e2e.flaky} browser test(s) passed only on their retry: see the list above`);
for (const step of steps) console.log(`  ${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds.toFixed(1)} s)`);
const passed = unit.passed + e2e.passed;
// A failed step without a test count (typecheck, lint, build) still counts as a failure.
const failed = unit.failed + e2e.failed + failedSteps.filter((step) => !/tests|journeys/.test(step.name)).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
