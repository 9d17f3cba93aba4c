import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { orders, products } from '../db/schema/index.js';
import type { TestShop } from './app.js';
import { shopState } from './db-state.js';
import type { RegisteredRoute } from './route-list.js';
import { routeKey } from './route-table.js';
import type { CallerName, Scene } from './scene.js';

/**
 * The fields each route's body schema takes, by route key, of the routes a fixture shop recorded
 * (`useTestShop({ routes: true, scene: true })` is the abuse tests' shop).
 */
export function bodyFieldsOf(routes: readonly RegisteredRoute[]): Map<string, string[]> {
  return new Map(
    routes.map((route) => [
      routeKey(route),
      Object.keys((route.schema.body as unknown as { shape?: object } | undefined)?.shape ?? {}),
    ]),
  );
}

/** What the abuse tests read and send, on the shop and scene `current` gives once they exist. */
export function abuseCalls(current: () => { shop: TestShop; scene: Scene }) {
  const db = () => current().shop.app.db;
  const stockOf = async (productId: string) =>
    (await db().select().from(products).where(eq(products.id, productId)))[0]!.availableQty;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const placeOrder = (payload: Record<string, unknown>, caller: CallerName = 'user') =>
    current().scene.send('POST', '/api/orders', { payload }, caller);
  /** Confirms the payment of `order` with `transactionId`, as its owner's client would. */
  const confirm = (order: Order, transactionId: string, caller: 'user' | 'other' = 'user') => {
    const { scene } = current();
    return scene.send(
      'PATCH',
      '/api/order/:id',
      {
        params: { id: order._id },
        payload: { transactionId, appointmentId: order._id, email: scene.customer(caller).email },
      },
      caller,
    );
  };
  /** The shop's tables, once the mails of earlier orders are sent (db-state.ts). */
  const state = () => shopState(current().shop.app);
  return { db, state, stockOf, orderRow, placeOrder, confirm };
}
