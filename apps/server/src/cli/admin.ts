import { ADMIN_USAGE, runAdminCommand } from './admin-command.js';
import { report, withShopDatabase } from './shop-database.js';

/**
 * `npm run admin -- grant <email>`: makes an existing user an admin, on the database the server
 * uses. The user's next request sees the new role.
 */
const args = process.argv.slice(2);
if (args[0] !== 'grant') {
  console.error(ADMIN_USAGE);
  process.exit(2);
}
await withShopDatabase(async (database) => report(await runAdminCommand(args, database)));
