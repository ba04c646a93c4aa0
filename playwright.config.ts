import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/browser-path.mjs';
import { builtInAdmin } from './tests/e2e/helpers/admin';

// scripts/test.mjs picks a free port and a temporary DATA_DIR; these defaults serve a direct run.
const port = Number(process.env.E2E_PORT ?? 3456);
const dataDir = process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a slow machine; a test that needed it is reported as flaky in the summary.
  retries: 1,
  timeout: 60_000,
  // scripts/test.mjs runs the journeys in shards, each with its own server, database and report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.cache/playwright-results.json' }]],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace is recorded on the retry of a failed test, not on every run: recording one (a screencast
    // and a DOM snapshot at every action) made the keyboard journeys two to four times as slow, and
    // it was thrown away for every test that passed. The first failure keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    // A fresh database's migrations took over a minute on the two-core machine under other work.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      // The test runner is the local proxy: each test names its own client address (fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ADMIN_USERNAME: builtInAdmin.username,
      ADMIN_EMAIL: builtInAdmin.email,
      ADMIN_PASSWORD: builtInAdmin.password,
      // The admin signs in with a second factor, as every admin must; tests generate its codes.
      ADMIN_TOTP_SECRET: builtInAdmin.totpSecret,
    },
  },
});
