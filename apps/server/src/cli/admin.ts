import path from 'node:path';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { grantAdmin } from '../features/auth/accounts-service.js';

/** `npm run admin -- grant <email>`: makes an existing user an admin. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== 'grant' || !email) {
    console.error('Usage: npm run admin -- grant <email>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    const granted = await grantAdmin(database.db, email);
    console.log(granted ? `${email} is now an admin.` : `No account has the address ${email}.`);
    process.exitCode = granted ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
