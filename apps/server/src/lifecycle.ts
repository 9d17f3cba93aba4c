import { mkdirSync } from 'node:fs';
import { apiPaths } from '@chaka/contract';
import { type App, buildApp } from './app.js';
import type { Config } from './config.js';
import { createDatabase, type Database, databaseOptions } from './db/client.js';
import { seedDemo } from './db/seed/seed.js';
import { ensureAdminAccount } from './features/auth/accounts-service.js';
import { lockDataDir } from './lib/data-dir-lock.js';

/** The answer to requests other than the health and readiness probes while the process starts. */
export const STARTING_MESSAGE = 'The shop is starting. Please try again in a moment.';

/** Where a shop process is in its life; only `ready` takes traffic. */
export type Phase = 'created' | 'starting' | 'ready' | 'stopping' | 'stopped';

export interface ShopProcessOptions {
  config: Config;
  /** Defaults to the database the configuration names. */
  database?: Database;
  webDist?: string;
  /**
   * Listens only once ready. One of several processes sharing a port (SERVER_PROCESSES) does: a
   * listening process is handed connections, and its visitors would get "starting" answers while
   * the others serve.
   */
  listenWhenReady?: boolean;
}

export interface ShopProcess {
  app: App;
  database: Database;
  phase(): Phase;
  /**
   * Listens at once (GET /api/health and /api/ready answer while starting, ready with 503), then
   * migrates, seeds and makes sure the admin account exists, and only then takes traffic. With
   * `listenWhenReady` it listens only after all that.
   */
  start(): Promise<void>;
  /**
   * Stops taking traffic at once (/api/ready answers 503, new requests are refused), lets the
   * requests in flight finish, then closes the database. Safe to call more than once, and while
   * starting.
   */
  stop(): Promise<void>;
}

/** The shop as one process: the app, its database, and the order in which they start and stop. */
export async function createShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const { config } = options;
  // The embedded database belongs to one process at a time.
  mkdirSync(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = options.database ?? createDatabase(databaseOptions(config));
  let phase: Phase = 'created';
  let app: App;
  try {
    app = await buildApp({
      config,
      database,
      webDist: options.webDist,
      isReady: () => phase === 'ready',
    });
  } catch (error) {
    await database.close().catch(() => {});
    await lock?.release();
    throw error;
  }

  // While migrations and seed run, only the probes answer: nothing else may reach a database that
  // is not ready yet. (Once stopping, Fastify itself refuses new requests and lets those in flight
  // finish.)
  const probes = new Set<string>([apiPaths.health, apiPaths.ready]);
  app.addHook('onRequest', async (request, reply) => {
    if (phase !== 'starting' || probes.has(request.url.split('?')[0] ?? '')) return;
    return reply.code(503).header('retry-after', '5').send({ message: STARTING_MESSAGE });
  });

  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  const stopped = () => phase === 'stopping' || phase === 'stopped';

  async function prepareData() {
    await database.migrate();
    if (stopped()) return;
    if (config.seed === 'demo') {
      const seeded = await seedDemo(database.db);
      if (seeded.products || seeded.blogs) app.log.info(seeded, 'seeded the demo catalogue and blog');
    }
    if (stopped()) return;
    if (config.admin) await ensureAdminAccount(app.auth, database.db, config.admin);
  }

  async function stopNow() {
    const wasStarting = phase === 'starting';
    phase = 'stopping';
    app.log.info('shutting down: finishing the requests in flight');
    // Stops listening and refuses new requests (503); resolves once every request in flight is answered.
    await app.close();
    // A migration or seed that is still running finishes before its database goes away.
    if (wasStarting) await starting?.catch(() => {});
    await database.close();
    await lock?.release();
    app.mailer.close();
    phase = 'stopped';
    app.log.info('stopped: the database is closed');
  }

  return {
    app,
    database,
    phase: () => phase,
    start() {
      if (phase !== 'created') throw new Error(`Cannot start a shop that is ${phase}`);
      phase = 'starting';
      starting = (async () => {
        const listen = () => app.listen({ port: config.port, host: config.host });
        if (!options.listenWhenReady) await listen();
        await prepareData();
        if (stopped()) return;
        if (options.listenWhenReady) await listen();
        phase = 'ready';
        // Their first look at the queues needs the migrated database: mails and SMS a stopped process
        // left go now.
        app.orders.mailQueue.start();
        app.orders.smsQueue.start();
        app.notices.start();
        app.log.info(`${config.siteName} is open at ${config.publicUrl} (${database.kind} database)`);
      })();
      return starting;
    },
    stop() {
      stopping ??= stopNow();
      return stopping;
    },
  };
}
