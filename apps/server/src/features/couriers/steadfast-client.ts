import type { SteadfastConfig } from '../../config.js';

import {
  type BookedParcel,
  type BookingResult,
  type Courier,
  CourierRefused,
  CourierUnreachable,
  courierRequest,
  minorToTaka,
  type ParcelRequest,
  type ParcelStateName,
  type ReturnPickup,
} from './courier.js';
import { courierPhone } from './phone.js';

/** Steadfast's delivery statuses (`delivery_status`) in the shop's words. */
const STATES: Record<string, ParcelStateName> = {
  pending: 'pending',
  in_review: 'pending',
  hold: 'in_transit',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partial_delivered',
  partial_delivered: 'partial_delivered',
  cancelled_approval_pending: 'cancelled',
  cancelled: 'cancelled',
  unknown_approval_pending: 'unknown',
  unknown: 'unknown',
};

/** Steadfast's words for a refusal: its message, or the first of its field errors. */
function refusalOf(body: Record<string, unknown>, status: number): string {
  const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors) : [];
  const first = errors.flat().find((entry): entry is string => typeof entry === 'string');
  if (first) return first;
  return typeof body.message === 'string' ? body.message : `HTTP ${status}`;
}

/** The parcel as Steadfast's create_order (and each item of its bulk-order) takes it. */
function orderBody(parcel: ParcelRequest) {
  return {
    invoice: parcel.orderNumber,
    recipient_name: parcel.recipientName.slice(0, 100),
    recipient_phone: courierPhone(parcel.recipientPhone),
    recipient_address: `${parcel.recipientAddress}, ${parcel.district}`.slice(0, 250),
    cod_amount: minorToTaka(parcel.amountToCollectMinor),
    note: `${parcel.itemQuantity} item(s), ${(parcel.weightGrams / 1000).toFixed(1)} kg`,
    item_description: parcel.itemDescription,
    total_lot: parcel.itemQuantity,
    delivery_type: 0,
  };
}

/** A consignment of Steadfast's answers; null when it names none. */
function bookedOf(consignment: Record<string, unknown> | undefined): BookedParcel | null {
  const id = consignment?.consignment_id;
  const code = consignment?.tracking_code;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof code !== 'string' || !code) return null;
  // Steadfast's create answers no charge; the shop learns it from the merchant panel's invoice.
  return { consignmentId: String(id), trackingCode: code, deliveryFeeMinor: null };
}

/** A return request of Steadfast's answers (itself, or wrapped in `data`); null when it names none. */
function pickupOf(body: Record<string, unknown>): ReturnPickup | null {
  const found = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  const id = found.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id) === '') return null;
  return { id: String(id), status: typeof found.status === 'string' ? found.status : 'pending' };
}

/** Steadfast's API (portal.packzy.com/api/v1), with the merchant's Api-Key and Secret-Key on each request. */
export function createSteadfastClient(config: SteadfastConfig, fetchImpl: typeof fetch = fetch): Courier {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    courierRequest(
      'Steadfast',
      `${config.apiUrl}${path}`,
      { method, headers: { 'Api-Key': config.apiKey, 'Secret-Key': config.secretKey }, body },
      fetchImpl,
    );

  return {
    key: 'steadfast',
    name: 'Steadfast',
    async book(parcel) {
      const { status, body } = await call('POST', '/create_order', orderBody(parcel));
      const booked = bookedOf(body.consignment as Record<string, unknown> | undefined);
      if (status === 200 && body.status === 200 && booked) return booked;
      if (status >= 400 || (typeof body.status === 'number' && body.status >= 400))
        throw new CourierRefused('Steadfast', refusalOf(body, status));
      throw new CourierUnreachable('Steadfast', 'the answer names no consignment');
    },
    async bookMany(parcels) {
      const { status, body } = await call('POST', '/create_order/bulk-order', {
        data: parcels.map(orderBody),
      });
      // The answer is a list, one item per parcel with its invoice (some versions wrap it in `data`).
      const raw = body as unknown;
      const items = (Array.isArray(raw) ? raw : Array.isArray(body.data) ? body.data : []) as Array<
        Record<string, unknown>
      >;
      if (status >= 400) {
        const refused = new CourierRefused('Steadfast', refusalOf(body, status));
        return parcels.map(() => ({ ok: false, error: refused }));
      }
      return parcels.map((parcel): BookingResult => {
        const item = items.find((entry) => entry.invoice === parcel.orderNumber);
        const booked = item?.status === 'success' ? bookedOf(item) : null;
        if (booked) return { ok: true, parcel: booked };
        if (!item)
          return { ok: false, error: new CourierUnreachable('Steadfast', 'no answer for this parcel') };
        // Its bulk answer marks a refused item `error` without saying why.
        const message =
          typeof item.error === 'string'
            ? item.error
            : 'this parcel was not accepted (check its phone number, 11 digits, and its address)';
        return { ok: false, error: new CourierRefused('Steadfast', message) };
      });
    },
    async findByOrderNumber(orderNumber) {
      const { status, body } = await call('GET', `/status_by_invoice/${encodeURIComponent(orderNumber)}`);
      // Steadfast answers only the parcel's status, not its consignment: the shop cannot ship with it.
      if (status === 200 && body.status === 200 && typeof body.delivery_status === 'string')
        return { found: true, parcel: null };
      return { found: false };
    },
    async status(consignmentId) {
      const { status, body } = await call('GET', `/status_by_cid/${encodeURIComponent(consignmentId)}`);
      if (status >= 400 || typeof body.delivery_status !== 'string')
        throw new CourierRefused('Steadfast', refusalOf(body, status));
      const raw = body.delivery_status;
      // The status API does not say what was collected; its webhook does (cod_amount).
      return { status: STATES[raw] ?? 'unknown', collectedMinor: null, raw };
    },
    // Steadfast publishes no price API: its charges are its rate card.
    quote: async () => null,
    async requestReturn({ consignmentId, reason }) {
      const consignment = /^\d+$/.test(consignmentId) ? Number(consignmentId) : consignmentId;
      const { status, body } = await call('POST', '/create_return_request', {
        consignment_id: consignment,
        reason: reason.slice(0, 250),
      });
      const pickup = pickupOf(body);
      if (status < 300 && pickup) return pickup;
      if (status >= 400 || (typeof body.status === 'number' && body.status >= 400))
        throw new CourierRefused('Steadfast', refusalOf(body, status));
      throw new CourierUnreachable('Steadfast', 'the answer names no return request');
    },
    async returnPickup(id) {
      const { status, body } = await call('GET', `/get_return_request/${encodeURIComponent(id)}`);
      const pickup = pickupOf(body);
      if (status < 300 && pickup) return pickup;
      throw new CourierRefused('Steadfast', refusalOf(body, status));
    },
  };
}
