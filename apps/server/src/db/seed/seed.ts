import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { blogs, products } from '../schema/index.js';
import { seedBlogs } from './blog.js';
import { ensureBrands, insertPartNumbers, partNumberRows, SEED_PART_NUMBERS } from './brands.js';
import { seedProducts } from './catalogue.js';
import { ensureVehicles, fitmentRows, insertFitment } from './fitment.js';

// The same in every process of the shop: two processes starting on one empty database seed once.
const SEED_LOCK_KEY = 7_201_220_241;

export interface SeedCounts {
  products: number;
  blogs: number;
  vehicles: number;
  fitment: number;
}

/**
 * Seeds the demo catalogue (with its brands and part numbers), its vehicles and fitment, and the
 * blog into an empty database. A database that holds any product or blog entry is left as it is: a
 * restart never duplicates data, nor refills a catalogue an admin emptied on purpose.
 */
export async function seedDemo(db: Db): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ value: productCount } = { value: 0 }] = await tx.select({ value: count() }).from(products);
    const [{ value: blogCount } = { value: 0 }] = await tx.select({ value: count() }).from(blogs);
    if (productCount > 0 || blogCount > 0) return { products: 0, blogs: 0, vehicles: 0, fitment: 0 };
    // Each entry gets its own creation time so "newest first" and "first three" are stable.
    const start = Date.now() - 60_000;
    // Each part with its brand and numbers (brands.ts); the SKUs come from the shop's sequence.
    const brandIds = await ensureBrands(tx);
    const catalogue = seedProducts.map(({ fits, ...product }, index) => {
      const catalogued = SEED_PART_NUMBERS[product.name];
      const brandId = catalogued ? brandIds.get(catalogued.brand.toLowerCase()) : undefined;
      return {
        row: { ...product, brandId, id: randomUUID(), createdAt: new Date(start + index * 1000) },
        fits: fits ?? [],
        numbers: catalogued?.numbers ?? [],
      };
    });
    await tx.insert(products).values(catalogue.map(({ row }) => row));
    await insertPartNumbers(
      tx,
      catalogue.flatMap(({ row, numbers }) => partNumberRows(row.id, numbers)),
    );
    const vehicles = await ensureVehicles(tx);
    const fitment = catalogue.flatMap(({ row, fits }) => fitmentRows(row.id, fits, vehicles.rows));
    await insertFitment(tx, fitment);
    await tx
      .insert(blogs)
      .values(seedBlogs.map((blog, index) => ({ ...blog, createdAt: new Date(start - index * 1000) })));
    return {
      products: seedProducts.length,
      blogs: seedBlogs.length,
      vehicles: vehicles.added,
      fitment: fitment.length,
    };
  });
}
