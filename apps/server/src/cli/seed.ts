import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { runSeedCommand } from './seed-command.js';

/**
 * `npm run seed -- --products 100000`: fills the catalogue of the database the server uses
 * (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first for the embedded one,
 * which only one process can open).
 */
async function main() {
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR (default ./data) means the
  // folder where the command was typed, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  const started = Date.now();
  let reported = 0;
  try {
    const result = await runSeedCommand(process.argv.slice(2), database, (total) => {
      if (total - reported >= 10_000) {
        reported = total;
        console.log(`  ${total.toLocaleString('en')} products`);
      }
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.exitCode === 0) console.log(`${result.message} (${seconds} s)`);
    else console.error(result.message);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
