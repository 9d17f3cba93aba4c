import type { Identity } from './identity.js';

/**
 * Booking a parcel with a courier's API (issue 33): the couriers feature talks to the courier,
 * the orders feature reads and ships the order (features/orders/parcel-shipping.ts, handed to the
 * couriers feature by the app). Written here because two features share it.
 */

/** A parcel as the shop asks a courier to carry it. */
export interface ParcelRequest {
  /** The order number (CP-10001): Pathao's merchant_order_id, Steadfast's invoice. */
  orderNumber: string;
  recipientName: string;
  /** As the customer typed it; each client writes it as its courier asks (01XXXXXXXXX). */
  recipientPhone: string;
  recipientAddress: string;
  /** The district of the address (one of the contract's DISTRICTS). */
  district: string;
  /** What the courier collects at the door: what is still owed, 0 for a paid or free order. */
  amountToCollectMinor: number;
  weightGrams: number;
  /** Units in the parcel, all lines together. */
  itemQuantity: number;
  /** What is in it, for the courier's label (the parts' names). */
  itemDescription: string;
}

/** An order as a courier is asked to carry it. */
export interface ParcelToBook extends ParcelRequest {
  orderId: string;
}

/**
 * Claiming an order before its courier is called: `claimed` (go ahead), `busy` (another booking
 * of it is under way) or `lost` (an earlier booking with `courier` got no answer: ask that
 * courier before booking again).
 */
export type ParcelClaim = { state: 'claimed' } | { state: 'busy' } | { state: 'lost'; courier: string };

/** The parcel the courier took on, as the order keeps it. */
export interface ShippedParcel {
  consignmentId: string;
  trackingCode: string;
  deliveryFeeMinor: number | null;
}

/** The orders feature's side of a booking. */
export interface ParcelBookingOrders {
  /** The order as its parcel (404 unknown; 409 when it cannot be booked: not confirmed, booked, no address). */
  read(orderId: string): Promise<ParcelToBook>;
  /** Marks the order as being booked with `courier` (409 when it cannot be booked). */
  claim(orderId: string, courier: string): Promise<ParcelClaim>;
  /** The courier refused: the order is as it was before the claim. */
  release(orderId: string): Promise<void>;
  /** No answer came: the claim stays, and the next booking asks the courier first. */
  lost(orderId: string): Promise<void>;
  /** The courier took the parcel: the order is shipped with it (timeline, mail). */
  ship(orderId: string, admin: Identity, courier: string, parcel: ShippedParcel): Promise<void>;
}
