import { randomBytes } from 'node:crypto';
import {
  type CourierCall,
  nextSerial,
  type StandInReply,
  startStandInServer,
} from './courier-stand-in-kit.js';
import type { Injector } from './injector.js';
import { steadfastReturnRequests } from './steadfast-return-requests.js';

/** The merchant's keys the stand-in accepts, as the shop's settings name them. */
export const STEADFAST_TEST_SETTINGS = {
  STEADFAST_API_KEY: 'sf-api-key-for-tests',
  STEADFAST_SECRET_KEY: 'sf-secret-key-for-tests',
  STEADFAST_WEBHOOK_TOKEN: 'steadfast-webhook-token-for-tests',
} as const;

/** A consignment Steadfast holds. */
export interface SteadfastParcel {
  consignmentId: number;
  trackingCode: string;
  invoice: string;
  /** The order as the shop sent it (invoice, recipient_*, cod_amount, note, ...). */
  order: Record<string, unknown>;
  /** Steadfast's delivery_status (in_review, pending, delivered, partial_delivered, cancelled, ...). */
  status: string;
  /** What the rider collected, in taka, once delivered. */
  codCollected: number | null;
}

type Fields = Record<string, unknown>;
const isParcel = (booked: SteadfastParcel | Record<string, string[]>): booked is SteadfastParcel =>
  'consignmentId' in booked;

/** What Steadfast checks of an order, with its sentences; the invoice must be unique. */
function orderErrors(order: Fields, taken: (invoice: string) => boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, valid: boolean, message: string) => {
    if (!valid) errors[field] = [message];
  };
  const invoice = String(order.invoice ?? '');
  need('invoice', /^[\w-]{1,100}$/.test(invoice), 'The invoice field is required.');
  if (!errors.invoice) need('invoice', !taken(invoice), 'The invoice has already been taken.');
  need(
    'recipient_name',
    typeof order.recipient_name === 'string' &&
      order.recipient_name.length > 0 &&
      order.recipient_name.length <= 100,
    'The recipient name field is required.',
  );
  need(
    'recipient_phone',
    /^\d{11}$/.test(String(order.recipient_phone ?? '')),
    'The recipient phone must be 11 digits.',
  );
  need(
    'recipient_address',
    typeof order.recipient_address === 'string' &&
      order.recipient_address.length > 0 &&
      order.recipient_address.length <= 250,
    'The recipient address field is required.',
  );
  need(
    'cod_amount',
    typeof order.cod_amount === 'number' && order.cod_amount >= 0,
    'The cod amount must be at least 0.',
  );
  return errors;
}

/**
 * A local HTTP server standing in for Steadfast's API (portal.packzy.com/api/v1): Api-Key and
 * Secret-Key on every request, create_order with Steadfast's checks, bulk-order, the status by
 * consignment id and by invoice, return requests (steadfast-return-requests.ts), and what a test
 * needs besides: moving a parcel along, losing the answer of the next booking, counting calls, and
 * sending the shop Steadfast's webhooks.
 */
