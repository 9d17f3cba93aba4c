import { createUploadStore } from '../lib/upload-store.js';
import { BACKUP_USAGE, runBackupCommand } from './backup-command.js';
import { report, withShopDatabase } from './shop-database.js';

/**
 * `npm run db:backup -- <file> [--with-uploads]` and `npm run db:restore -- <file> [--force]`, on the
 * database the server uses (the embedded one only while the server is stopped; the command refuses
 * otherwise) and its upload store (DATA_DIR or the S3_BUCKET).
 */
const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.error(BACKUP_USAGE);
  process.exit(2);
}
await withShopDatabase(async (database, config) => {
  const store = createUploadStore(config);
  try {
    return report(await runBackupCommand(args, database, store));
  } finally {
    store.close();
  }
});
