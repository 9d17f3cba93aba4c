import type { FastifyBaseLogger } from 'fastify';

/**
 * How a queue in the database is worked off in one process (the order mails and SMS,
 * order-mail-queue.ts and order-sms-queue.ts): batch after batch when woken, and on a timer for
 * what is due without a wake (rows another process left, or ones to try again). Several processes
 * share a queue: each takes its own rows.
 */
export interface QueueLoop {
  /** Rows were queued: send them soon. Does nothing before `start` and after `stop`. */
  wake(): void;
  /** Sends what is due now, then on every wake and poll. Called once the database is migrated. */
  start(): void;
  /** Stops after the batch being sent (at most `stopWaitMs`); the rest stay queued for the next start. */
  stop(): Promise<void>;
  /** Sends every row due now, batch after batch; answers how many it took. */
  sendDue(): Promise<number>;
  /** Resolves once this process is sending nothing. */
  settled(): Promise<void>;
}

export interface QueueLoopOptions {
  /** Takes and sends one batch; answers how many rows it took (0: none is due). */
  sendBatch(): Promise<number>;
  log: FastifyBaseLogger;
  /** What the queue holds, for the log line of a queue that could not be read. */
  name: string;
  pollMs: number;
  stopWaitMs: number;
}

export function createQueueLoop(options: QueueLoopOptions): QueueLoop {
  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  const sendDue = async () => {
    let taken = 0;
    for (let batch = await options.sendBatch(); batch > 0; batch = stopped ? 0 : await options.sendBatch())
      taken += batch;
    return taken;
  };

  const run = () => {
    if (!started || stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = (async () => {
      do {
        wokenWhileRunning = false;
        await sendDue();
      } while (wokenWhileRunning && !stopped);
    })()
      .catch((error) => options.log.error({ err: error }, `the ${options.name} queue could not be read`))
      .finally(() => {
        running = null;
      });
  };

  return {
    wake: run,
    start() {
      if (started) return;
      started = true;
      timer = setInterval(run, options.pollMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          waited = setTimeout(resolve, options.stopWaitMs);
        }),
      ]);
      clearTimeout(waited);
    },
    sendDue,
    async settled() {
      while (running) await running;
    },
  };
}
