import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';

/** A worker that dies on its own is started again after this long, longer if it keeps dying. */
const RESTART_DELAY_MS = 1000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A worker that lived this long before it died was healthy: the wait for its replacement starts over. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * SERVER_PROCESSES above 1 (on PostgreSQL): this process runs that many copies of the shop as
 * workers that share its port (node:cluster hands the connections round), so orders and pages use
 * every core of the machine. A worker that dies is started again; SIGTERM or SIGINT is passed to
 * every worker, each finishes its requests in flight, and this process exits once they all have
 * (with 1 if any failed to stop cleanly). The workers are the server processes of "Scaling past one
 * machine" (docs/operations.md), on one machine: caches are kept right by PostgreSQL's notifications.
 */
export function runWorkers(processes: number, logLevel: string): void {
  const log = pino({ level: logLevel, base: { pid: process.pid, role: 'primary' } });
  let stopping: NodeJS.Signals | undefined;
  let failedStop = false;
  let quickDeaths = 0;
  const started = new Map<Worker, number>();
  const listening = new WeakSet<Worker>();

  const start = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (started.get(worker) ?? 0);
      started.delete(worker);
      if (stopping) {
        // One still starting, before its own handler was there, ends by the signal itself.
        const endedByStop = signal === stopping && !listening.has(worker);
        if (code !== 0 && !endedByStop) {
          failedStop = true;
          log.error({ code, signal }, 'a server process did not stop cleanly');
        }
        if (started.size === 0) {
          log.info('every server process has stopped');
          process.exit(failedStop ? 1 : 0);
        }
        return;
      }
      quickDeaths = lived >= HEALTHY_AFTER_MS ? 0 : quickDeaths + 1;
      const delay = Math.min(RESTART_DELAY_MS * 2 ** Math.max(0, quickDeaths - 1), RESTART_DELAY_MAX_MS);
      log.error({ code, signal, restartInMs: delay }, 'a server process died; starting another');
      setTimeout(() => {
        if (!stopping) start();
      }, delay);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches every process of the group: the workers stop on their own too.
    if (stopping) return;
    stopping = signal;
    log.info({ signal, processes: started.size }, 'stopping every server process');
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ processes }, 'starting the server processes');
  for (let index = 0; index < processes; index += 1) start();
}
