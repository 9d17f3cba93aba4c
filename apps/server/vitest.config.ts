import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@chaka/contract': path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts') },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A test file builds its own app on its own database, and none mocks a module or changes the
    // environment: the files of a worker share its loaded modules instead of importing the whole
    // server again for each one, which took a third of the suite's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
