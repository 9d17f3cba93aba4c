import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';
import { cancelLocked, lockOrder } from './cancel-order.js';
import { type OrderContext, SHOP_ACTOR } from './order-context.js';
import { sendStatusMail } from './order-mails.js';

/**
 * Stock hoarding (issue 12): an unpaid order holds its parts out of stock. Unpaid online orders
 * expire after UNPAID_ORDER_TTL hours, and a customer holds at most MAX_UNPAID_ORDERS unpaid
 * orders at once (counted on the account by a trigger on orders, migration 0011; take-stock.ts).
 */

export const EXPIRY_NOTE = 'Not paid in time';
/** How often the sweep looks for expired orders. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Orders expired per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Sets every account's count of unpaid orders from its orders, as migration 0011 first did: after a
 * restore, whose rows come with their counts while the trigger also counts the orders loaded.
 */
export async function recountUnpaidOrders(db: Db): Promise<void> {
  await db.execute(sql`update "user" set unpaid_orders = (
    select count(*)::int from orders
    where orders.user_id = "user".id and orders.status in ('placed', 'confirmed') and not orders.paid
      and orders.total_cents > 0)`);
}

/**
 * Cancels every placed, unpaid online order older than the TTL, with its stock restored, an event
 * by the shop and a mail to the customer. An order paid or moved meanwhile is left as it is.
 * Answers how many orders it cancelled.
 */
export async function expireUnpaidOrders(context: OrderContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - context.unpaidOrders.ttlHours * 3_600_000);
  const expired = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'placed'),
        eq(orders.paymentMethod, 'online'),
        eq(orders.paid, false),
        gt(orders.totalCents, 0),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(SWEEP_BATCH);
  let cancelled = 0;
  for (const { id } of expired) {
    try {
      await context.payments.release(id);
      const record = await context.db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (row.status !== 'placed' || row.paid) return null;
        return cancelLocked(tx, context, row, SHOP_ACTOR, EXPIRY_NOTE);
      });
      if (!record) continue;
      cancelled += 1;
      void sendStatusMail(context, record, EXPIRY_NOTE);
    } catch (error) {
      // Paid at the provider in the meantime (409): the order stays; anything else is logged.
      if (!(error instanceof HttpError))
        context.log.error({ err: error, orderId: id }, 'order expiry failed');
    }
  }
  return cancelled;
}

/** Runs the sweep now and then while the app runs; the timer never keeps the process alive. */
export function startUnpaidOrderSweep(context: OrderContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(context)
      .catch((error) => context.log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