export async function startSteadfastStandIn() {
  const parcels = new Map<number, SteadfastParcel>();
  const byInvoice = (invoice: string) => [...parcels.values()].find((entry) => entry.invoice === invoice);
  const returns = steadfastReturnRequests(() => parcels.values());

  function book(order: Fields): SteadfastParcel | Record<string, string[]> {
    const errors = orderErrors(order, (invoice) => byInvoice(invoice) !== undefined);
    if (Object.keys(errors).length > 0) return errors;
    const consignmentId = 1_424_000 + nextSerial();
    const parcel: SteadfastParcel = {
      consignmentId,
      trackingCode: randomBytes(4).toString('hex').toUpperCase(),
      invoice: String(order.invoice),
      order,
      status: 'in_review',
      codCollected: null,
    };
    parcels.set(consignmentId, parcel);
    return parcel;
  }

  const consignmentOf = (parcel: SteadfastParcel) => ({
    consignment_id: parcel.consignmentId,
    invoice: parcel.invoice,
    tracking_code: parcel.trackingCode,
    recipient_name: parcel.order.recipient_name,
    recipient_phone: parcel.order.recipient_phone,
    recipient_address: parcel.order.recipient_address,
    cod_amount: parcel.order.cod_amount,
    status: parcel.status,
    note: parcel.order.note ?? null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });

  function handle(call: CourierCall): StandInReply {
    if (
      call.headers['api-key'] !== STEADFAST_TEST_SETTINGS.STEADFAST_API_KEY ||
      call.headers['secret-key'] !== STEADFAST_TEST_SETTINGS.STEADFAST_SECRET_KEY
    )
      return { status: 401, body: { status: 401, message: 'Unauthorized' } };
    const body = (call.body ?? {}) as Fields;
    if (call.method === 'POST' && call.path === '/create_order') {
      const booked = book(body);
      if (!isParcel(booked)) return { status: 422, body: { status: 422, errors: booked } };
      return {
        status: 200,
        body: {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: consignmentOf(booked),
        },
      };
    }
    if (call.method === 'POST' && call.path === '/create_order/bulk-order') {
      const data = typeof body.data === 'string' ? (JSON.parse(body.data) as unknown) : body.data;
      if (!Array.isArray(data) || data.length > 500)
        return { status: 422, body: { status: 422, errors: { data: ['At most 500 orders are allowed.'] } } };
      const answer = data.map((order: Fields) => {
        const booked = book(order);
        const ok = isParcel(booked);
        return {
          invoice: order.invoice,
          recipient_name: order.recipient_name,
          recipient_address: order.recipient_address,
          recipient_phone: order.recipient_phone,
          cod_amount: order.cod_amount,
          note: order.note ?? null,
          consignment_id: isParcel(booked) ? booked.consignmentId : null,
          tracking_code: isParcel(booked) ? booked.trackingCode : null,
          status: ok ? 'success' : 'error',
        };
      });
      return { status: 200, body: answer };
    }
    const returned = returns.handle(call, body);
    if (returned) return returned;
    const byCid = call.path.match(/^\/status_by_cid\/(\d+)$/);
    const byInv = call.path.match(/^\/status_by_invoice\/([^/]+)$/);
    if (call.method === 'GET' && (byCid || byInv)) {
      const parcel = byCid ? parcels.get(Number(byCid[1])) : byInvoice(decodeURIComponent(byInv![1]!));
      if (!parcel) return { status: 404, body: { status: 404, message: 'Consignment not found.' } };
      return { status: 200, body: { status: 200, delivery_status: parcel.status } };
    }
    return { status: 404, body: { status: 404, message: 'Not Found' } };
  }

  const server = await startStandInServer(handle);
  const parcel = (consignmentId: string | number) => {
    const found = parcels.get(Number(consignmentId));
    if (!found) throw new Error(`Steadfast stand-in: no consignment ${consignmentId}`);
    return found;
  };

  return {
    ...server,
    /** The settings that point the shop at this stand-in. */
    settings: { STEADFAST_API_URL: server.url, ...STEADFAST_TEST_SETTINGS } as Record<string, string>,
    parcels,
    parcelOf: byInvoice,
    /** Books the next order, and closes the connection before answering (the answer is lost). */
    dropNextCreate: () => server.dropNext('/create_order'),
    setStatus(consignmentId: string | number, status: string) {
      parcel(consignmentId).status = status;
    },
    markPicked(consignmentId: string | number) {
      parcel(consignmentId).status = 'pending';
    },
    markInTransit(consignmentId: string | number) {
      parcel(consignmentId).status = 'hold';
    },
    /** Delivered, with the cash collected in taka (the whole cod_amount unless told). */
    markDelivered(consignmentId: string | number, collected?: number) {
      const found = parcel(consignmentId);
      const all = Number(found.order.cod_amount);
      found.codCollected = collected ?? all;
      found.status = found.codCollected < all ? 'partial_delivered' : 'delivered';
    },
    returnRequests: returns.requests,
    setReturnStatus: returns.setStatus,
    /** A consignment for `invoice`, booked and delivered (a return pickup is asked for one). */
    deliveredParcel(invoice: string): SteadfastParcel {
      const booked = book({
        invoice,
        recipient_name: 'Rahim Uddin',
        recipient_phone: '01712345678',
        recipient_address: 'House 7, Road 2, Banani, Dhaka',
        cod_amount: 0,
      });
      if (!isParcel(booked)) throw new Error(`Steadfast stand-in: ${JSON.stringify(booked)}`);
      return Object.assign(booked, { status: 'delivered' });
    },
    markReturned(consignmentId: string | number) {
      parcel(consignmentId).status = 'cancelled';
    },
    /**
     * Steadfast's webhook, as it posts it to the shop: Bearer STEADFAST_WEBHOOK_TOKEN (or `token`,
     * to test a wrong one); `notification_type` delivery_status (with `status`, `cod_amount`) or tracking_update.
     */
    webhookRequest(consignmentId: string | number, fields: Fields = {}, token?: string) {
      const found = parcels.get(Number(consignmentId));
      const type = (fields.notification_type as string | undefined) ?? 'delivery_status';
      return {
        method: 'POST' as const,
        url: '/api/couriers/steadfast/webhook',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token ?? STEADFAST_TEST_SETTINGS.STEADFAST_WEBHOOK_TOKEN}`,
        },
        payload: {
          notification_type: type,
          consignment_id: Number(consignmentId),
          invoice: found?.invoice ?? null,
          ...(type === 'delivery_status'
            ? {
                status: found?.status ?? 'pending',
                cod_amount: found?.codCollected ?? 0,
                delivery_charge: 60,
              }
            : {}),
          tracking_message: 'Your parcel is on its way',
          updated_at: new Date().toISOString(),
          ...fields,
        },
      };
    },
    sendWebhook(shop: Injector, consignmentId: string | number, fields: Fields = {}, token?: string) {
      return shop.inject(this.webhookRequest(consignmentId, fields, token));
    },
  };
}

export type SteadfastStandIn = Awaited<ReturnType<typeof startSteadfastStandIn>>;
