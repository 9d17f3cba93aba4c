import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadMoneyFormatter } from '@/lib/money';
import { failOnConsoleError } from './console';
import { server } from './server';

// First, so its check runs after the other hooks' clean-up (hooks after a test run last-registered first).
failOnConsoleError();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app starts loading the money formatter at once (src/main.tsx); screens under test have it.
  await loadMoneyFormatter();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
