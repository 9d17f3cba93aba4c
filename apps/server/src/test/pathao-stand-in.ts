import { randomBytes } from 'node:crypto';
import {
  type CourierCall,
  nextSerial,
  type StandInReply,
  startStandInServer,
} from './courier-stand-in-kit.js';
import type { Injector } from './injector.js';
import { type Fields, ok, orderErrors, priceOf, refusal } from './pathao-stand-in-rules.js';

/** The merchant's credentials the stand-in accepts, as the shop's settings name them. */
export const PATHAO_TEST_SETTINGS = {
  PATHAO_CLIENT_ID: '7N1aMJQbWm',
  PATHAO_CLIENT_SECRET: 'wRcaibZkUdSNz2EI9ZyuXLlNrnAv0TdPUPXMnD39',
  PATHAO_USERNAME: 'owner@chaka.example',
  PATHAO_PASSWORD: 'lovePathao',
  PATHAO_STORE_ID: '148381',
  PATHAO_WEBHOOK_SECRET: 'pathao-webhook-secret-for-tests',
} as const;

/** A parcel Pathao holds. */
export interface PathaoParcel {
  consignmentId: string;
  /** The order as the shop sent it (store_id, merchant_order_id, recipient_*, item_*, amount_to_collect). */
  order: Record<string, unknown>;
  /** Pathao's status (`Pending`, `Picked`, `In_Transit`, `Delivered`, `Return`, ...). */
  status: string;
  deliveryFee: number;
  collectedAmount: number | null;
}

/**
 * A local HTTP server standing in for Pathao's merchant API (aladdin/api/v1): OAuth tokens with
 * the password and refresh_token grants and their expiry, orders with Pathao's checks and
 * refusals, order info, the price plan, and what a test needs besides: moving a parcel along,
 * losing the answer of the next booking, counting calls, and sending the shop Pathao's webhooks.
 */
