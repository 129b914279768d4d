import { defineConfig } from 'vitest/config';

/**
 * Three projects, run by `npm run test:unit | test:integration | test:e2e` (`vitest run --project <name>`):
 * - unit: pure code beside its source (`*.test.ts`), no database.
 * - integration: `*.integration.test.ts` against a real database built by server/test/harness.ts — embedded
 *   PGlite booted from one migrated snapshot made in the global setup, or a fresh PostgreSQL database per file
 *   when DATABASE_URL is set.
 * - e2e: browser and HTTP journeys in e2e/, one file at a time.
 * Migrations are a static map (migrations/index.ts), so kysely needs no `server.deps.inline`.
 */
const ignored = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.integration.test.ts', 'e2e/**', '**/*.e2e.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.integration.test.ts'],
          exclude: [...ignored, 'e2e/**'],
          globalSetup: ['server/test/global-setup.ts'],
          // Files wait on the database and argon2 as much as they compute: two workers keep both cores busy.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
