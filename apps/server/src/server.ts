import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seed.js';
import { ensureAdminAccount } from './features/auth/accounts-service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

async function main() {
  const config = loadConfig();
  const database = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  let ready = false;
  const app = await buildApp({ config, database, webDist, isReady: () => ready });

  await database.migrate();
  if (config.seed === 'demo') {
    const seeded = await seedDemo(database.db);
    if (seeded.products || seeded.blogs) app.log.info(seeded, 'seeded the demo catalogue and blog');
  }
  if (config.admin) await ensureAdminAccount(app.auth, database.db, config.admin);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ready = false;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      // close() stops accepting connections and waits for the requests in flight.
      await app.close();
      await database.close();
      app.mailer.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  ready = true;
  app.log.info(`${config.siteName} is open at ${config.publicUrl} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
