import type { Database } from '../db/client.js';
import { seedLargeCatalogue } from '../db/seed/large-catalogue.js';
import { seedDemo } from '../db/seed/seed.js';
import { announceWrite } from '../lib/cache-invalidation.js';
import type { CommandResult } from './admin-command.js';

export const SEED_USAGE = 'Usage: npm run seed -- --products <count> (1 to 1000000)';
const MAX_PRODUCTS = 1_000_000;

/**
 * `seed --products N`: the demo catalogue and blog when the database is empty, then generated
 * products until the catalogue holds N. Running servers on the same PostgreSQL are told, so their
 * product caches do not keep the smaller catalogue.
 */
export async function runSeedCommand(
  args: string[],
  database: Database,
  onProgress: (total: number) => void = () => {},
): Promise<CommandResult> {
  const [flag, value, ...rest] = args;
  const target = Number(value);
  if (
    flag !== '--products' ||
    !Number.isInteger(target) ||
    target < 1 ||
    target > MAX_PRODUCTS ||
    rest.length > 0
  ) {
    return { exitCode: 2, message: SEED_USAGE };
  }
  await database.migrate();
  const demo = await seedDemo(database.db);
  const generated = await seedLargeCatalogue(database.db, target, onProgress);
  const added = demo.products + generated.added;
  const { total } = generated;
  if (added > 0) {
    await announceWrite(database, 'products');
    await announceWrite(database, 'vehicles');
  }
  return {
    exitCode: 0,
    message:
      added > 0
        ? `Added ${added.toLocaleString('en')} products: the catalogue holds ${total.toLocaleString('en')}.`
        : `The catalogue already holds ${total.toLocaleString('en')} products: nothing added.`,
  };
}
