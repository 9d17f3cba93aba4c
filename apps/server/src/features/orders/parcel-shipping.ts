import { amountToCollect, isId, needsDeliveryDetails, orderMessages, parcelMessages } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ParcelBookingOrders, ParcelClaim, ParcelToBook } from '../../lib/parcel-booking.js';
import { lockOrder } from './cancel-order.js';
import type { OrderContext } from './order-context.js';
import { type OrderRow, orderFactsOf, orderNumberOf, readOrderRecord } from './order-queries.js';
import { changeOrderStatus } from './order-status.js';

/** The order's parcelStatus while its courier is being asked to take it. */
export const BOOKING_MARK = 'booking';
/**
 * A claim older than this got no answer (a courier call gives up after 15 s): its booking is
 * counted as lost, and the courier is asked about it before the order is booked again.
 */
const CLAIM_LIFETIME_MS = 60_000;

/** Why an order cannot be booked, or null when it can. */
function refusalOf(row: OrderRow): string | null {
  if (row.consignmentId || (row.status === 'shipped' && row.courier)) return parcelMessages.alreadyBooked;
  if (row.status === 'placed') return parcelMessages.notConfirmed;
  if (row.status !== 'confirmed') return orderMessages.cannotMove(row.status, 'shipped');
  if (needsDeliveryDetails(orderFactsOf(row))) return orderMessages.deliveryNeeded;
  return null;
}

const isClaimed = (row: OrderRow) => row.parcelStatus === BOOKING_MARK && row.status === 'confirmed';

/**
 * The orders side of booking a parcel with a courier's API (issue 33; lib/parcel-booking.ts):
 * an order is claimed before its courier is called, so two bookings of it never run at once and a
 * booking whose answer was lost is known afterwards; it ships through the one status change
 * (order-status.ts), with its timeline entry and the customer's mail.
 */
export function createParcelShipping(context: OrderContext): ParcelBookingOrders {
  const { db } = context;
  return {
    async read(orderId): Promise<ParcelToBook> {
      const { order, lines, parcelWeightGrams } = await readOrderRecord(db, orderId);
      const refusal = isClaimed(order) ? null : refusalOf(order);
      if (refusal) throw conflict(refusal);
      return {
        orderId: order.id,
        orderNumber: orderNumberOf(order),
        recipientName: order.deliveryName!,
        recipientPhone: order.deliveryPhone!,
        recipientAddress: order.deliveryAddress!,
        district: order.deliveryDistrict!,
        // The amount to collect is what is still owed: the total less a delivery fee paid online.
        amountToCollectMinor: amountToCollect(order),
        weightGrams: parcelWeightGrams ?? 500,
        itemQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        itemDescription: lines
          .map((line) => `${line.productName} x${line.quantity}`)
          .join(', ')
          .slice(0, 200),
      };
    },

    claim(orderId, courier) {
      if (!isId(orderId)) throw notFound(orderMessages.notFound);
      return db.transaction(async (tx): Promise<ParcelClaim> => {
        const row = await lockOrder(tx, orderId);
        if (isClaimed(row)) {
          const age = Date.now() - (row.parcelCheckedAt?.getTime() ?? 0);
          if (age < CLAIM_LIFETIME_MS) return { state: 'busy' };
          // Marked afresh: while the courier is asked about the lost booking, no other booking starts.
          await tx.update(orders).set({ parcelCheckedAt: new Date() }).where(eq(orders.id, row.id));
          return { state: 'lost', courier: row.courier ?? courier };
        }
        const refusal = refusalOf(row);
        if (refusal) throw conflict(refusal);
        await tx
          .update(orders)
          .set({ courier, parcelStatus: BOOKING_MARK, parcelCheckedAt: new Date() })
          .where(eq(orders.id, row.id));
        return { state: 'claimed' };
      });
    },

    async release(orderId) {
      await db
        .update(orders)
        .set({ courier: null, parcelStatus: null, parcelCheckedAt: null })
        .where(
          and(eq(orders.id, orderId), eq(orders.status, 'confirmed'), eq(orders.parcelStatus, BOOKING_MARK)),
        );
    },

    async lost(orderId) {
      // An old claim: the next booking does not wait, it asks the courier about this one.
      await db
        .update(orders)
        .set({ parcelCheckedAt: new Date(0) })
        .where(
          and(eq(orders.id, orderId), eq(orders.status, 'confirmed'), eq(orders.parcelStatus, BOOKING_MARK)),
        );
    },

    async ship(orderId, admin, courier, parcel) {
      await changeOrderStatus(
        context,
        orderId,
        admin,
        { status: 'shipped', courier, trackingNumber: parcel.trackingCode },
        {
          consignmentId: parcel.consignmentId,
          courierFeeMinor: parcel.deliveryFeeMinor,
          parcelStatus: 'pending',
          parcelCheckedAt: new Date(),
        },
      );
    },
  };
}
