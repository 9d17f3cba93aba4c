/**
 * Runs `task` every `everyMs` while the app runs (the sweeps of unpaid orders, parcels and refunds,
 * the low-stock mail): never two runs at once, a tick that comes while one runs is skipped, a
 * failure goes to `onError`, and the timer never keeps the process alive. Answers the stop.
 */
export function runEvery(everyMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
