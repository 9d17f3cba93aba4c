import type { App } from '../app.js';
import type { Customer } from './app.js';
import type { Scene } from './scene.js';
import { SYLHET_DELIVERY } from './sslcommerz-shop.js';

/** POST /api/checkout as `customer`, to Sylhet and cash on delivery unless the payload says otherwise. */
export function checkout(app: App, customer: Pick<Customer, 'headers'>, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: { delivery: SYLHET_DELIVERY, paymentMethod: 'cod', ...payload },
  });
}

/** The requests of the kept cart and the checkout for test/route-table.ts. */
export const CART_REQUESTS = {
  myCart: { request: async () => ({}) },
  saveCart: {
    request: async (scene: Scene) => ({
      payload: { items: [{ productId: (await scene.product()).id, quantity: '2', size: 'M' }] },
    }),
  },
  // Two parts, cash on delivery to Sylhet.
  checkout: {
    request: async (scene: Scene) => ({
      payload: {
        items: [
          { productId: (await scene.product()).id, quantity: 2, size: 'L' },
          { productId: (await scene.product()).id, quantity: '1', size: 'M' },
        ],
        delivery: SYLHET_DELIVERY,
        paymentMethod: 'cod',
      },
    }),
  },
} as const;
