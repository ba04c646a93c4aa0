import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit tests, component tests in jsdom, and the API tests through app.inject on a real database:
 * a fresh PGlite per file, and the same files again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  // Vitest keeps each file's last duration here and runs the slowest first (decision
  // docs/decisions/054-a-faster-test-suite.md); node_modules, its default place, is wiped by `npm ci`.
  cacheDir: '.cache/vite',
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/refuse-console-errors.ts'],
    reporters: ['default', ['json', { outputFile: '.cache/vitest-results.json' }]],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: [
            'src/core/**/*.test.ts',
            'src/locales/**/*.test.ts',
            'src/web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // Components with their logic, in a simulated DOM (decision 048): the real locale files,
        // the real fetch client, `fetch` answered at the network edge as the server answers.
        extends: true as const,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/components.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          setupFiles: ['tests/setup/password-cost.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                setupFiles: ['tests/setup/password-cost.ts'],
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
