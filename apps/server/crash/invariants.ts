import {
  ORDER_STATUSES,
  type Order,
  type OrderDetail,
  type OrderStatus,
  type Product,
  type Return,
  toMinorUnits,
} from '@chaka/contract';
import type { Customer, Injector } from '../src/test/app.js';
import { check } from './check.js';
import { type Acknowledged, placedQuantities } from './load.js';
import { checkReturns, RETURN_STORED_RULES, returnedUnits } from './return-invariants.js';
import { call } from './shop-api.js';
import type { Storage } from './storage.js';

export { Broken, check } from './check.js';

/** Orders whose quantity is off the shelf: every one that is not cancelled. */
export const isLiveOrder = (order: Order) => order.status !== 'cancelled';

const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

/**
 * The stock invariant: for every product, what is on the shelf, plus what its live orders hold
 * less what received returns brought back, plus what those returns wrote off as damaged, is what
 * there was at the start (the units back in stock are on the shelf again); each ordered part costs
 * its quantity times the product's price, and each order's total is its subtotal and delivery fee.
 */
export function checkStock(
  initial: Map<string, Product>,
  products: Product[],
  orders: Order[],
  returns: Return[],
) {
  const returned = returnedUnits(returns);
  for (const order of orders) {
    check(
      toMinorUnits(order.total) === toMinorUnits(order.subtotal) + toMinorUnits(order.deliveryFee),
      `order ${order.orderNumber} totals ${order.total}, not ${order.subtotal} + ${order.deliveryFee}`,
    );
  }
  for (const product of products) {
    const start = initial.get(product._id);
    if (!start) continue;
    const live = orders.filter((order) => order.productId === product._id && isLiveOrder(order));
    const ordered = live.reduce((sum, order) => sum + order.quantity, 0);
    const { restocked, writtenOff } = returned.get(product._id) ?? { restocked: 0, writtenOff: 0 };
    const kept = ordered - restocked - writtenOff;
    check(
      start.availableQty === product.availableQty + kept + writtenOff,
      `stock of "${product.productName}": ${start.availableQty} at start, but ${product.availableQty} left + ${kept} kept by customers + ${writtenOff} written off (${ordered} in ${live.length} live orders, ${restocked} returned to stock)`,
    );
    for (const order of live) {
      check(
        toMinorUnits(order.price) === toMinorUnits(start.price) * order.quantity,
        `order ${order._id} costs ${order.price}, not ${order.quantity} x ${start.price}`,
      );
    }
  }
}

/**
 * Each order as the API shows it (its rows, one per line) agrees with what its clients were told
 * about it.
 */
function checkOrder(
  rows: Order[] | undefined,
  id: string,
  placed: Order | OrderDetail,
  acknowledged: Acknowledged,
) {
  const order = rows?.[0];
  check(order, `order ${id} was placed (200) but is gone after the restart: orders are never deleted`);
  const quantities = rows!.map((row) => row.quantity);
  check(
    quantities.join() === placedQuantities(placed).join(),
    `order ${id} changed its lines' quantities: ${placedQuantities(placed).join()} -> ${quantities.join()}`,
  );
  check(order.orderNumber === placed.orderNumber, `order ${id} changed its number`);
  if (acknowledged.cancelled.has(id)) {
    check(order.status === 'cancelled', `order ${id} was cancelled (200) but is ${order.status}`);
    return;
  }
  if (order.status === 'cancelled') {
    // Right only when a cancel of it was sent and not refused: one cut off by the kill may have
    // committed before the process died.
    check(acknowledged.cancelling.has(id), `order ${id} was never cancelled but is cancelled`);
    return;
  }
  const moved = acknowledged.moved.get(id) ?? 'placed';
  check(rank(order.status) >= rank(moved), `order ${id} was moved to ${moved} (200) but is ${order.status}`);
  if (order.paymentMethod === 'cod') {
    check(
      order.paid === (order.status === 'delivered'),
      `cash order ${id} is ${order.status}, paid ${order.paid}`,
    );
    if (order.paid)
      check(
        order.transactionId === `COD-${order.orderNumber}`,
        `cash order ${id} paid as ${order.transactionId}`,
      );
  }
  if (order.status === 'shipped' || order.status === 'delivered') {
    check(
      order.courier && order.trackingNumber && order.delivery,
      `order ${id} shipped without where or how`,
    );
  }
}

