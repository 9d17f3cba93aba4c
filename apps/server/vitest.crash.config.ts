import { defineConfig } from 'vitest/config';

// The crash test (crash/) drives the built server in child processes, so it runs after
// `npm run build` and on its own: `npm test` does both; `npm run test:crash` once the shop is built.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'crash',
    environment: 'node',
    include: ['crash/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
