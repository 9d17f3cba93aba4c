import { runSeedCommand } from './seed-command.js';
import { withShopDatabase } from './shop-database.js';

/**
 * `npm run seed -- --products 100000`: fills the catalogue of the database the server uses (the
 * embedded one only while the server is stopped; the command refuses otherwise).
 */
await withShopDatabase(async (database) => {
  const started = Date.now();
  let reported = 0;
  const result = await runSeedCommand(process.argv.slice(2), database, (total) => {
    if (total - reported >= 10_000) {
      reported = total;
      console.log(`  ${total.toLocaleString('en')} products`);
    }
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.exitCode === 0) console.log(`${result.message} (${seconds} s)`);
  else console.error(result.message);
  return result.exitCode;
});
