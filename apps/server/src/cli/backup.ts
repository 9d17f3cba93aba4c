import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { dataDirHolder, lockDataDir } from '../features/system/data-dir-lock.js';
import { BACKUP_USAGE, runBackupCommand } from './backup-command.js';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--force]`, on the database the
 * server uses: DATABASE_URL, or the embedded one in DATA_DIR (only one process can open that, so
 * the server must be stopped first; this command refuses while it runs).
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.error(BACKUP_USAGE);
    process.exit(2);
  }
  // npm runs scripts in the repository; a relative DATA_DIR or file means the folder where the
  // command was typed, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder !== null) {
      console.error(
        `The shop (pid ${holder}) is running on the embedded database in ${config.dataDir}. Stop it first: only one process can open that database.`,
      );
      process.exit(1);
    }
    lock = lockDataDir(config.dataDir);
  }
  const database = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    const result = await runBackupCommand(args, database);
    (result.exitCode === 0 ? console.log : console.error)(result.message);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
