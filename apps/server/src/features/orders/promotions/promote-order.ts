import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { orders, promotions, promotionUses } from '../../../db/schema/index.js';
import { advanceTerms } from '../cod-advance.js';
import type { OrderContext } from '../order-context.js';
import type { PricedOrder } from '../order-pricing.js';
import type { ProductRow } from '../product-snapshots.js';
import { type Applied, applyPromotions, type Candidates, type Promoted } from './apply-promotions.js';
import { runsNow } from './promotion-sql.js';

/**
 * The code's promotion (whatever its letter case) and the automatic ones running, in the order of
 * their ids. `lock`: locked until the order's transaction ends, so racing orders count each use
 * one after the other (docs/decisions/042).
 */
async function readCandidates(tx: Tx, code: string | undefined, lock: boolean): Promise<Candidates> {
  const wanted = sql`(${promotions.automatic} and ${runsNow})`;
  const where = code ? sql`(lower(${promotions.code}) = lower(${code}) or ${wanted})` : wanted;
  const query = tx.select().from(promotions).where(where).orderBy(promotions.id);
  const rows = lock ? await query.for('update') : await query;
  const coded = code ? (rows.find((row) => row.code?.toLowerCase() === code.toLowerCase()) ?? null) : null;
  return { code: code ?? null, coded, automatic: rows.filter((row) => row.automatic) };
}

/** The buyer's uses of these promotions, and whether they have an order that was not cancelled. */
async function historyOf(tx: Tx, buyerId: string, ids: string[]) {
  const uses =
    ids.length === 0
      ? []
      : await tx
          .select({ id: promotionUses.promotionId, count: sql<number>`count(*)::int` })
          .from(promotionUses)
          .where(and(eq(promotionUses.userId, buyerId), inArray(promotionUses.promotionId, ids)))
          .groupBy(promotionUses.promotionId);
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, buyerId), ne(orders.status, 'cancelled')))
    .limit(1);
  return { usesOf: new Map(uses.map((use) => [use.id, use.count])), orderedBefore: Boolean(earlier) };
}

/**
 * Issue 37: an order (or a quote) priced with its promotions, read from the rows as they are now.
 * A cash order's advance is decided again on the discounted total.
 */
export async function promoteOrder(
  tx: Tx,
  context: OrderContext,
  input: {
    buyerId: string;
    code: string | undefined;
    found: ProductRow[];
    priced: PricedOrder;
    lock: boolean;
  },
): Promise<Promoted> {
  const candidates = await readCandidates(tx, input.code, input.lock);
  const ids = [...(candidates.coded ? [candidates.coded.id] : []), ...candidates.automatic.map((p) => p.id)];
  const history = await historyOf(tx, input.buyerId, ids);
  const promoted = applyPromotions(input.priced, input.found, candidates, history, {
    now: new Date(),
    currency: context.currency,
  });
  const { priced } = promoted;
  const advance = advanceTerms(context, {
    paymentMethod: priced.paymentMethod,
    district: priced.delivery?.district ?? '',
    totalMinor: priced.amounts.totalMinor,
  });
  return { ...promoted, priced: { ...priced, advance } };
}

/** The order is written: each promotion it used counts the use (the rows are locked by promoteOrder). */
export async function recordUses(
  tx: Tx,
  orderId: string,
  buyerId: string,
  applied: Applied[],
): Promise<void> {
  if (applied.length === 0) return;
  await tx.insert(promotionUses).values(
    applied.map(({ promotion, discountMinor }) => ({
      promotionId: promotion.id,
      orderId,
      userId: buyerId,
      discountMinor,
    })),
  );
  await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(
      inArray(
        promotions.id,
        applied.map(({ promotion }) => promotion.id),
      ),
    );
}

/**
 * The order is cancelled (in the caller's transaction): its uses are given back, so the uses of a
 * promotion and of each customer count only orders that were not cancelled.
 */
export async function giveBackUses(tx: Tx, orderId: string): Promise<void> {
  const given = await tx
    .delete(promotionUses)
    .where(eq(promotionUses.orderId, orderId))
    .returning({ promotionId: promotionUses.promotionId });
  if (given.length === 0) return;
  await tx
    .update(promotions)
    .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` })
    .where(
      inArray(
        promotions.id,
        given.map((use) => use.promotionId),
      ),
    );
}
