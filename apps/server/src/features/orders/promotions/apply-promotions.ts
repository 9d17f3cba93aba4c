import { formatMoney, promotionMessages, type ShopCurrency } from '@chaka/contract';
import type { promotions } from '../../../db/schema/index.js';
import type { PricedOrder } from '../order-pricing.js';
import type { ProductRow } from '../product-snapshots.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** What the buyer's past says about a promotion: their uses of each, and whether they ordered before. */
export interface BuyerHistory {
  usesOf: ReadonlyMap<string, number>;
  orderedBefore: boolean;
}

/** The promotions that may price an order: the code's (null when unknown) and the automatic ones running. */
export interface Candidates {
  code: string | null;
  coded: PromotionRow | null;
  automatic: PromotionRow[];
}

export interface Applied {
  promotion: PromotionRow;
  discountMinor: number;
}

/** An order priced with its promotions, and why its code was refused (null when applied or none given). */
export interface Promoted {
  priced: PricedOrder;
  applied: Applied[];
  refusal: string | null;
}

/** Whether a line's part is one the promotion is for (no lists: every part). */
function covers(promotion: PromotionRow, product: ProductRow): boolean {
  const { categories, brands, productIds } = promotion;
  if (categories.length === 0 && brands.length === 0 && productIds.length === 0) return true;
  return (
    (product.category !== null && categories.includes(product.category)) ||
    (product.brandId !== null && brands.includes(product.brandId)) ||
    productIds.includes(product.id)
  );
}

/** Why the promotion cannot price this order now, or null. */
function refusalOf(
  promotion: PromotionRow,
  order: PricedOrder,
  found: ProductRow[],
  history: BuyerHistory,
  now: Date,
  currency: ShopCurrency,
): string | null {
  if (promotion.startsAt && promotion.startsAt > now) return promotionMessages.notStarted;
  if (promotion.endedAt || (promotion.endsAt && promotion.endsAt <= now)) return promotionMessages.expired;
  if (promotion.maxUses !== null && promotion.usedCount >= promotion.maxUses) return promotionMessages.usedUp;
  const mine = history.usesOf.get(promotion.id) ?? 0;
  if (promotion.maxUsesPerCustomer !== null && mine >= promotion.maxUsesPerCustomer)
    return promotionMessages.usedUp;
  if (promotion.firstOrderOnly && history.orderedBefore) return promotionMessages.firstOrderOnly;
  if (!found.some((product) => covers(promotion, product))) return promotionMessages.notForTheseParts;
  if (order.amounts.subtotalMinor < promotion.minOrderMinor)
    return promotionMessages.minimum(formatMoney(promotion.minOrderMinor, { currency, locale: 'en' }));
  return null;
}

/**
 * Takes `amount` off the covered lines in proportion to what is left to pay of each, the last
 * poisha to the largest remainders, so the lines' discounts add up to it exactly.
 */
function spread(order: PricedOrder, covered: boolean[], amount: number): number[] {
  const left = order.lines.map((line, index) => (covered[index] ? line.lineMinor - line.discountMinor : 0));
  const base = left.reduce((sum, value) => sum + value, 0);
  const take = Math.min(amount, base);
  if (take <= 0) return left.map(() => 0);
  const exact = left.map((value) => (value * take) / base);
  const shares = exact.map(Math.floor);
  let rest = take - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (rest === 0) break;
    if (shares[index]! < left[index]!) {
      shares[index]! += 1;
      rest -= 1;
    }
  }
  return shares;
}

/** One promotion on the order as priced so far. */
function applyOne(
  order: PricedOrder,
  found: ProductRow[],
  promotion: PromotionRow,
): { order: PricedOrder; discountMinor: number } {
  if (promotion.kind === 'free_delivery') {
    const discountMinor = order.amounts.deliveryFeeMinor;
    const amounts = {
      ...order.amounts,
      deliveryFeeMinor: 0,
      totalMinor: order.amounts.totalMinor - discountMinor,
    };
    return { order: { ...order, amounts }, discountMinor };
  }
  const covered = found.map((product) => covers(promotion, product));
  const base = order.lines.reduce(
    (sum, line, index) => sum + (covered[index] ? line.lineMinor - line.discountMinor : 0),
    0,
  );
  const wanted = promotion.kind === 'percent' ? Math.round((base * promotion.value) / 100) : promotion.value;
  const shares = spread(order, covered, wanted);
  const discountMinor = shares.reduce((sum, value) => sum + value, 0);
  const lines = order.lines.map((line, index) => ({
    ...line,
    discountMinor: line.discountMinor + shares[index]!,
  }));
  const amounts = {
    ...order.amounts,
    discountMinor: order.amounts.discountMinor + discountMinor,
    totalMinor: order.amounts.totalMinor - discountMinor,
  };
  return { order: { ...order, lines, amounts }, discountMinor };
}

/**
 * Issue 37: the order with its promotions. A code that applies goes with the automatic promotions
 * marked `stacks`; without one (or refused), every automatic promotion that applies prices it.
 * Percent and amount discounts are spread over the lines they cover; free delivery zeroes the fee.
 */
export function applyPromotions(
  order: PricedOrder,
  found: ProductRow[],
  candidates: Candidates,
  history: BuyerHistory,
  options: { now: Date; currency: ShopCurrency },
): Promoted {
  const fits = (promotion: PromotionRow) =>
    refusalOf(promotion, order, found, history, options.now, options.currency);
  let refusal: string | null = null;
  let chosen: PromotionRow[] = candidates.automatic.filter((promotion) => fits(promotion) === null);
  if (candidates.code !== null) {
    refusal = candidates.coded ? fits(candidates.coded) : promotionMessages.unknown;
    if (refusal === null) chosen = [candidates.coded!, ...chosen.filter((promotion) => promotion.stacks)];
  }
  let priced: PricedOrder = { ...order, promotionsPriced: true };
  const applied: Applied[] = [];
  for (const promotion of chosen) {
    const next = applyOne(priced, found, promotion);
    priced = next.order;
    applied.push({ promotion, discountMinor: next.discountMinor });
  }
  if (refusal === null && candidates.coded) priced = { ...priced, promotionCode: candidates.coded.code };
  return { priced, applied, refusal };
}
