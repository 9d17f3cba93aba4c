import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.js';
import { orders } from '../db/schema/index.js';
import type { Courier } from '../features/couriers/courier.js';
import { createPathaoClient } from '../features/couriers/pathao-client.js';
import { createSteadfastClient } from '../features/couriers/steadfast-client.js';
import { createProduct } from './factories.js';
import { postOrderOk } from './order-requests.js';
import { type PathaoStandIn, startPathaoStandIn } from './pathao-stand-in.js';
import { type SteadfastStandIn, startSteadfastStandIn } from './steadfast-stand-in.js';
import type { ShopUnderTest } from './use-test-shop.js';

export type CourierName = 'Pathao' | 'Steadfast';

/**
 * The Pathao and Steadfast stand-ins for a describe block, started before its shop (call this
 * before useTestShop, and give the shop `settings()`), with the shop's own clients to book
 * parcels in them as a booking would.
 */
export function useCourierStandIns() {
  const started: { pathao?: PathaoStandIn; steadfast?: SteadfastStandIn } = {};
  const clients: Partial<Record<CourierName, Courier>> = {};
  beforeAll(async () => {
    started.pathao = await startPathaoStandIn();
    started.steadfast = await startSteadfastStandIn();
    const { couriers } = loadConfig(settings());
    clients.Pathao = createPathaoClient(couriers.pathao!);
    clients.Steadfast = createSteadfastClient(couriers.steadfast!);
  });
  afterAll(async () => {
    await started.pathao?.close();
    await started.steadfast?.close();
  });
  const settings = () => ({ ...started.pathao!.settings, ...started.steadfast!.settings });

  /**
   * A cash order of 3 parts (at 500 each, 10 in stock) booked with the courier and left as a
   * booking leaves it: shipped with the courier's consignment, heard of now.
   */
  async function shippedParcel(shop: ShopUnderTest, courier: CourierName) {
    const product = await createProduct(shop.app.db, { availableQty: 10, priceMinor: 500_00 });
    const order: Order = await postOrderOk(shop.app, shop.customer, {
      productId: product.id,
      quantity: 3,
      size: 'M',
      paymentMethod: 'cod',
      delivery: { name: 'Rahim Uddin', phone: '01712345678', district: 'Dhaka', address: 'House 7, Banani' },
    });
    const booked = await clients[courier]!.book({
      orderNumber: order.orderNumber,
      recipientName: 'Rahim Uddin',
      recipientPhone: '01712345678',
      recipientAddress: 'House 7, Banani',
      district: 'Dhaka',
      amountToCollectMinor: order.total * 100,
      weightGrams: 1500,
      itemQuantity: 3,
      itemDescription: 'Brake pads x3',
    });
    await shop.app.db
      .update(orders)
      .set({
        status: 'shipped',
        courier,
        trackingNumber: booked.trackingCode,
        consignmentId: booked.consignmentId,
        parcelCheckedAt: new Date(),
      })
      .where(eq(orders.id, order._id));
    return { order, productId: product.id, cid: booked.consignmentId };
  }

  return {
    get pathao() {
      return started.pathao!;
    },
    get steadfast() {
      return started.steadfast!;
    },
    settings,
    shippedParcel,
  };
}
