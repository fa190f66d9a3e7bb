import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (`*.test.ts`), and integration tests (`*.int.test.ts`) that build
// the real app against a real database. scripts/run-integration.mjs runs the latter on PGlite and,
// when TEST_DATABASE_URL is set, again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
    ],
  },
});
