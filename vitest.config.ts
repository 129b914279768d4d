import { defineConfig } from 'vitest/config';

/**
 * Three projects, run by `npm run test:unit | test:integration | test:e2e` (`vitest run --project <name>`):
 * - unit: pure code beside its source (`*.test.ts`), no database.
 * - integration: `*.integration.test.ts` against a real database built by server/test/harness.ts — embedded
 *   PGlite booted from one migrated snapshot made in the global setup, or a fresh PostgreSQL database per file
 *   when DATABASE_URL is set.
 * - e2e: browser and HTTP journeys in e2e/, two files at a time (each file starts its own server, database and
 *   browser; most of a journey is waiting on the page, so two keep both cores busy), every server from the data of one
 *   started in the global setup.
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
          // Vitest's default is one worker fewer than the cores: a single one on this 2-core machine.
          maxWorkers: 2,
          // Pure code: a worker keeps the modules it imported between files (importing them again for each file was
          // ~40 s of the project's ~60 s here). A test that stubs a global or mocks a module restores it itself.
          isolate: false,
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
          // A worker keeps the server's modules between its files (each file still opens its own database, storage,
          // mailer and caches: createTestEnv): importing them again for each file was ~3 s of ~6 s of a file's set-up.
          isolate: false,
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
          // One server started fresh, then every file's server starts from its data (e2e/global-setup.ts).
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server, database and browser (e2e/harness.ts).
          maxWorkers: 2,
          // A page waits on its server the way a person does: an answer a busy machine gives after 1 s (vitest's
          // default for expect.poll) is still the answer.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
