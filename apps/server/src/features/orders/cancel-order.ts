import { isId, isOpenOrder, orderMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwnerOrAdmin } from '../../lib/ownership.js';
import type { OrderContext } from './order-context.js';
import { sendStatusMail } from './order-mails.js';
import { type OrderRecord, type OrderRow, orderNumberOf, recordOf } from './order-queries.js';
import { queueOrderSms } from './order-sms-queue.js';
import { giveBackUses } from './promotions/promote-order.js';
import { putBackStock } from './put-back-stock.js';
import { reopenQuotes } from './quoted-lines.js';

/** The order, locked until the transaction ends so a payment or a status move cannot land in between. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(orderMessages.notFound);
  return row;
}

/** Why an order cannot be cancelled now (409), from what its row says; paid is checked by the caller. */
function assertCancellable(row: OrderRow): void {
  if (row.status === 'cancelled') throw conflict(orderMessages.cancelledAlready);
  // Shipped, delivered or returned: the parts left the shop (a returned parcel's are back already).
  if (!isOpenOrder(row)) throw conflict(orderMessages.shippedCannotCancel);
  if (row.paid) throw conflict(orderMessages.paidCannotCancel);
}

/**
 * Cancels a locked order: its status, an event of who did it, and every line's quantity back to
 * its product's stock and the customer's SMS queued, all in the caller's transaction; the caller wakes
 * the SMS queue once it is committed. Only unpaid orders are cancelled, also when
 * the provider reported the payment before the order was marked paid.
 */
export async function cancelLocked(
  tx: Tx,
  context: OrderContext,
  row: OrderRow,
  by: string,
  note: string | null,
): Promise<OrderRecord> {
  assertCancellable(row);
  if (await context.payments.isSettled(tx, row.id)) throw conflict(orderMessages.paidCannotCancel);
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: row.id, status: 'cancelled', by, note });
  const record = await recordOf(tx, cancelled!);
  // Issues 36 and 37: its quotes reopen and its promotions' uses come back, locked in the order
  // the order path locks them (quotes, promotions, then products), so the two never deadlock.
  await reopenQuotes(tx, row.id);
  await giveBackUses(tx, row.id);
  await putBackStock(tx, record, 'cancel', by);
  await queueOrderSms(tx, context, row.id, 'cancelled');
  return record;
}

/**
 * DELETE /api/orders/{id} (and a move to cancelled): the owner or an admin cancels an unpaid order
 * before it ships. Its open payments are cancelled at the provider first; then, in one
 * transaction, the order is marked cancelled (it stays on record) and its stock comes back.
 */
export async function cancelOrder(
  context: OrderContext,
  id: string,
  caller: Identity,
  note: string | null = null,
): Promise<OrderRecord> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  const [current] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!current) throw notFound(orderMessages.notFound);
  assertOwnerOrAdmin(caller, current.userId, 'orders.move');
  assertCancellable(current);
  await context.payments.release(id);
  const record = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    const cancelled = await cancelLocked(tx, context, row, caller.name, note);
    // Staff cancelling a customer's order (not their own) is a staff write (docs/decisions/044).
    if (caller.id !== row.userId)
      await recordAudit(tx, caller, {
        kind: 'order.cancel',
        subject: `order:${orderNumberOf(row)}`,
        orderId: row.id,
        before: { status: row.status },
        after: { status: 'cancelled', note },
      });
    return cancelled;
  });
  void sendStatusMail(context, record, note);
  context.smsQueue.wake();
  return record;
}
