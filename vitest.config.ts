import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server suite runs on embedded PGlite, and once more on the PostgreSQL server of
// TEST_DATABASE_URL when one is given (each test file then gets a database of its own).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server:postgres', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: one test file at a time on a two-core machine, where
    // most of a file's time is spent waiting on its database or its SMTP server. Two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } },
      },
      ...serverOnPostgres,
      'apps/web',
    ],
  },
});
