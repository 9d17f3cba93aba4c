import { type MyPrices, toMajorUnits, tradeUnitMinor } from '@chaka/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { Identity } from '../../lib/identity.js';
import { readTradeTerms } from '../../lib/trade-prices.js';

/**
 * GET /api/me/prices?ids=…: the caller's trade prices of those parts, as an order would charge them
 * (tradeUnitMinor): the price of one unit and the tiers of the group's list. Nobody else's: a
 * visitor cannot ask, and an account in no group gets none. The answer is never cached or shared.
 */
export async function myPrices(db: Db, caller: Identity, ids: string[]): Promise<MyPrices> {
  const terms = await readTradeTerms(db, caller.id, ids);
  const group = { group: terms?.groupName ?? null, monthlyStatement: terms?.monthlyStatement ?? false };
  if (!terms || ids.length === 0) return { ...group, prices: [] };
  const rows = await db
    .select({
      id: products.id,
      priceMinor: products.priceMinor,
      category: products.category,
      brandId: products.brandId,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return {
    ...group,
    prices: rows.map((product) => ({
      productId: product.id,
      listPrice: toMajorUnits(product.priceMinor),
      price: toMajorUnits(tradeUnitMinor(terms.list, product, 1)),
      tiers: (terms.list.tiers.get(product.id) ?? [])
        .filter((tier) => tier.minQty > 1)
        .sort((a, b) => a.minQty - b.minQty)
        .map((tier) => ({
          minQty: tier.minQty,
          price: toMajorUnits(tradeUnitMinor(terms.list, product, tier.minQty)),
        })),
    })),
  };
}
