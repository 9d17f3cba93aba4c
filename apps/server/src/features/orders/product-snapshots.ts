import { inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

/**
 * How long a product as read may price an order placed in one statement. Every order the statement
 * refuses reads its products again, so an old snapshot costs one order a second try and no more.
 */
const SNAPSHOT_TTL_MS = 30_000;
/** Products kept at most; the least recently ordered go first. */
const SNAPSHOT_MAX = 10_000;

/**
 * The products as last read, to price an order without reading them first (place-order.ts). A
 * snapshot is never trusted: the statement that takes the stock checks the price, the minimum
 * quantity and the stock it was priced with, and an order it refuses is placed again from the
 * products as they are. A stale snapshot costs a second try, never a wrong order.
 */
export interface ProductSnapshots {
  /**
   * The products of `ids` in that order, read where a snapshot is missing or old; null when one of
   * them is not known (gone, or its snapshot went old meanwhile): the order then takes the long way.
   */
  read(db: Db | Tx, ids: string[]): Promise<ProductRow[] | null>;
  /** Products just read by a placing transaction. */
  remember(rows: ProductRow[]): void;
}

export function createProductSnapshots(): ProductSnapshots {
  const cache = new LRUCache<string, ProductRow>({ max: SNAPSHOT_MAX, ttl: SNAPSHOT_TTL_MS });
  const remember = (rows: ProductRow[]) => {
    for (const row of rows) cache.set(row.id, row);
  };
  return {
    remember,
    async read(db, ids) {
      const missing = ids.filter((id) => !cache.has(id));
      if (missing.length > 0) remember(await db.select().from(products).where(inArray(products.id, missing)));
      const rows = ids.map((id) => cache.get(id));
      return rows.every((row): row is ProductRow => row !== undefined) ? rows : null;
    },
  };
}
