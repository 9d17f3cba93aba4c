import type { BookableCourier } from '@chaka/contract';
import type { ParcelRequest } from '../../lib/parcel-booking.js';

export type { ParcelRequest };

/**
 * One courier the shop books parcels with through its API (issue 33): Pathao and Steadfast today
 * (pathao-client.ts, steadfast-client.ts); a third (RedX, Paperfly) joins by implementing this.
 * Amounts are in minor units (poisha) of taka, weights in grams; each client converts to its
 * courier's own units.
 */
export interface Courier {
  /** The courier's key in the API (`pathao`, `steadfast`). */
  readonly key: BookableCourier;
  /** Its name as the shop writes it on an order (the contract's COURIERS spelling). */
  readonly name: string;
  /**
   * Books one parcel. Throws CourierRefused when the courier said no (its message kept), and
   * CourierUnreachable when no answer came: the parcel may have been booked all the same, so the
   * caller asks findByOrderNumber before booking that order again.
   */
  book(parcel: ParcelRequest): Promise<BookedParcel>;
  /** Several parcels: one result per parcel, in order (a courier without a bulk API books one by one). */
  bookMany(parcels: readonly ParcelRequest[]): Promise<BookingResult[]>;
  /** Whether the courier holds a parcel for this order number already (a booking whose answer was lost). */
  findByOrderNumber(orderNumber: string): Promise<ParcelLookup>;
  /** What the courier says of a parcel now (the webhooks and the sweep confirm with it). */
  status(consignmentId: string): Promise<ParcelState>;
  /** What the courier would charge the shop for the parcel, in minor units; null when it cannot say. */
  quote(parcel: ParcelRequest): Promise<number | null>;
  /**
   * Asks the courier to collect a delivered parcel's parts back from the customer (a return
   * pickup); absent where its API has none (Pathao's merchant API). Throws as `book` does.
   */
  requestReturn?(request: { consignmentId: string; reason: string }): Promise<ReturnPickup>;
  /** Where a return pickup stands now, by the courier's id of it. */
  returnPickup?(id: string): Promise<ReturnPickup>;
}

/** A return pickup the courier took on: its id and its status in the courier's words. */
export interface ReturnPickup {
  id: string;
  /** Steadfast: pending, approved, processing, completed or cancelled. */
  status: string;
}

/** A parcel the courier took on. */
export interface BookedParcel {
  /** The courier's id of the parcel (its webhooks and status API name it). */
  consignmentId: string;
  /** What the customer tracks the parcel with on the courier's site. */
  trackingCode: string;
  /** What the courier charges the shop, in minor units; null when its answer does not say. */
  deliveryFeeMinor: number | null;
}

/** One parcel of a bulk booking: booked, or refused with the courier's own message. */
export type BookingResult =
  | { ok: true; parcel: BookedParcel }
  | { ok: false; error: CourierRefused | CourierUnreachable };

/**
 * A lookup by order number. `parcel` is null when the courier says it holds one for the number
 * but not which (Steadfast's lookup answers only a status; Pathao has no lookup by order number).
 */
export type ParcelLookup = { found: false } | { found: true; parcel: BookedParcel | null };

/** Where a parcel is, in the shop's words: each client maps its courier's own statuses onto these. */
export const PARCEL_STATES = [
  'pending',
  'picked',
  'in_transit',
  'delivered',
  'partial_delivered',
  'delivery_failed',
  'returned',
  'cancelled',
  'unknown',
] as const;
export type ParcelStateName = (typeof PARCEL_STATES)[number];

export interface ParcelState {
  status: ParcelStateName;
  /** The cash the courier collected, in minor units; null when it does not say. */
  collectedMinor: number | null;
  /** The courier's own word for it (`Delivered`, `partial_delivered`, ...), kept as the order's parcelStatus. */
  raw: string;
}

/** The courier answered and said no (a bad phone number, a duplicate order): its message is kept. */
export class CourierRefused extends Error {
  constructor(
    readonly courier: string,
    readonly courierMessage: string,
  ) {
    super(`${courier} refused the parcel: ${courierMessage}`);
    this.name = 'CourierRefused';
  }
}

/**
 * No usable answer came (network, timeout, a 5xx). `maybeActed`: whether the courier may have
 * carried out the request all the same (false only when it surely did not: the connection was
 * refused, or it answered 503 Service Unavailable).
 */
export class CourierUnreachable extends Error {
  constructor(
    readonly courier: string,
    detail: string,
    readonly maybeActed = true,
  ) {
    super(`${courier} did not answer: ${detail}`);
    this.name = 'CourierUnreachable';
  }
}

/** How long the shop waits for a courier before it counts the answer as lost. */
export const COURIER_TIMEOUT_MS = 15_000;

/**
 * A JSON request to a courier: the parsed answer and its HTTP status, or CourierUnreachable when
 * no answer came, or one that is not JSON, or a 5xx (the courier's trouble, not a refusal).
 */
export async function courierRequest(
  courier: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(COURIER_TIMEOUT_MS),
    });
  } catch (error) {
    const refused = (error as { cause?: { code?: string } } | null)?.cause?.code === 'ECONNREFUSED';
    throw new CourierUnreachable(courier, error instanceof Error ? error.message : String(error), !refused);
  }
  if (response.status >= 500)
    throw new CourierUnreachable(courier, `HTTP ${response.status}`, response.status !== 503);
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object')
      return { status: response.status, body: body as Record<string, unknown> };
  } catch {}
  throw new CourierUnreachable(courier, `HTTP ${response.status}, not JSON`);
}

/** Taka as a courier writes them (80, "80.00") in minor units; null for anything else. */
export function takaToMinor(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.round(number * 100)
    : null;
}

/** Minor units as taka for a courier's amount fields (whole taka are whole numbers). */
export const minorToTaka = (minor: number) => Math.round(minor) / 100;
