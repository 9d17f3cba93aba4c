import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { ParcelOrders, ParcelOutcome, ParcelStep } from '../../lib/parcel-outcome.js';
import type { Courier, ParcelState } from './courier.js';

/**
 * Following a parcel (issue 33): what a courier's webhook or status API says of it becomes an
 * outcome the orders feature applies to the parcel's order (features/orders/parcel-outcomes.ts,
 * handed in by the app as ParcelOrders).
 */

/** What a webhook says: a step on the way, news that needs the courier's own confirmation, or nothing. */
export type ParcelSignal =
  | { kind: 'step'; step: ParcelStep; courierStatus: string }
  /** Delivered or returned (or cancelled): only the courier's status API is believed for these. */
  | { kind: 'confirm'; collectedMinor: number | null }
  | { kind: 'none'; courierStatus: string };

export type FollowResult = 'applied' | 'unchanged' | 'unknown';

export interface ParcelFollowing {
  db: Db;
  parcels: ParcelOrders;
  log: FastifyBaseLogger;
  /** A returned parcel's parts came back to stock (cached product answers are out of date). */
  onRestock?: () => void;
}

/**
 * The outcome of what the status API says. `collectedHint` is the webhook's amount, used when
 * the status API does not give one. A parcel the courier cancelled after it was shipped is back
 * with the shop (Steadfast marks a parcel returned to the merchant `cancelled`).
 */
export function outcomeOfState(state: ParcelState, collectedHint: number | null = null): ParcelOutcome {
  switch (state.status) {
    case 'picked':
    case 'in_transit':
    case 'delivery_failed':
      return { kind: 'step', step: state.status };
    case 'delivered':
    case 'partial_delivered':
      return { kind: 'delivered', collectedMinor: state.collectedMinor ?? collectedHint };
    case 'returned':
    case 'cancelled':
      return { kind: 'returned' };
    default:
      return { kind: 'heard' };
  }
}

/** The order a courier's parcel belongs to (one parcel, one order: a unique index), or null. */
export async function parcelOrderId(
  db: Db,
  courierName: string,
  consignmentId: string,
): Promise<string | null> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.courier, courierName), eq(orders.consignmentId, consignmentId)));
  return found?.id ?? null;
}

/**
 * Applies a courier's word on a parcel to its order. Delivered and returned are asked of the
 * courier's status API first (a webhook only signals); CourierUnreachable goes to the caller.
 */
export async function followParcel(
  following: ParcelFollowing,
  courier: Pick<Courier, 'name' | 'status'>,
  consignmentId: string,
  signal: ParcelSignal,
): Promise<FollowResult> {
  const orderId = await parcelOrderId(following.db, courier.name, consignmentId);
  if (!orderId) {
    following.log.warn(
      { courier: courier.name, consignmentId },
      'a courier told of a parcel the shop does not know',
    );
    return 'unknown';
  }
  let outcome: ParcelOutcome;
  let courierStatus: string;
  if (signal.kind === 'confirm') {
    const state = await courier.status(consignmentId);
    outcome = outcomeOfState(state, signal.collectedMinor);
    courierStatus = state.raw;
  } else {
    outcome = signal.kind === 'step' ? { kind: 'step', step: signal.step } : { kind: 'heard' };
    courierStatus = signal.courierStatus;
  }
  const applied = await following.parcels.apply(orderId, { outcome, courierStatus, by: courier.name });
  if (applied.restocked) following.onRestock?.();
  return applied.changed ? 'applied' : 'unchanged';
}
