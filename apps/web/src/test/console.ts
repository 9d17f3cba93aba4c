import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * `console.error` during a test, spied on afresh before each test. Any call fails the test once it
 * ends (React's warnings, an unhandled query error, a missing `act`): a test that means to cause an
 * error says so with `consoleError.mockImplementation(() => {})` and checks what was written.
 */
export let consoleError: MockInstance<typeof console.error>;

const written: unknown[][] = [];

/** Registers the hooks; the web test setup calls it once. */
export function failOnConsoleError(): void {
  beforeEach(() => {
    written.length = 0;
    const original = console.error;
    consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      original(...args);
      written.push(args);
    });
  });
  afterEach(() => {
    consoleError.mockRestore();
    if (written.length === 0) return;
    const first = written[0]!.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    throw new Error(
      `console.error was called ${written.length} time(s), first with: ${first}\n` +
        'Fix the cause, or expect it with consoleError.mockImplementation(() => {}) (src/test/console.ts).',
    );
  });
}
