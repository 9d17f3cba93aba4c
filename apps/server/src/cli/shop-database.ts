import { type Config, ConfigError, loadConfig } from '../config.js';
import { createDatabase, type Database, databaseOptions } from '../db/client.js';
import { lockDataDir } from '../lib/data-dir-lock.js';

/**
 * Runs a command-line tool on the database the server uses: DATABASE_URL, or the embedded one in
 * DATA_DIR. Only one process can open the embedded database, so the tool refuses while the shop
 * runs on it and holds the lock itself meanwhile.
 */
export async function withShopDatabase(run: (database: Database, config: Config) => Promise<number>) {
  // npm runs scripts in the repository or a workspace; a relative DATA_DIR (or file) means the
  // folder where the command was typed, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const config = loadConfig();
    // Refuses (with the holder's pid) while the shop or another tool has the embedded database open.
    const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
    const database = createDatabase(databaseOptions(config));
    try {
      process.exitCode = await run(database, config);
    } finally {
      await database.close();
      await lock?.release();
    }
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Prints a command's result on the right stream and gives its exit code. */
export function report(result: { exitCode: number; message: string }): number {
  (result.exitCode === 0 ? console.log : console.error)(result.message);
  return result.exitCode;
}
