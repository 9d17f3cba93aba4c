import { type Order, type OrderDetail, toMinorUnits } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orders } from '../db/schema/index.js';
import { createProduct } from './factories.js';
import { postOrderOk } from './order-requests.js';
import { type PathaoStandIn, startPathaoStandIn } from './pathao-stand-in.js';
import { verifyPhone } from './phones.js';
import { type SteadfastStandIn, startSteadfastStandIn } from './steadfast-stand-in.js';
import type { ShopUnderTest } from './use-test-shop.js';

export const PARCEL_DELIVERY = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Dhaka',
  address: 'House 7, Road 2, Banani',
};

/**
 * Both couriers' stand-ins for a describe block that books parcels: call before useTestShop and
 * give the shop `settings()` (a block without one courier leaves its settings out).
 */
export function useParcelStandIns() {
  const started: { pathao?: PathaoStandIn; steadfast?: SteadfastStandIn } = {};
  beforeAll(async () => {
    started.pathao = await startPathaoStandIn();
    started.steadfast = await startSteadfastStandIn();
  });
  afterAll(async () => {
    await started.pathao?.close();
    await started.steadfast?.close();
  });
  return {
    get pathao() {
      return started.pathao!;
    },
    get steadfast() {
      return started.steadfast!;
    },
    settings: () => ({ ...started.pathao!.settings, ...started.steadfast!.settings }),
  };
}

/** The shop's requests of a booking test: orders made ready to book, and the admin's calls. */
export function parcelRequests(shop: ShopUnderTest) {
  /**
   * A cash on delivery order of `quantity` brake pad sets (1.2 kg, 500 each), confirmed by the
   * admin; `paid` marks it paid as a collected payment would.
   */
  async function confirmedOrder({ quantity = 2, paid = false } = {}): Promise<Order> {
    // The customer verified the phone, so the order need not wait for it (issue 34).
    await verifyPhone(shop.app.db, shop.customer, PARCEL_DELIVERY.phone);
    const product = await createProduct(shop.app.db, {
      availableQty: 50,
      priceMinor: toMinorUnits(500),
      weightGrams: 1200,
    });
    const order = await postOrderOk(shop.app, shop.customer, {
      productId: product.id,
      quantity,
      size: 'M',
      paymentMethod: 'cod',
      delivery: PARCEL_DELIVERY,
    });
    const confirmed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: shop.admin.headers,
      payload: { status: 'confirmed' },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirming: ${confirmed.body}`);
    if (paid) await shop.app.db.update(orders).set({ paid: true }).where(eq(orders.id, order._id));
    return order;
  }

  const book = (orderId: string, courier: string, headers = shop.admin.headers) =>
    shop.app.inject({ method: 'POST', url: `/api/orders/${orderId}/parcel`, headers, payload: { courier } });

  const bookMany = (orderIds: string[], courier: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders/parcels',
      headers: shop.admin.headers,
      payload: { courier, orderIds },
    });

  const quote = (orderId: string, courier: string) =>
    shop.app.inject({
      url: `/api/orders/${orderId}/parcel/quote?courier=${courier}`,
      headers: shop.admin.headers,
    });

  const detail = async (orderId: string): Promise<OrderDetail> =>
    (await shop.app.inject({ url: `/api/order/${orderId}`, headers: shop.admin.headers })).json();

  const row = async (orderId: string) =>
    (await shop.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  const setDeliveryPhone = (orderId: string, phone: string) =>
    shop.app.db.update(orders).set({ deliveryPhone: phone }).where(eq(orders.id, orderId));

  return { confirmedOrder, book, bookMany, quote, detail, row, setDeliveryPhone };
}
