import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, user } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import type { LockedAccount } from './order-checks.js';
import type { OrderContext } from './order-context.js';
import { type LineRefusals, type OrderRequest, productIdsOf } from './order-request.js';
import type { ProductRow } from './product-snapshots.js';

/**
 * Step 1 of the transaction, in one statement: the buyer's account, locked, and the products as
 * they are now, each line's own in the lines' order (kept in memory for the next orders).
 * The account must still exist, and stays while the order is written: a session can outlive its
 * account by the few seconds a signed session cookie is trusted without a lookup. The lock also
 * puts the same buyer's orders one after the other, each reading the counts the last one left.
 */
export async function readBuyerAndProducts(
  tx: Tx,
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<{ account: LockedAccount; found: ProductRow[] }> {
  const account = tx
    .select({
      id: user.id,
      unpaidOrders: user.unpaidOrders,
      openUnits: user.openUnits,
      // Proved by its e-mail address or by its phone, as take-stock.ts counts it (issue 34).
      verified: sql<boolean>`${user.emailVerified} or ${user.phoneNumberVerified}`.as('verified'),
    })
    .from(user)
    .where(eq(user.id, buyer.id))
    .for('no key update')
    .as('account');
  const ids = productIdsOf(request);
  const rows = await tx
    .select({
      unpaidOrders: account.unpaidOrders,
      openUnits: account.openUnits,
      verified: account.verified,
      product: products,
    })
    .from(account)
    .leftJoin(products, inArray(products.id, ids))
    // A named prepared statement (Drizzle's own), one text per number of products: parsed and
    // planned once a connection.
    .prepare(`order-buyer-products-${ids.length}`)
    .execute();
  if (rows.length === 0) throw unauthorized();
  const byId = new Map(rows.flatMap(({ product }) => (product ? [[product.id, product] as const] : [])));
  context.productSnapshots.remember([...byId.values()]);
  const found = request.lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw refusals.productGone();
    return product;
  });
  const { unpaidOrders, openUnits, verified } = rows[0]!;
  return { account: { unpaidOrders, openUnits, verified }, found };
}