/** Every return, page after page (at most 200 a page). */
async function everyReturn(server: Injector, admin: Customer): Promise<Return[]> {
  const all: Return[] = [];
  for (let page = 1; ; page += 1) {
    const url = `/api/returns?status=all&limit=200&page=${page}`;
    const found = await call<Return[]>(server, 'GET', url, { who: admin });
    check(found.status === 200, `the returns after the restart: ${found.status} ${found.text}`);
    all.push(...found.json);
    if (found.json.length < 200) return all;
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
  const orders = (await call<Order[]>(server, 'GET', '/api/orders?status=all', { who: admin })).json;
  const products = (await call<Product[]>(server, 'GET', '/api/services')).json;
  const returns = await everyReturn(server, admin);
  // The list has a row per line; the rows of one order share its header (status, payment).
  const rowsById = new Map<string, Order[]>();
  for (const order of orders) rowsById.set(order._id, [...(rowsById.get(order._id) ?? []), order]);

  for (const [id, placed] of acknowledged.orders) checkOrder(rowsById.get(id), id, placed, acknowledged);
  for (const [id, transactionId] of acknowledged.paid) {
    for (const order of rowsById.get(id) ?? []) {
      check(order.paid === true, `order ${id} was paid (200) but is not paid after the restart`);
      check(order.transactionId === transactionId, `order ${id} lost its transaction id`);
    }
    check(rowsById.has(id), `order ${id} was paid (200) but is gone after the restart`);
  }
  checkReturns(returns, acknowledged);
  checkStock(initial, products, orders, returns);
  return {
    orders: orders.length,
    paid: orders.filter((order) => order.paid).length,
    cancelled: orders.filter((order) => order.status === 'cancelled').length,
    delivered: orders.filter((order) => order.status === 'delivered').length,
    returns: returns.length,
    received: returns.filter((found) => found.status === 'received').length,
    writtenOff: returns.filter((found) => found.damaged).length,
  };
}

/** Orders and payments as stored: nothing half-written. Each statement lists what breaks a rule. */
const STORED_RULES: Array<[string, string]> = [
  [
    'orders paid online without a succeeded payment of their transaction id',
    `select o.id from orders o where o.paid and o.payment_method = 'online' and not exists (select 1 from payments p
       where p.order_id = o.id and p.intent_id = o.transaction_id and p.status = 'succeeded')`,
  ],
  [
    'cash on delivery orders paid before delivery or under another transaction id',
    `select id from orders where payment_method = 'cod' and paid
       and (status <> 'delivered' or transaction_id <> 'COD-CP-' || order_number)`,
  ],
  [
    'delivered cash on delivery orders not paid',
    `select id from orders where payment_method = 'cod' and status = 'delivered' and not paid`,
  ],
  ['paid orders without a transaction id', 'select id from orders where paid and transaction_id is null'],
  [
    'unpaid orders with a transaction id',
    'select id from orders where not paid and transaction_id is not null',
  ],
  ['cancelled orders that are paid', `select id from orders where status = 'cancelled' and paid`],
  [
    'payments that name a missing order',
    `select p.id from payments p where p.order_id is not null
       and not exists (select 1 from orders o where o.id = p.order_id)`,
  ],
  // A succeeded charge never belongs to a cancelled order: cancelling refuses once the payment went
  // through, and a cancelled order is never charged.
  [
    'succeeded payments of cancelled orders',
    `select p.id from payments p left join orders o on o.id = p.order_id
       where p.status = 'succeeded' and (o.id is null or o.status = 'cancelled')`,
  ],
  [
    'payments of another amount than their order',
    'select p.id from payments p join orders o on o.id = p.order_id where p.amount_cents <> o.total_cents',
  ],
  [
    'orders without a line',
    'select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
  ],
  [
    'orders whose subtotal is not the sum of their lines',
    `select o.id from orders o where o.subtotal_cents <>
       (select coalesce(sum(l.price_cents), 0) from order_lines l where l.order_id = o.id)`,
  ],
  [
    'order lines with a quantity below 1 or a negative price',
    'select id from order_lines where quantity < 1 or price_cents < 0',
  ],
  [
    'orders whose status is missing from their timeline',
    `select o.id from orders o where not exists
       (select 1 from order_events e where e.order_id = o.id and e.status = o.status)`,
  ],
  [
    'orders shipped without courier, tracking number or delivery details',
    `select id from orders where status in ('shipped', 'delivered')
       and (courier is null or tracking_number is null or delivery_address is null)`,
  ],
  ['products with negative stock', 'select id from products where available_qty < 0'],
  ...RETURN_STORED_RULES,
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
