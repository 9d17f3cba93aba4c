import type { PriceList } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/**
 * Issue 37, garages: an account's customer group and its price list for some parts, as the orders
 * (which charge it) and the trade prices shown to the customer (features/customer-groups) read it.
 * The pricing itself is the contract's tradeUnitMinor.
 */
export interface TradeTerms {
  groupId: string;
  groupName: string;
  codAboveLimits: boolean;
  monthlyStatement: boolean;
  list: PriceList;
}

interface TermsRow {
  id: string;
  name: string;
  discount_bp: number;
  category_bp: Record<string, number> | string;
  brand_bp: Record<string, number> | string;
  cod_above_limits: boolean;
  monthly_statement: boolean;
  tiers: Array<{ productId: string; minQty: number; priceMinor: number }> | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The account's group with its trade prices of `productIds` (one statement), or null for none. */
export async function readTradeTerms(
  db: Db | Tx,
  userId: string,
  productIds: readonly string[],
): Promise<TradeTerms | null> {
  const ids = sql.join(
    productIds.map((productId) => sql`${productId}::uuid`),
    sql`, `,
  );
  const wanted = productIds.length > 0 ? sql`p.product_id in (${ids})` : sql`false`;
  const result = await db.execute(sql`
    select g.id, g.name, g.discount_bp, g.category_bp, g.brand_bp, g.cod_above_limits, g.monthly_statement,
      (select coalesce(json_agg(json_build_object('productId', p.product_id, 'minQty', p.min_qty,
        'priceMinor', p.price_minor)), '[]'::json)
        from customer_group_prices p where p.group_id = g.id and ${wanted}) as tiers
    from customer_group_members m join customer_groups g on g.id = m.group_id
    where m.user_id = ${userId}::uuid`);
  const row = (result as unknown as { rows: TermsRow[] }).rows[0];
  if (!row) return null;
  const tiers = new Map<string, Array<{ minQty: number; priceMinor: number }>>();
  for (const tier of json(row.tiers)) {
    const list = tiers.get(tier.productId) ?? [];
    list.push({ minQty: tier.minQty, priceMinor: tier.priceMinor });
    tiers.set(tier.productId, list);
  }
  return {
    groupId: row.id,
    groupName: row.name,
    codAboveLimits: row.cod_above_limits,
    monthlyStatement: row.monthly_statement,
    list: {
      discountBp: row.discount_bp,
      categoryBp: json(row.category_bp),
      brandBp: json(row.brand_bp),
      tiers,
    },
  };
}
