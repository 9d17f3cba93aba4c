import { canMoveOrder, isId, orderMessages } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ParcelApplied, ParcelReport, ParcelStep } from '../../lib/parcel-outcome.js';
import { lockOrder } from './cancel-order.js';
import { dueOnDeliveryMinor } from './cod-advance.js';
import type { OrderContext } from './order-context.js';
import { sendStatusMail } from './order-mails.js';
import { type OrderRecord, type OrderRow, orderNumberOf, recordOf } from './order-queries.js';
import { queueOrderSms } from './order-sms-queue.js';
import { putBackStock } from './put-back-stock.js';

/**
 * What a courier's word does to its parcel's order (issue 33), for the couriers' webhooks, their
 * sweep and the admin's "Mark returned" alike. Every report is applied to the locked order in one
 * transaction, so it is safe to replay and to receive out of order: only a shipped order moves,
 * a final one (delivered, returned, cancelled) stays as it is, and a step already on the timeline
 * is not written twice.
 *
 * The timeline's notes are sentences of the `orders` catalog (orders.note.*), stored in English
 * and shown in the reader's language, as the other notes of the timeline are.
 */
export const PARCEL_STEP_NOTES: Record<ParcelStep, string> = {
  picked: 'The courier picked up the parcel',
  in_transit: 'The parcel is on its way',
  at_hub: 'The parcel reached a courier hub',
  out_for_delivery: 'The parcel is out for delivery',
  delivery_failed: 'The courier could not deliver the parcel',
  on_hold: 'The courier is holding the parcel',
};
export const COD_PAID_NOTE = 'Paid in cash on delivery';
/** Less cash than the order costs: the order is not paid, and All Orders shows what came in. */
export const COD_SHORT_NOTE = 'Less cash was collected on delivery than the order costs';

type Changes = Partial<typeof orders.$inferInsert>;

/** Delivered: cash on delivery is paid when the courier collected what was owed, else flagged short. */
function deliveredMove(
  row: OrderRow,
  collectedMinor: number | null,
): { changes: Changes; note: string | null } {
  // What is still owed: the total less a delivery fee paid online first (issue 34, COD_ADVANCE).
  const owed = dueOnDeliveryMinor(row);
  if (owed === 0) return { changes: { status: 'delivered', collectedMinor }, note: null };
  // A courier that confirms a delivery without an amount collected what it was asked to.
  const collected = collectedMinor ?? owed;
  if (collected < owed)
    return { changes: { status: 'delivered', collectedMinor: collected }, note: COD_SHORT_NOTE };
  return {
    changes: {
      status: 'delivered',
      collectedMinor: collected,
      paid: true,
      // A paid advance keeps its payment's transaction id.
      transactionId: row.transactionId ?? `COD-${orderNumberOf(row)}`,
    },
    note: COD_PAID_NOTE,
  };
}

/** A shipped, locked order comes back to the shop: returned, with its parts back in stock. */
export async function returnLocked(
  tx: Tx,
  row: OrderRow,
  by: string,
  changes: Changes = {},
): Promise<OrderRecord> {
  const [returned] = await tx
    .update(orders)
    .set({ ...changes, status: 'returned' })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: row.id, status: 'returned', by, note: null });
  const record = await recordOf(tx, returned!);
  await putBackStock(tx, record, 'return', by);
  return record;
}

interface Applied extends ParcelApplied {
  /** The order after a change of status, for its mail. */
  moved: OrderRecord | null;
  note: string | null;
}

async function applyLocked(tx: Tx, row: OrderRow, report: ParcelReport): Promise<Applied> {
  const unchanged: Applied = {
    status: row.status,
    changed: false,
    restocked: false,
    moved: null,
    note: null,
  };
  // Not shipped yet, or final already: a late or replayed word changes nothing.
  if (row.status !== 'shipped') return unchanged;
  const heard: Changes = { parcelStatus: report.courierStatus, parcelCheckedAt: report.at ?? new Date() };
  const { outcome, by } = report;
  if (outcome.kind === 'returned') {
    const moved = await returnLocked(tx, row, by, heard);
    return { status: 'returned', changed: true, restocked: true, moved, note: null };
  }
  if (outcome.kind === 'delivered') {
    const move = deliveredMove(row, outcome.collectedMinor);
    const [delivered] = await tx
      .update(orders)
      .set({ ...move.changes, ...heard })
      .where(eq(orders.id, row.id))
      .returning();
    await tx.insert(orderEvents).values({ orderId: row.id, status: 'delivered', by, note: move.note });
    const moved = await recordOf(tx, delivered!);
    return { status: 'delivered', changed: true, restocked: false, moved, note: move.note };
  }
  await tx.update(orders).set(heard).where(eq(orders.id, row.id));
  if (outcome.kind === 'heard') return unchanged;
  const note = PARCEL_STEP_NOTES[outcome.step];
  // Told already (a replay, or a step the sweep found first): the timeline keeps it once.
  const known = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.note, note)))
    .limit(1);
  if (known.length > 0) return unchanged;
  await tx.insert(orderEvents).values({ orderId: row.id, status: 'shipped', by, note });
  return { ...unchanged, changed: true };
}

/**
 * Applies a courier's report to the order of its parcel; a change of status mails the customer
 * and queues their SMS (delivered, or returned). Answers what it did.
 */
export async function applyParcelReport(
  context: OrderContext,
  orderId: string,
  report: ParcelReport,
): Promise<ParcelApplied> {
  const applied = await context.db.transaction(async (tx) => {
    const outcome = await applyLocked(tx, await lockOrder(tx, orderId), report);
    if (outcome.moved && (outcome.status === 'delivered' || outcome.status === 'returned'))
      await queueOrderSms(tx, context, orderId, outcome.status);
    return outcome;
  });
  if (applied.moved) {
    void sendStatusMail(context, applied.moved, applied.note);
    context.smsQueue.wake();
  }
  return { status: applied.status, changed: applied.changed, restocked: applied.restocked };
}

/**
 * PATCH /api/orders/{id}/status to returned (admins): a parcel shipped by hand came back. The
 * same return as a courier's: final, its parts back in stock with the reason 'return', a mail.
 */
export async function markOrderReturned(context: OrderContext, id: string, by: string): Promise<OrderRecord> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  const record = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (row.status === 'cancelled') throw conflict(orderMessages.cancelledAlready);
    if (!canMoveOrder(row.status, 'returned'))
      throw conflict(orderMessages.cannotMove(row.status, 'returned'));
    const returned = await returnLocked(tx, row, by);
    await queueOrderSms(tx, context, id, 'returned');
    return returned;
  });
  void sendStatusMail(context, record, null);
  context.smsQueue.wake();
  return record;
}
