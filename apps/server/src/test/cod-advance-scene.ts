import { type Order, type OrderDetail, toMinorUnits } from '@chaka/contract';
import { afterAll, beforeAll } from 'vitest';
import type { Customer } from './app.js';
import { createProduct } from './factories.js';
import { postOrderOk } from './order-requests.js';
import { PARCEL_DELIVERY, useParcelStandIns } from './parcel-booking-scene.js';
import { customersVerified } from './phones.js';
import { type SslcommerzGateway, startSslcommerzGateway } from './sslcommerz-gateway.js';
import { postForm, SHOP_PUBLIC_URL } from './sslcommerz-shop.js';
import { type ShopUnderTest, useTestShop } from './use-test-shop.js';

/** A second phone of the shop's customers, the one with a record in the risky tests. */
export const OTHER_PHONE = '01812-345678';

/**
 * For one describe block (issue 34, COD_ADVANCE): a taka shop with these settings, SSLCommerz
 * pointed at the stand-in gateway (its IPNs reach the shop), both couriers' stand-ins, and two
 * customers who verified both phones (their cash orders wait for nothing but the advance).
 */
export function useCodAdvanceShop(env: Record<string, string>) {
  const couriers = useParcelStandIns();
  let gateway: SslcommerzGateway | undefined;
  beforeAll(async () => {
    gateway = await startSslcommerzGateway({
      deliverIpn: async (url, fields) => (await postForm(shop.app, new URL(url).pathname, fields)).statusCode,
    });
  });
  afterAll(() => gateway?.close());
  const shop: ShopUnderTest = useTestShop(() => ({
    env: {
      PUBLIC_URL: SHOP_PUBLIC_URL,
      SSLCOMMERZ_STORE_ID: gateway!.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway!.storePassword,
      SSLCOMMERZ_API_URL: gateway!.url,
      SHOP_CURRENCY: 'BDT',
      ...couriers.settings(),
      ...env,
    },
    customers: 2,
    admin: true,
    prepare: customersVerified(PARCEL_DELIVERY.phone, OTHER_PHONE),
  }));

  /** A cash order of two parts of `each` taka, to Banani in Dhaka (60 taka delivery) by default. */
  async function placeCashOrder({
    each = 500,
    phone = PARCEL_DELIVERY.phone,
    who = shop.customer as Customer,
    paymentMethod = 'cod',
  } = {}): Promise<Order> {
    const product = await createProduct(shop.app.db, { availableQty: 50, priceMinor: toMinorUnits(each) });
    return postOrderOk(shop.app, who, {
      productId: product.id,
      quantity: 2,
      size: 'M',
      paymentMethod,
      delivery: { ...PARCEL_DELIVERY, phone },
    });
  }

  const startSession = (orderId: string, who: Customer = shop.customer) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      headers: who.headers,
      payload: { orderId },
    });

  /** The customer pays on the gateway's page what the session asks (bKash), and is sent back. */
  async function payOnline(orderId: string) {
    const started = await startSession(orderId);
    if (started.statusCode !== 200) throw new Error(`session: ${started.statusCode} ${started.body}`);
    return gateway!.completePayment(started.json().url, { method: 'bkash', outcome: 'pay' });
  }

  const move = (orderId: string, payload: Record<string, unknown>) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: shop.admin.headers,
      payload,
    });

  const detail = async (orderId: string, who: Customer = shop.customer): Promise<OrderDetail> =>
    (await shop.app.inject({ url: `/api/order/${orderId}`, headers: who.headers })).json();

  return {
    shop,
    couriers,
    gateway: () => gateway!,
    placeCashOrder,
    startSession,
    payOnline,
    move,
    detail,
  };
}
