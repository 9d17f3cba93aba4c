import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import { promotions } from '../db/schema/index.js';
import type { Customer } from './app.js';
import type { RequestBuilder } from './route-table.js';
import type { Scene } from './scene.js';

/** A code no other promotion of the run has. */
export const freshCode = (prefix = 'EID') => `${prefix}${randomUUID().slice(0, 8)}`.toUpperCase();

/** A 10% code straight in the table. */
export async function storedPromotion(scene: Pick<Scene, 'app'>) {
  const [row] = await scene.app.db
    .insert(promotions)
    .values({ code: freshCode(), kind: 'percent', value: 10 })
    .returning();
  return row!;
}

/** The requests of the promotion routes (issue 37) for test/route-table.ts. */
export const PROMOTION_REQUESTS = {
  cartQuote: {
    request: async (scene) => ({
      payload: {
        items: [{ productId: (await scene.product()).id, quantity: '1', size: 'M' }],
        code: (await storedPromotion(scene)).code,
      },
    }),
  },
  listPromotions: { request: async () => ({}) },
  createPromotion: {
    request: async () => ({ payload: { code: freshCode(), kind: 'percent', value: 10 } }),
  },
  updatePromotion: {
    request: async (scene) => ({
      params: { id: (await storedPromotion(scene)).id },
      payload: { endNow: true },
    }),
  },
} satisfies Record<string, RequestBuilder>;

/** POST /api/admin/promotions as the admin, with a fresh code unless the body gives one or is automatic. */
export function createPromotionAs(app: App, admin: Customer, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin.headers,
    payload: body.automatic ? body : { code: freshCode(), ...body },
  });
}

/** POST /api/cart/quote as `customer`, to Sylhet. */
export function quoteAs(app: App, customer: Customer, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: customer.headers,
    payload: { delivery: { district: 'Sylhet' }, ...body },
  });
}

/** A cart line of `quantity` of a part in size M. */
export const lineOf = (product: { id: string }, quantity = 1, size = 'M') => ({
  productId: product.id,
  quantity,
  size,
});
