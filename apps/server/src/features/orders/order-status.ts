import {
  awaitsAdvance,
  awaitsOnlinePayment,
  type ChangeOrderStatusBody,
  canMoveOrder,
  type Delivery,
  deliveryFee,
  isId,
  isOpenOrder,
  needsDeliveryDetails,
  type OrderDetail,
  orderMessages,
  packsOnly,
  staffMessages,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwner } from '../../lib/ownership.js';
import { cancelOrder, lockOrder } from './cancel-order.js';
import { advanceOnNewDelivery } from './cod-advance.js';
import type { OrderContext } from './order-context.js';
import { sendStatusMail } from './order-mails.js';
import { type OrderRow, orderFactsOf, orderNumberOf, recordOf, toOrderDetail } from './order-queries.js';
import { queueOrderSms } from './order-sms-queue.js';
import { markOrderReturned } from './parcel-outcomes.js';
import { phoneWaitOnChange, withPhoneRecord } from './phone-verification.js';

type Changes = Partial<typeof orders.$inferInsert>;

/** What a move forward changes on the order besides its status, and the note of its event; 409 when it may not. */
function forwardMove(row: OrderRow, body: ChangeOrderStatusBody): { changes: Changes; note: string | null } {
  if (row.status === 'cancelled') throw conflict(orderMessages.cancelledAlready);
  if (!canMoveOrder(row.status, body.status))
    throw conflict(orderMessages.cannotMove(row.status, body.status));
  switch (body.status) {
    case 'confirmed':
      // An order paid online is confirmed once its money is in; a free one has nothing to pay.
      if (awaitsOnlinePayment(orderFactsOf(row))) throw conflict(orderMessages.notPaidYet);
      // Issue 34 (COD_ADVANCE): a cash order that owes its delivery fee online waits for it; no
      // note overrides money.
      if (awaitsAdvance(orderFactsOf(row))) throw conflict(orderMessages.advanceNotPaid);
      // Issue 34: a cash order whose phone is not verified is confirmed only with a note that
      // says why (the owner phoned the customer); the timeline keeps it.
      if (row.awaitingPhoneVerification && !body.note) throw conflict(orderMessages.phoneNotVerified);
      return { changes: {}, note: body.note ?? null };
    case 'shipped':
      if (needsDeliveryDetails(orderFactsOf(row))) throw conflict(orderMessages.deliveryNeeded);
      return {
        changes: { courier: body.courier!, trackingNumber: body.trackingNumber! },
        note: withNote(`${body.courier} ${body.trackingNumber}`, body.note),
      };
    case 'delivered':
      // Cash on delivery: the courier collected what was still owed (issue 34: the total less a
      // delivery fee paid in advance, whose payment keeps its transaction id; dueOnDelivery).
      if (row.paymentMethod === 'cod' && !row.paid)
        return {
          changes: { paid: true, transactionId: row.transactionId ?? `COD-${orderNumberOf(row)}` },
          note: withNote('Paid in cash on delivery', body.note),
        };
      return { changes: {}, note: body.note ?? null };
    default:
      return { changes: {}, note: body.note ?? null };
  }
}

/** A move's own note followed by the admin's, when they wrote one. */
const withNote = (own: string, note: string | undefined) => (note ? `${own}. ${note}` : own);

/**
 * PATCH /api/orders/{id}/status (admins): one step forward (placed, confirmed, shipped, delivered),
 * cancelled, which is the same as DELETE, or returned once shipped. The order row is locked while the move is checked and
 * written with its event, so two admins cannot move it twice.
 */
