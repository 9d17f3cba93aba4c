import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app.js';
import { payments } from '../db/schema/index.js';
import { type Customer, TEST_ORIGIN } from './app.js';
import { createProduct } from './factories.js';
import { type SslcommerzGateway, startSslcommerzGateway } from './sslcommerz-gateway.js';
import { type ShopUnderTest, useTestShop } from './use-test-shop.js';

/** The shop's PUBLIC_URL: the gateway is told to send the customer and the IPN back under it. */
export const SHOP_PUBLIC_URL = TEST_ORIGIN;

export const SYLHET_DELIVERY = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Sylhet',
  address: 'House 12, Road 5, Zindabazar',
};

/**
 * For one test file: a shop with SSLCommerz pointed at the stand-in gateway, whose IPNs reach the
 * shop as form POSTs (through inject; `holdIpns` keeps them back, as a slow gateway would).
 */
export function useSslcommerzShop(env: Record<string, string> = {}) {
  const state = {} as {
    shop: ShopUnderTest;
    app: App;
    gateway: SslcommerzGateway;
    customer: Customer;
    other: Customer;
    admin: Customer;
  };
  const control = { holdIpns: false };

  // The gateway is up before the shop is built and closed after it (after hooks run in reverse).
  beforeAll(async () => {
    state.gateway = await startSslcommerzGateway({
      deliverIpn: async (url, fields) => {
        if (control.holdIpns) return 0;
        const response = await postForm(state.app, new URL(url).pathname, fields);
        return response.statusCode;
      },
    });
  });
  afterAll(() => state.gateway?.close());
  // Rahim Uddin, Karim Ahmed and Shop Admin.
  const shop = useTestShop(() => ({
    env: {
      PUBLIC_URL: SHOP_PUBLIC_URL,
      SSLCOMMERZ_STORE_ID: state.gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: state.gateway.storePassword,
      SSLCOMMERZ_API_URL: state.gateway.url,
      ...env,
    },
    customers: 2,
    admin: true,
  }));
  beforeAll(() => {
    state.shop = shop;
    state.app = shop.app;
    ({ customer: state.customer, other: state.other, admin: state.admin } = shop);
  });
  beforeEach(() => {
    state.gateway.resetKnobs();
    control.holdIpns = false;
  });

  return { state, control };
}

/** A form POST as the gateway (or a browser on its page) sends it. */
export function postForm(app: App, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** An order of two parts of `priceMinor` each, to Sylhet, placed through the API. */
export async function placeOrder(
  app: App,
  customer: Customer,
  { priceMinor = 61_725, paymentMethod = 'online', delivery = SYLHET_DELIVERY as object | null } = {},
): Promise<Order> {
  const { id } = await createProduct(app.db, { priceMinor, availableQty: 50, category: 'Brake Pads' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: { productId: id, quantity: 2, size: 'M', paymentMethod, ...(delivery ? { delivery } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`ordering failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const startSession = (app: App, customer: Customer, orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/session',
    headers: customer.headers,
    payload: { orderId },
  });

/** The order as its owner reads it. */
export const readOrder = async (app: App, customer: Customer, id: string): Promise<Order> =>
  (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();

/** The order's SSLCommerz attempts, oldest first. */
export const attemptsOf = async (app: App, orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
