import type { Order } from '@chaka/contract';
import type { App } from '../app.js';
import type { products } from '../db/schema/index.js';
import type { Customer } from './app.js';
import { createProduct } from './factories.js';

/** A product straight in the catalogue table: $12.50 each, at least 2 per order, 20 in stock. */
export const createOrderableProduct = (app: App, fields: Partial<typeof products.$inferInsert> = {}) =>
  createProduct(app.db, { minOrderQty: 2, ...fields });

/** POST /api/orders as `customer`'s browser sends it. */
export function postOrder(app: App, customer: Customer, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...customer.headers }, payload });
}

/** POST /api/orders that must succeed: the order placed. */
export async function postOrderOk(
  app: App,
  customer: Customer,
  payload: Record<string, unknown>,
): Promise<Order> {
  const response = await postOrder(app, customer, payload);
  if (response.statusCode !== 200)
    throw new Error(`ordering failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
