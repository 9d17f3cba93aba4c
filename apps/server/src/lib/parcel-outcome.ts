import type { OrderStatus } from '@chaka/contract';

/**
 * What a courier said of a parcel, in the shop's words: the couriers feature reads it from a
 * webhook or the courier's status API, the orders feature applies it to the parcel's order
 * (features/orders/parcel-outcomes.ts). Written here because two features share it.
 */

/** A step of a parcel on its way: kept on the order's timeline, the order stays shipped. */
export const PARCEL_STEPS = [
  'picked',
  'in_transit',
  'at_hub',
  'out_for_delivery',
  'delivery_failed',
  'on_hold',
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

export type ParcelOutcome =
  | { kind: 'step'; step: ParcelStep }
  /** Delivered; the cash the courier says it collected, in minor units (null: it did not say). */
  | { kind: 'delivered'; collectedMinor: number | null }
  /** The parcel came back to the shop. */
  | { kind: 'returned' }
  /** Nothing for the timeline (booked, waiting for pickup): only when the shop last heard. */
  | { kind: 'heard' };

export interface ParcelReport {
  outcome: ParcelOutcome;
  /** The courier's own word for the parcel's state (kept as the order's parcelStatus). */
  courierStatus: string;
  /** Who the timeline says made the change: the courier's name. */
  by: string;
  /** When the shop heard it (the sweep's own clock); now when not given. */
  at?: Date;
}

/** What applying a report did: the order's status after it, and whether anything changed. */
export interface ParcelApplied {
  status: OrderStatus;
  changed: boolean;
  /** The parts came back to stock (cached product answers are out of date). */
  restocked: boolean;
}

/** The orders feature's side, handed to the couriers feature by the app (app.ts). */
export interface ParcelOrders {
  apply(orderId: string, report: ParcelReport): Promise<ParcelApplied>;
}
