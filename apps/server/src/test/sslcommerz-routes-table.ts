import type { Order } from '@chaka/contract';
import { payments } from '../db/schema/index.js';
import type { RouteRequest, Scene } from './scene.js';
import { SYLHET_DELIVERY } from './sslcommerz-shop.js';

/** An unpaid online order of the scene's customer with delivery details: one that can be paid online. */
async function payableOrder(scene: Scene): Promise<Order> {
  const product = await scene.product();
  const response = await scene.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: scene.user.headers,
    payload: {
      productId: product.id,
      quantity: 2,
      size: 'M',
      paymentMethod: 'online',
      delivery: SYLHET_DELIVERY,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`ordering failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

let counter = 0;
/** What the gateway (or a browser coming back from it) posts, about a tran_id the shop never issued. */
const notification = (): RouteRequest => {
  counter += 1;
  return {
    payload: { tran_id: `CP-00000-unknown${counter}`, status: 'FAILED', error: 'Declined by the issuer' },
  };
};

/**
 * The requests of the SSLCommerz routes for test/route-table.ts. The test shops run SSLCommerz
 * against the stand-in gateway (test/app.ts), so a session opens for real.
 */
export const SSLCOMMERZ_REQUESTS = {
  sslcommerzSession: {
    names: ['orderId'],
    request: async (scene: Scene) => ({ payload: { orderId: (await payableOrder(scene))._id } }),
  },
  sslcommerzIpn: { request: async () => notification() },
  sslcommerzSuccess: { answers: 303, request: async () => notification() },
  sslcommerzFail: { answers: 303, request: async () => notification() },
  sslcommerzCancel: { answers: 303, request: async () => notification() },
  sslcommerzReview: { request: async () => ({}) },
  sslcommerzDecide: {
    // A payment held for a decision, fresh for each call.
    request: async (scene: Scene) => {
      const order = await payableOrder(scene);
      counter += 1;
      const tranId = `${order.orderNumber}-held${counter}`;
      await scene.app.db.insert(payments).values({
        orderId: order._id,
        provider: 'sslcommerz',
        intentId: tranId,
        amountMinor: Math.round(order.total * 100),
        currency: 'USD',
        status: 'requires_capture',
        riskLevel: 1,
      });
      return { params: { tranId }, payload: { approve: true } };
    },
  },
} as const;
