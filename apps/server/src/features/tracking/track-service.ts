import { createHash, timingSafeEqual } from 'node:crypto';
import { formatOrderNumber, type TrackAnswer, trackMessages } from '@chaka/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** An id no order has: an unknown order's timeline is read all the same, so both take as long. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';
/** A phone number no order has, compared against when there is no order. */
const NO_PHONE = '+880 no order';

/** Both sides hashed to the same length, so the comparison takes as long whatever they hold. */
const digest = (phone: string) => createHash('sha256').update(phone).digest();

/**
 * GET /api/track: where the order of this number is, when `phone` is its delivery phone number
 * (both already normalised by the contract: 10001 and +8801712345678). An unknown order and a
 * wrong phone number are the same 404, after the same two queries and one constant-time
 * comparison, so neither the answer nor its timing tells which order numbers exist.
 */
export async function trackOrder(db: Db, orderNumber: number, phone: string): Promise<TrackAnswer> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      deliveryPhone: orders.deliveryPhone,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  const events = await db
    .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order?.id ?? NO_ORDER))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const matches = timingSafeEqual(digest(order?.deliveryPhone ?? NO_PHONE), digest(phone));
  if (!order || !matches) throw notFound(trackMessages.notFound);
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}
