import type { Order, Product } from '@chaka/contract';
import type { Customer, Injector } from '../src/test/app.js';
import type { Acknowledged } from './load.js';
import { call } from './shop-api.js';
import type { Storage } from './storage.js';

export class Broken extends Error {
  override name = 'Broken';
}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Broken(message);
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Orders whose quantity is off the shelf. Today a cancelled order is deleted, so every order still
 * there is live; when orders get statuses, a cancelled order stays and is no longer live here.
 */
export const isLiveOrder = (_order: Order) => true;

/**
 * The stock invariant: for every product, what is on the shelf plus what its live orders hold is
 * what there was at the start; and each order costs its quantity times the product's price.
 */
export function checkStock(initial: Map<string, Product>, products: Product[], orders: Order[]) {
  for (const product of products) {
    const start = initial.get(product._id);
    if (!start) continue;
    const live = orders.filter((order) => order.productId === product._id && isLiveOrder(order));
    const ordered = live.reduce((sum, order) => sum + order.quantity, 0);
    check(
      start.availableQty === product.availableQty + ordered,
      `stock of "${product.productName}": ${start.availableQty} at start, but ${product.availableQty} left + ${ordered} in ${live.length} live orders`,
    );
    for (const order of live) {
      check(
        toCents(order.price) === toCents(start.price) * order.quantity,
        `order ${order._id} costs ${order.price}, not ${order.quantity} x ${start.price}`,
      );
    }
  }
}

/** What the API shows after a restart agrees with every answer clients were given. */
export async function checkAfterRestart(
  server: Injector,
  admin: Customer,
  initial: Map<string, Product>,
  acknowledged: Acknowledged,
) {
  const health = await call<{ db: string }>(server, 'GET', '/api/health');
  check(health.status === 200 && health.json.db === 'up', `health after restart: ${health.text}`);
  const orders = (await call<Order[]>(server, 'GET', '/api/orders', { who: admin })).json;
  const products = (await call<Product[]>(server, 'GET', '/api/services')).json;
  const byId = new Map(orders.map((order) => [order._id, order]));

  for (const [id, order] of acknowledged.orders) {
    if (acknowledged.cancelled.has(id)) {
      check(!byId.has(id), `order ${id} was cancelled (200) but exists after the restart`);
    } else if (byId.has(id)) {
      check(byId.get(id)?.quantity === order.quantity, `order ${id} changed its quantity`);
    } else {
      // Gone is right only when a cancel of it was sent and not refused: one cut off by the kill
      // may have committed before the process died.
      check(acknowledged.cancelling.has(id), `order ${id} was placed (200) but is gone after the restart`);
    }
  }
  for (const [id, transactionId] of acknowledged.paid) {
    const order = byId.get(id);
    check(order?.paid === true, `order ${id} was paid (200) but is not paid after the restart`);
    check(order.transactionId === transactionId, `order ${id} lost its transaction id`);
  }
  checkStock(initial, products, orders);
  return { orders: orders.length, paid: orders.filter((order) => order.paid).length };
}

/** Orders and payments as stored: nothing half-written. Each statement lists what breaks a rule. */
const STORED_RULES: Array<[string, string]> = [
  [
    'paid orders without a succeeded payment of their transaction id',
    `select o.id from orders o where o.paid and not exists (select 1 from payments p
       where p.order_id = o.id and p.intent_id = o.transaction_id and p.status = 'succeeded')`,
  ],
  ['paid orders without a transaction id', 'select id from orders where paid and transaction_id is null'],
  [
    'unpaid orders with a transaction id',
    'select id from orders where not paid and transaction_id is not null',
  ],
  [
    'payments that name a missing order',
    `select p.id from payments p where p.order_id is not null
       and not exists (select 1 from orders o where o.id = p.order_id)`,
  ],
  // A payment row outlives a cancelled order by design (decision 005), but a succeeded charge
  // never belongs to a cancelled order: cancelling refuses once the payment went through.
  [
    'succeeded payments of cancelled orders',
    `select id from payments where status = 'succeeded' and order_id is null`,
  ],
  [
    'payments of another amount than their order',
    'select p.id from payments p join orders o on o.id = p.order_id where p.amount_cents <> o.price_cents',
  ],
  [
    'orders with a quantity below 1 or a negative price',
    'select id from orders where quantity < 1 or price_cents < 0',
  ],
  ['products with negative stock', 'select id from products where available_qty < 0'],
];

export async function checkStoredRows(storage: Storage) {
  // One statement: on the embedded database every query opens the data afresh.
  const counts = await storage.query<{ rule: string; count: number }>(
    STORED_RULES.map(
      ([rule, statement]) =>
        `select '${rule}' as rule, (select count(*)::int from (${statement}) as broken) as count`,
    ).join(' union all '),
  );
  check(counts.length === STORED_RULES.length, `${counts.length} stored rules checked`);
  for (const { rule, count } of counts) check(Number(count) === 0, `${count} ${rule}`);
}
