import './production-mode.js';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWorkers } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { createShopProcess } from './lifecycle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

/**
 * Requests in flight get this long to finish after SIGTERM; then the process ends anyway, as an
 * orchestrator would kill it shortly after (Kubernetes waits 30 seconds by default).
 */
const SHUTDOWN_TIMEOUT_MS = 20_000;

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.processes > 1) {
    runWorkers(config.processes, config.logLevel);
    return;
  }
  const shop = await createShopProcess({ config, webDist, listenWhenReady: cluster.isWorker });
  const log = shop.app.log;

  let stopping = false;
  const stopAndExit = async (reason: string, exitCode: number) => {
    // A terminal's Ctrl-C reaches both `npm start` (which passes it on) and this process: stop once.
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping');
    const timer = setTimeout(() => {
      log.error(
        `requests were still running ${SHUTDOWN_TIMEOUT_MS / 1000} s after ${reason}; exiting anyway`,
      );
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await shop.stop();
      process.exit(exitCode);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Installed before starting: a signal during migrations stops the process cleanly too.
  process.on('SIGTERM', () => void stopAndExit('SIGTERM', 0));
  process.on('SIGINT', () => void stopAndExit('SIGINT', 0));

  try {
    await shop.start();
  } catch (error) {
    log.error({ err: error }, 'the shop could not start');
    await stopAndExit('a failed start', 1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
