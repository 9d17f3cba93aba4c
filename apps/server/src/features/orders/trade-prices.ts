import { deliveryFee, tradeUnitMinor } from '@chaka/contract';
import type { Tx } from '../../db/client.js';
import { readTradeTerms } from '../../lib/trade-prices.js';
import { advanceTerms } from './cod-advance.js';
import { unitsByProduct } from './order-caps.js';
import type { OrderContext } from './order-context.js';
import type { PricedOrder } from './order-pricing.js';
import type { OrderRequest } from './order-request.js';
import type { ProductRow } from './product-snapshots.js';

/**
 * Issue 37, garages (docs/decisions/043): an order of an account in a customer group, priced at the
 * group's trade prices in the order's transaction, before the promotions (which then apply to what
 * is left to pay). A quoted line keeps its quote's price. A quantity tier counts every unit of the
 * part in the order (all its sizes together). Each line is written with the unit price it was sold
 * at, so a later change of the group's prices changes no order.
 *
 * The group's terms also decide the context the order is checked with: a group allowed cash on
 * delivery above the limits has no COD_ADVANCE_OVER (a cash order is not risky by its total).
 */
export async function tradePriced(
  tx: Tx,
  context: OrderContext,
  buyerId: string,
  request: OrderRequest,
  found: ProductRow[],
  priced: PricedOrder,
): Promise<{ context: OrderContext; priced: PricedOrder }> {
  const terms = await readTradeTerms(tx, buyerId, [...new Set(found.map((product) => product.id))]);
  if (!terms) return { context, priced };
  const ordered = terms.codAboveLimits
    ? { ...context, codAdvance: { ...context.codAdvance, overMinor: null } }
    : context;
  const units = unitsByProduct(priced.lines);
  const lines = priced.lines.map((line, index) => {
    // A quoted line (issue 36): its quote's price stands.
    if (request.lines[index]!.quote) return line;
    const unitMinor = tradeUnitMinor(terms.list, found[index]!, units.get(line.productId)!);
    return { ...line, unitMinor, lineMinor: unitMinor * line.quantity };
  });
  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineMinor, 0);
  const district = priced.delivery?.district ?? '';
  const deliveryFeeMinor = deliveryFee({ district, subtotalMinor }, context.delivery);
  const totalMinor = subtotalMinor - priced.amounts.discountMinor + deliveryFeeMinor;
  return {
    context: ordered,
    priced: {
      ...priced,
      lines,
      amounts: { ...priced.amounts, subtotalMinor, deliveryFeeMinor, totalMinor },
      advance: advanceTerms(ordered, { paymentMethod: priced.paymentMethod, district, totalMinor }),
    },
  };
}
