import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/**
 * The one order in which an order's products are locked (placing and cancelling alike), so two
 * transactions over the same parts never wait for each other the other way round (a deadlock).
 */
export const compareProductIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Locks the products of an order of several, in the order of their ids (as cancelling does). */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
}
