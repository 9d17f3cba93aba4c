import { defineConfig } from 'vitest/config';

// The crash test (crash/) and the two-host suite (hosts/) drive the built server in child processes,
// so they run after `npm run build` and on their own: `npm test` does both; `npm run test:crash`
// once the shop is built.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'crash',
    environment: 'node',
    include: ['crash/**/*.test.ts', 'hosts/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
