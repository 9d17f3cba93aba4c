import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { ADMIN_USAGE, runAdminCommand } from './admin-command.js';

/**
 * `npm run admin -- grant <email>`: makes an existing user an admin, on the database the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first for the embedded one,
 * which only one process can open). The user's next request sees the new role.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args[0] !== 'grant') {
    console.error(ADMIN_USAGE);
    process.exit(2);
  }
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR (default ./data) means the
  // folder where the command was typed, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    const result = await runAdminCommand(args, database);
    (result.exitCode === 0 ? console.log : console.error)(result.message);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