export async function startPathaoStandIn(options: { tokenLifetimeSeconds?: number } = {}) {
  const storeId = Number(PATHAO_TEST_SETTINGS.PATHAO_STORE_ID);
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const parcels = new Map<string, PathaoParcel>();
  const knobs = { tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 432_000 };

  function issueToken(body: Fields): StandInReply {
    if (
      body.client_id !== PATHAO_TEST_SETTINGS.PATHAO_CLIENT_ID ||
      body.client_secret !== PATHAO_TEST_SETTINGS.PATHAO_CLIENT_SECRET
    )
      return refusal(401, 'Client authentication failed');
    if (body.grant_type === 'password') {
      if (
        body.username !== PATHAO_TEST_SETTINGS.PATHAO_USERNAME ||
        body.password !== PATHAO_TEST_SETTINGS.PATHAO_PASSWORD
      )
        return refusal(400, 'The user credentials were incorrect.');
    } else if (body.grant_type === 'refresh_token') {
      if (!refreshTokens.delete(String(body.refresh_token)))
        return refusal(401, 'The refresh token is invalid.');
    } else return refusal(400, 'The authorization grant type is not supported by the authorization server.');
    const access = `pat_${randomBytes(16).toString('hex')}`;
    const refresh = `ref_${randomBytes(16).toString('hex')}`;
    tokens.set(access, Date.now() + knobs.tokenLifetimeSeconds * 1000);
    refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: knobs.tokenLifetimeSeconds,
        access_token: access,
        refresh_token: refresh,
      },
    };
  }

  function createOrder(order: Fields): StandInReply {
    const errors = orderErrors(order, storeId);
    if (Object.keys(errors).length > 0) return refusal(422, 'Please fix the given errors', errors);
    const consignmentId = `DL${String(nextSerial()).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
    const deliveryFee = priceOf(Number(order.item_weight), String(order.recipient_address));
    parcels.set(consignmentId, {
      consignmentId,
      order,
      status: 'Pending',
      deliveryFee,
      collectedAmount: null,
    });
    return ok('Order Created Successfully', {
      consignment_id: consignmentId,
      merchant_order_id: order.merchant_order_id ?? null,
      order_status: 'Pending',
      delivery_fee: deliveryFee,
    });
  }

  function handle(call: CourierCall): StandInReply {
    const body = (call.body ?? {}) as Fields;
    if (call.method === 'POST' && call.path === '/aladdin/api/v1/issue-token') return issueToken(body);
    const bearer = String(call.headers.authorization ?? '').replace(/^Bearer /, '');
    const expiry = tokens.get(bearer);
    if (expiry === undefined || expiry <= Date.now()) return refusal(401, 'Unauthenticated.');
    if (call.method === 'POST' && call.path === '/aladdin/api/v1/orders') return createOrder(body);
    const info = call.path.match(/^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/);
    if (call.method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[1]!));
      if (!parcel) return refusal(404, 'Order not found');
      return ok('Order info', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.order.merchant_order_id ?? null,
        order_status: parcel.status,
        order_status_slug: parcel.status,
        updated_at: new Date().toISOString(),
        invoice_id: null,
        collected_amount: parcel.collectedAmount,
      });
    }
    if (call.method === 'POST' && call.path === '/aladdin/api/v1/merchant/price-plan') {
      const weight = Number(body.item_weight);
      if (body.store_id !== storeId || !(weight >= 0.5 && weight <= 10))
        return refusal(422, 'Please fix the given errors', {
          item_weight: ['The item weight must be between 0.5 and 10.'],
        });
      const price = priceOf(weight, 'Dhaka');
      return ok('price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    return refusal(404, 'no Route matched with those values');
  }

  const server = await startStandInServer(handle);
  const parcel = (consignmentId: string) => {
    const found = parcels.get(consignmentId);
    if (!found) throw new Error(`Pathao stand-in: no parcel ${consignmentId}`);
    return found;
  };
  /** The parcel booked for this order number (the last, if several). */
  const parcelOf = (orderNumber: string) =>
    [...parcels.values()].filter((entry) => entry.order.merchant_order_id === orderNumber).at(-1);

  return {
    ...server,
    /** The settings that point the shop at this stand-in. */
    settings: { PATHAO_API_URL: server.url, ...PATHAO_TEST_SETTINGS } as Record<string, string>,
    parcels,
    parcelOf,
    /** Tokens issued from now on last this long. */
    setTokenLifetime(seconds: number) {
      knobs.tokenLifetimeSeconds = seconds;
    },
    /** Books the next order, and closes the connection before answering (the answer is lost). */
    dropNextCreate: () => server.dropNext('/aladdin/api/v1/orders'),
    tokenCalls: (grant: 'password' | 'refresh_token') =>
      server.calls.filter(
        (call) => call.path.endsWith('/issue-token') && (call.body as Fields)?.grant_type === grant,
      ).length,
    setStatus(consignmentId: string, status: string) {
      parcel(consignmentId).status = status;
    },
    markPicked(consignmentId: string) {
      parcel(consignmentId).status = 'Picked';
    },
    markInTransit(consignmentId: string) {
      parcel(consignmentId).status = 'In_Transit';
    },
    /** Delivered, with the cash collected in taka (all that was to collect unless told). */
    markDelivered(consignmentId: string, collectedAmount?: number) {
      const found = parcel(consignmentId);
      found.status = 'Delivered';
      found.collectedAmount = collectedAmount ?? Number(found.order.amount_to_collect);
    },
    markReturned(consignmentId: string) {
      parcel(consignmentId).status = 'Return';
    },
    /**
     * Pathao's webhook for a parcel, as it posts it to the shop: `event` such as order.picked or
     * order.delivered, the shop's secret in X-PATHAO-Signature (or `secret` instead, to test a wrong one).
     */
    webhookRequest(consignmentId: string, event: string, extra: Fields = {}, secret?: string) {
      const found = parcels.get(consignmentId);
      return {
        method: 'POST' as const,
        url: '/api/couriers/pathao/webhook',
        headers: {
          'content-type': 'application/json',
          'x-pathao-signature': secret ?? PATHAO_TEST_SETTINGS.PATHAO_WEBHOOK_SECRET,
        },
        payload: {
          consignment_id: consignmentId,
          merchant_order_id: found?.order.merchant_order_id ?? null,
          store_id: storeId,
          event,
          updated_at: new Date().toISOString(),
          timestamp: new Date().toISOString(),
          ...(event === 'order.delivered' ? { collected_amount: found?.collectedAmount ?? 0 } : {}),
          ...extra,
        },
      };
    },
    sendWebhook(shop: Injector, consignmentId: string, event: string, extra: Fields = {}, secret?: string) {
      return shop.inject(this.webhookRequest(consignmentId, event, extra, secret));
    },
  };
}

export type PathaoStandIn = Awaited<ReturnType<typeof startPathaoStandIn>>;
