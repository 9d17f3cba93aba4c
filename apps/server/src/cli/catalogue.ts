import { runCatalogueCommand } from './catalogue-command.js';
import { report, withShopDatabase } from './shop-database.js';

/**
 * `npm run catalogue -- export file.csv` and `npm run catalogue -- import file.csv [--dry-run]`: the
 * catalogue's CSV export and its import (CSV or XLSX), on the database the server uses (the embedded
 * one only while the server is stopped; the command refuses otherwise).
 */
await withShopDatabase(async (database) =>
  report(await runCatalogueCommand(process.argv.slice(2), database)),
);
