import {
  BOOKABLE_COURIER_NAMES,
  type BookableCourier,
  type BookedParcelAnswer,
  type BookParcelsResponse,
  type ParcelQuote,
  parcelMessages,
  toMajorUnits,
} from '@chaka/contract';
import { conflict, HttpError } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import type { ParcelBookingOrders, ParcelToBook } from '../../lib/parcel-booking.js';
import { type BookedParcel, type Courier, CourierRefused, CourierUnreachable } from './courier.js';

/** The couriers that are on (their settings are set), by key. */
export type CourierClients = Partial<Record<BookableCourier, Courier>>;

export interface ParcelBooking {
  couriers: CourierClients;
  orders: ParcelBookingOrders;
}

function courierOf({ couriers }: ParcelBooking, key: BookableCourier): Courier {
  const courier = couriers[key];
  if (!courier) throw new HttpError(409, parcelMessages.courierOff(BOOKABLE_COURIER_NAMES[key]));
  return courier;
}

const answerOf = (courier: Courier, parcel: BookedParcel): BookedParcelAnswer => ({
  courier: courier.key,
  consignmentId: parcel.consignmentId,
  trackingCode: parcel.trackingCode,
  deliveryFee: parcel.deliveryFeeMinor === null ? null : toMajorUnits(parcel.deliveryFeeMinor),
});

/** A refusal, or no answer from a courier that surely did nothing (down): the order is free again. */
const isSurelyNotBooked = (error: unknown) =>
  error instanceof CourierRefused || (error instanceof CourierUnreachable && !error.maybeActed);

/** What a courier's failure answers: its refusal as a 409 with its words, no answer as a 502. */
function failureOf(courier: Courier, error: unknown): HttpError {
  if (error instanceof CourierRefused)
    return conflict(parcelMessages.courierRefused(courier.name, error.courierMessage));
  if (error instanceof CourierUnreachable)
    return new HttpError(502, parcelMessages.courierDown(courier.name));
  throw error;
}

/**
 * Claims the order; when an earlier booking of it got no answer, asks that courier first. Returns
 * the parcel to book, or the parcel the earlier booking made (then nothing is booked again).
 */
async function claimed(
  deps: ParcelBooking,
  courier: Courier,
  parcel: ParcelToBook,
): Promise<{ book: true } | { book: false; courier: Courier; found: BookedParcel }> {
  const claim = await deps.orders.claim(parcel.orderId, courier.name);
  if (claim.state === 'claimed') return { book: true };
  if (claim.state === 'busy') throw conflict(parcelMessages.alreadyBooked);
  const earlier = Object.values(deps.couriers).find((entry) => entry.name === claim.courier) ?? courier;
  const lookup = await earlier.findByOrderNumber(parcel.orderNumber).catch(async (error: unknown) => {
    await deps.orders.lost(parcel.orderId);
    throw failureOf(earlier, error);
  });
  if (lookup.found && lookup.parcel) return { book: false, courier: earlier, found: lookup.parcel };
  if (lookup.found) {
    await deps.orders.lost(parcel.orderId);
    throw conflict(parcelMessages.maybeBooked(earlier.name, parcel.orderNumber));
  }
  // The earlier courier never got it: this booking starts afresh.
  await deps.orders.release(parcel.orderId);
  const again = await deps.orders.claim(parcel.orderId, courier.name);
  if (again.state !== 'claimed') throw conflict(parcelMessages.alreadyBooked);
  return { book: true };
}

/**
 * POST /api/orders/{id}/parcel: books the order's parcel and ships the order with it. A refusal
 * leaves the order as it was; a lost answer leaves it claimed, so the next try asks the courier
 * before booking (never two parcels for one order).
 */
export async function bookParcel(
  deps: ParcelBooking,
  orderId: string,
  key: BookableCourier,
  admin: Identity,
): Promise<BookedParcelAnswer> {
  const courier = courierOf(deps, key);
  const parcel = await deps.orders.read(orderId);
  const claim = await claimed(deps, courier, parcel);
  if (!claim.book) {
    await deps.orders.ship(orderId, admin, claim.courier.name, claim.found);
    return answerOf(claim.courier, claim.found);
  }
  let booked: BookedParcel;
  try {
    booked = await courier.book(parcel);
  } catch (error) {
    if (isSurelyNotBooked(error)) await deps.orders.release(orderId);
    else if (error instanceof CourierUnreachable) await deps.orders.lost(orderId);
    throw failureOf(courier, error);
  }
  await deps.orders.ship(orderId, admin, courier.name, booked);
  return answerOf(courier, booked);
}

/** GET /api/orders/{id}/parcel/quote: what the booking dialog shows before Book. */
export async function quoteParcel(
  deps: ParcelBooking,
  orderId: string,
  key: BookableCourier,
): Promise<ParcelQuote> {
  const courier = courierOf(deps, key);
  const parcel = await deps.orders.read(orderId);
  const fee = await courier.quote(parcel);
  return {
    courier: key,
    weightGrams: parcel.weightGrams,
    amountToCollect: toMajorUnits(parcel.amountToCollectMinor),
    fee: fee === null ? null : toMajorUnits(fee),
  };
}

type Result = BookParcelsResponse['results'][number];
const refusedResult = (orderId: string, orderNumber: string | null, error: unknown): Result => {
  if (!(error instanceof HttpError)) throw error;
  return { orderId, orderNumber, ok: false, parcel: null, message: error.message };
};

/**
 * POST /api/orders/parcels: the orders that can be booked go to the courier in one call (its bulk
 * API; one by one where it has none), with a result per order in the order asked.
 */
export async function bookParcels(
  deps: ParcelBooking,
  orderIds: readonly string[],
  key: BookableCourier,
  admin: Identity,
): Promise<BookParcelsResponse> {
  const courier = courierOf(deps, key);
  const results = new Map<string, Result>();
  const ready: ParcelToBook[] = [];
  for (const orderId of new Set(orderIds)) {
    let parcel: ParcelToBook | undefined;
    try {
      parcel = await deps.orders.read(orderId);
      const claim = await claimed(deps, courier, parcel);
      if (claim.book) ready.push(parcel);
      else {
        await deps.orders.ship(orderId, admin, claim.courier.name, claim.found);
        const parcelAnswer = answerOf(claim.courier, claim.found);
        results.set(orderId, {
          orderId,
          orderNumber: parcel.orderNumber,
          ok: true,
          parcel: parcelAnswer,
          message: null,
        });
      }
    } catch (error) {
      results.set(orderId, refusedResult(orderId, parcel?.orderNumber ?? null, error));
    }
  }
  const booked = ready.length > 0 ? await courier.bookMany(ready) : [];
  for (const [index, parcel] of ready.entries()) {
    const result = booked[index];
    const { orderId, orderNumber } = parcel;
    if (result?.ok) {
      await deps.orders.ship(orderId, admin, courier.name, result.parcel);
      results.set(orderId, {
        orderId,
        orderNumber,
        ok: true,
        parcel: answerOf(courier, result.parcel),
        message: null,
      });
      continue;
    }
    const error = result?.error ?? new CourierUnreachable(courier.name, 'no answer for this parcel');
    if (isSurelyNotBooked(error)) await deps.orders.release(orderId);
    else await deps.orders.lost(orderId);
    results.set(orderId, refusedResult(orderId, orderNumber, failureOf(courier, error)));
  }
  return { results: [...new Set(orderIds)].map((orderId) => results.get(orderId)!) };
}