export async function changeOrderStatus(
  context: OrderContext,
  id: string,
  admin: Identity,
  body: ChangeOrderStatusBody,
  /** A parcel booked through a courier's API: its consignment, written with the move (parcel-shipping.ts). */
  parcel: Changes = {},
): Promise<OrderDetail> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  // A packer moves the orders they pack on to shipped, and no further (docs/decisions/044).
  if (packsOnly(admin.permissions) && body.status !== 'shipped') throw forbidden(staffMessages.packOnlyMove);
  if (body.status === 'cancelled')
    return toOrderDetail(await cancelOrder(context, id, admin, body.note ?? null));
  // A parcel back at the shop: final, its parts back in stock (parcel-outcomes.ts).
  if (body.status === 'returned') return toOrderDetail(await markOrderReturned(context, id, admin.name));
  const { record, note } = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    const move = forwardMove(row, body);
    const [moved] = await tx
      .update(orders)
      .set({ ...move.changes, ...parcel, status: body.status })
      .where(eq(orders.id, row.id))
      .returning();
    await tx
      .insert(orderEvents)
      .values({ orderId: row.id, status: body.status, by: admin.name, note: move.note });
    await queueOrderSms(tx, context, row.id, body.status);
    await recordAudit(tx, admin, {
      kind: parcel.consignmentId ? 'parcel.book' : 'order.status',
      subject: `order:${orderNumberOf(row)}`,
      orderId: row.id,
      before: { status: row.status },
      after: { status: body.status, ...move.changes, ...parcel },
    });
    return { record: await recordOf(tx, moved!), note: move.note };
  });
  void sendStatusMail(context, record, note);
  context.smsQueue.wake();
  return withPhoneRecord(context.db, toOrderDetail(record));
}

const feeTo = (context: OrderContext, row: OrderRow, district: string) =>
  deliveryFee({ district, subtotalMinor: row.subtotalMinor }, context.delivery);

/** The amounts after a change of delivery: the fee of the new district, while nothing is paid. */
async function repriced(tx: Tx, context: OrderContext, row: OrderRow, delivery: Delivery): Promise<Changes> {
  // A payment that went through, or is going through, was for the amounts as they are.
  if (row.paid || row.advancePaid || (await context.payments.isSettled(tx, row.id))) return {};
  const deliveryFeeMinor = feeTo(context, row, delivery.district);
  const totalMinor = row.subtotalMinor + deliveryFeeMinor;
  return {
    deliveryFeeMinor,
    totalMinor,
    // Issue 34 (COD_ADVANCE): the delivery fee owed first follows the new district and phone.
    ...(await advanceOnNewDelivery(tx, context, row, delivery, totalMinor)),
  };
}

async function writeDelivery(
  tx: Tx,
  context: OrderContext,
  row: OrderRow,
  caller: Identity,
  delivery: Delivery,
) {
  const changes = await repriced(tx, context, row, delivery);
  const [updated] = await tx
    .update(orders)
    .set({
      ...changes,
      // Issue 34: a placed cash order waits again, or no more, as its new phone is verified or not.
      ...(await phoneWaitOnChange(tx, row, delivery.phone)),
      deliveryName: delivery.name,
      deliveryPhone: delivery.phone,
      deliveryDistrict: delivery.district,
      deliveryAddress: delivery.address,
    })
    .where(eq(orders.id, row.id))
    .returning();
  const feeChanged =
    changes.deliveryFeeMinor !== undefined && changes.deliveryFeeMinor !== row.deliveryFeeMinor;
  await tx.insert(orderEvents).values({
    orderId: row.id,
    status: row.status,
    by: caller.name,
    note: feeChanged
      ? 'Delivery details updated; delivery fee and total recomputed'
      : 'Delivery details updated',
  });
  return recordOf(tx, updated!);
}

/**
 * PATCH /api/orders/{id}/delivery (the owner): adds or corrects the delivery details while the
 * order has not shipped. An unpaid order's fee and total follow the new district; once paid, the
 * amounts never change.
 */
export async function updateOrderDelivery(
  context: OrderContext,
  id: string,
  caller: Identity,
  delivery: Delivery,
): Promise<OrderDetail> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  const [current] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!current) throw notFound(orderMessages.notFound);
  assertOwner(caller, current.userId);
  // A new fee changes what is to pay: payments started for the old amount are cancelled at the
  // provider first (as for a cancel, outside the transaction), so none of them can charge it.
  if (
    isOpenOrder(current) &&
    !current.paid &&
    feeTo(context, current, delivery.district) !== current.deliveryFeeMinor
  )
    await context.payments.release(id);
  const record = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    assertOwner(caller, row.userId);
    if (!isOpenOrder(row)) throw conflict(orderMessages.deliveryLocked);
    return writeDelivery(tx, context, row, caller, delivery);
  });
  return toOrderDetail(record);
}
