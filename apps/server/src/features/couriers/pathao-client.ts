import type { PathaoConfig } from '../../config.js';

import {
  type BookedParcel,
  type BookingResult,
  type Courier,
  CourierRefused,
  CourierUnreachable,
  courierRequest,
  minorToTaka,
  type ParcelRequest,
  type ParcelState,
  type ParcelStateName,
  takaToMinor,
} from './courier.js';
import { PathaoToken } from './pathao-token.js';
import { courierPhone } from './phone.js';

const API = '/aladdin/api/v1';
/** Pathao's codes: 48 is normal delivery, 2 a parcel (1 would be a document). */
const NORMAL_DELIVERY = 48;
const PARCEL = 2;

/** The weight Pathao takes, in kg: at least 0.5, at most 10 (a heavier parcel is booked as 10). */
export const pathaoWeightKg = (grams: number) => Math.min(10, Math.max(0.5, Math.round(grams / 100) / 10));

/** Pathao's order statuses (its `order_status`, spaces or underscores) in the shop's words. */
const STATES: Record<string, ParcelStateName> = {
  pending: 'pending',
  pickup_requested: 'pending',
  assigned_for_pickup: 'pending',
  pickup_failed: 'pending',
  picked: 'picked',
  in_transit: 'in_transit',
  at_the_sorting_hub: 'in_transit',
  received_at_last_mile_hub: 'in_transit',
  assigned_for_delivery: 'in_transit',
  on_hold: 'in_transit',
  delivered: 'delivered',
  partial_delivery: 'partial_delivered',
  delivery_failed: 'delivery_failed',
  return: 'returned',
  returned: 'returned',
  paid_return: 'returned',
  pickup_cancelled: 'cancelled',
  cancelled: 'cancelled',
};
const stateOf = (raw: string): ParcelStateName =>
  STATES[
    raw
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ] ?? 'unknown';

/** Pathao's own words for a refusal: its message, with the first field error when it gives them. */
function refusalOf(body: Record<string, unknown>, status: number): string {
  const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors) : [];
  const first = errors.flat().find((entry): entry is string => typeof entry === 'string');
  return first ? `${message}: ${first}` : message;
}

/**
 * Pathao's merchant API (developer docs at merchant.pathao.com/courier/developer-api). Recipient
 * city and zone are left out of a booking: Pathao works them out from the address, to which the
 * shop adds the district.
 */
export function createPathaoClient(
  config: PathaoConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Courier {
  const token = new PathaoToken(config, fetchImpl, now);

  /** A call with the token; one that Pathao answers 401 is made once more with a new token. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    for (let attempt = 0; ; attempt += 1) {
      const access = await token.get();
      const answer = await courierRequest(
        'Pathao',
        `${config.apiUrl}${API}${path}`,
        { method, headers: { authorization: `Bearer ${access}` }, body },
        fetchImpl,
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      token.forget(access);
    }
  }

  const weightOf = (parcel: ParcelRequest) => pathaoWeightKg(parcel.weightGrams);

  async function book(parcel: ParcelRequest): Promise<BookedParcel> {
    const { status, body } = await call('POST', '/orders', {
      store_id: config.storeId,
      merchant_order_id: parcel.orderNumber,
      recipient_name: parcel.recipientName,
      recipient_phone: courierPhone(parcel.recipientPhone),
      recipient_address: `${parcel.recipientAddress}, ${parcel.district}`,
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL,
      item_quantity: parcel.itemQuantity,
      item_weight: weightOf(parcel),
      item_description: parcel.itemDescription,
      amount_to_collect: minorToTaka(parcel.amountToCollectMinor),
    });
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (status >= 400) throw new CourierRefused('Pathao', refusalOf(body, status));
    if (typeof data.consignment_id !== 'string' || !data.consignment_id)
      throw new CourierUnreachable('Pathao', 'the answer names no consignment');
    // Customers track a Pathao parcel by its consignment id.
    return {
      consignmentId: data.consignment_id,
      trackingCode: data.consignment_id,
      deliveryFeeMinor: takaToMinor(data.delivery_fee),
    };
  }

  return {
    key: 'pathao',
    name: 'Pathao',
    book,
    async bookMany(parcels) {
      const results: BookingResult[] = [];
      for (const parcel of parcels) {
        try {
          results.push({ ok: true, parcel: await book(parcel) });
        } catch (error) {
          if (!(error instanceof CourierRefused || error instanceof CourierUnreachable)) throw error;
          results.push({ ok: false, error });
        }
      }
      return results;
    },
    // Pathao's API has no lookup by merchant order id: after a lost answer the shop cannot tell
    // whether the parcel exists, so it never books that order again on its own.
    findByOrderNumber: async () => ({ found: true, parcel: null }),
    async status(consignmentId): Promise<ParcelState> {
      const { status, body } = await call('GET', `/orders/${encodeURIComponent(consignmentId)}/info`);
      if (status >= 400) throw new CourierRefused('Pathao', refusalOf(body, status));
      const data = (body.data ?? {}) as Record<string, unknown>;
      const raw = typeof data.order_status === 'string' ? data.order_status : 'unknown';
      return { status: stateOf(raw), collectedMinor: takaToMinor(data.collected_amount), raw };
    },
    async quote(parcel) {
      try {
        const { status, body } = await call('POST', '/merchant/price-plan', {
          store_id: config.storeId,
          item_type: PARCEL,
          delivery_type: NORMAL_DELIVERY,
          item_weight: weightOf(parcel),
        });
        const data = (body.data ?? {}) as Record<string, unknown>;
        return status === 200 ? takaToMinor(data.final_price ?? data.price) : null;
      } catch (error) {
        if (error instanceof CourierRefused || error instanceof CourierUnreachable) return null;
        throw error;
      }
    },
  };
}
