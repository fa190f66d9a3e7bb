import { defineConfig } from 'vitest/config';

// Four projects: fast unit tests (`*.test.ts`); integration tests (`*.int.test.ts`) that build
// the real app against a real database (scripts/run-integration.mjs runs them on PGlite and, when
// TEST_DATABASE_URL is set, again on PostgreSQL); the web app's component tests in jsdom (`web`);
// and end-to-end tests in the system Chromium against the real server and built web app (`e2e`,
// run by `npm run test:e2e`, which builds the web app first).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // package.json's test:unit runs this project with --no-isolate: one module graph per
          // worker instead of one per file (no file here mocks a module), which took the project
          // from 162 s to 62 s on the 2-core machine. A flag, because Vitest 3 reads isolation for
          // the forks pool from the root config or the command line, not from a project.
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file in its own process (forks), with its own server and database (test/harness.ts).
          // How many run at once is set by scripts/run-integration.mjs (--maxWorkers): Vitest 3
          // reads pool sizes from the root config or the command line, not from a project.
          pool: 'forks',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          // Worker threads start faster than forked processes: measured on the 2-core machine, the
          // 102 files took 94 s in threads and 125 s in forks. Each file still gets its own module
          // graph and jsdom (isolation stays on: three files mock modules).
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Typing into jsdom with user-event takes a second or two per test on a quiet 2-core
          // machine and four to six times that when other suites run beside it: a 5 s limit failed
          // ten tests that pass. A hung test still fails, at 60 s (the slowest files say so themselves).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Files share one server; each launches its own browser and signs in its own contexts, and
          // files that change firm-wide settings sign up a firm of their own. How many run at once is
          // `--maxWorkers` on the command line (package.json's test:e2e; Vitest 3 reads pool sizes
          // there, not from a project). E2E_WORKERS=1 runs them one after another.
          fileParallelism: process.env.E2E_WORKERS !== '1',
          // Two files at a time on two cores, beside the server's own jobs: a test and a poll for
          // what the server changes are given time a busy machine needs (a poll that holds ends at once).
          testTimeout: 300_000,
          hookTimeout: 360_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
