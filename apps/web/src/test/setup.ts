import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadMoneyFormatter } from '@/lib/money';
import { server } from './server';

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
