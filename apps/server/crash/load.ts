import {
  ORDER_STATUSES,
  type Order,
  type OrderDetail,
  type OrderStatus,
  type Product,
  RETURN_STATUSES,
  type Return,
  type ReturnStatus,
} from '@chaka/contract';
import type { Customer, Injector } from '../src/test/app.js';
import type { SeededRandom } from '../src/test/random.js';
import { call, pay } from './shop-api.js';

/** What clients were told: only answers that arrived count, and they must hold after any crash. */
export interface Acknowledged {
  /** A single order's answer (one line), or a checkout's with every line. */
  orders: Map<string, Order | OrderDetail>;
  cancelled: Set<string>;
  /** Cancels sent whose answer may never have come (the kill can land in between). */
  cancelling: Set<string>;
  /** Order id to the transaction id of its confirmed payment. */
  paid: Map<string, string>;
  /** Order id to the last status an admin's move of it was answered with. */
  moved: Map<string, OrderStatus>;
  /** Return id to the furthest status a request about it was answered with. */
  returns: Map<string, AcknowledgedReturn>;
  /** Delivered orders a return was asked for, answered or not (the load asks once per order). */
  returning: Set<string>;
}

export interface AcknowledgedReturn {
  orderId: string;
  status: ReturnStatus;
  /** Received as damaged (written off) or not; null until an answer said it was received. */
  damaged: boolean | null;
}

const SIZES = ['SM', 'M', 'L', 'XL'] as const;
const DISTRICTS = ['Dhaka', 'Sylhet', 'Chittagong', 'Rajshahi', 'Cumilla'] as const;
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: 'confirmed',
  confirmed: 'shipped',
  shipped: 'delivered',
};
const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
const RETURN_REASONS = ['wrong_fit', 'damaged', 'changed_mind'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delivery details the load sends, from its own random stream. */
const deliveryFrom = (own: SeededRandom) => ({
  name: 'Crash Test Customer',
  phone: `017${own.int(10_000_000, 99_999_999)}`,
  district: own.pick(DISTRICTS),
  address: `House ${own.int(1, 99)}, Road ${own.int(1, 20)}`,
});

const lineOf = (product: Product, own: SeededRandom) => ({
  productId: product._id,
  quantity: product.orderQty + own.int(0, 2),
  size: own.pick(SIZES),
});

/** An order body: a third cash on delivery, the rest online, most of them with delivery details. */
function orderBody(product: Product, own: SeededRandom) {
  const body: Record<string, unknown> = lineOf(product, own);
  const cod = own.int(0, 2) === 0;
  if (cod) body.paymentMethod = 'cod';
  if (cod || own.int(0, 3) > 0) body.delivery = deliveryFrom(own);
  return body;
}

/** A checkout of two to four lines (the same part twice now and then), half cash on delivery. */
function checkoutBody(products: Product[], own: SeededRandom) {
  const items = Array.from({ length: own.int(2, 4) }, () => lineOf(own.pick(products), own));
  return { items, delivery: deliveryFrom(own), paymentMethod: own.int(0, 1) === 0 ? 'cod' : 'online' };
}

/** The quantities of an order's lines, as the answer that placed it gave them. */
export const placedQuantities = (placed: Order | OrderDetail) =>
  'lines' in placed ? placed.lines.map((line) => line.quantity) : [placed.quantity];

/**
 * Customers order one part or check out several (cash on delivery or online), cancel and pay at
 * once, and send parts of delivered orders back; admins cancel and move orders on to confirmed,
 * shipped and delivered, and approve and receive returns (some damaged, written off), until `stop`
 * (or the server dies). Each actor draws from its own random stream: a seed replays the choices.
 */
export function driveLoad(
  server: Injector,
  customers: Customer[],
  admin: Customer,
  products: Product[],
  random: SeededRandom,
) {
  const acknowledged: Acknowledged = {
    orders: new Map(),
    cancelled: new Set(),
    cancelling: new Set(),
    paid: new Map(),
    moved: new Map(),
    returns: new Map(),
    returning: new Set(),
  };
  let running = true;
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => undefined);
  const statusOf = (id: string) => acknowledged.moved.get(id) ?? 'placed';
  const isCod = (id: string) => acknowledged.orders.get(id)?.paymentMethod === 'cod';
  /** Orders that may still be cancelled, as far as the answers tell. */
  const open = (ids: Iterable<string>) =>
    [...ids].filter(
      (id) =>
        !acknowledged.cancelled.has(id) &&
        !acknowledged.paid.has(id) &&
        ['placed', 'confirmed'].includes(statusOf(id)),
    );

  /** A cancel whose answer is recorded; false once the server no longer answers. */
  const cancel = async (who: Customer, id: string) => {
    acknowledged.cancelling.add(id);
    const cancelled = await quiet(call(server, 'DELETE', `/api/orders/${id}`, { who }));
    if (cancelled?.status === 200) acknowledged.cancelled.add(id);
    // Refused because it is paid or on its way: then no cancel of it can succeed, and it must stay.
    if (cancelled?.status === 409) acknowledged.cancelling.delete(id);
    return cancelled !== undefined;
  };

  /** The admin moves an order one status on; false once the server no longer answers. */
  const move = async (id: string, own: SeededRandom) => {
    const to = NEXT[statusOf(id)];
    if (!to) return true;
    const body: Record<string, unknown> = { status: to };
    if (to === 'shipped')
      Object.assign(body, { courier: 'Pathao', trackingNumber: `PT${own.int(1000, 9999)}` });
    const moved = await quiet(call<Order>(server, 'PATCH', `/api/orders/${id}/status`, { who: admin, body }));
    if (moved?.status === 200) acknowledged.moved.set(id, to);
    return moved !== undefined;
  };

  /** The answer of a return's request or move, kept when it is the furthest heard of. */
  const heard = (answer: Return) => {
    const known = acknowledged.returns.get(answer._id);
    if (known && RETURN_STATUSES.indexOf(known.status) >= RETURN_STATUSES.indexOf(answer.status)) return;
    acknowledged.returns.set(answer._id, {
      orderId: answer.orderId,
      status: answer.status,
      damaged: answer.damaged,
    });
  };

  /** One unit of a delivered order's first part goes back; false once the server no longer answers. */
  const returnPart = async (who: Customer, id: string, own: SeededRandom) => {
    const productId = acknowledged.orders.get(id)?.productId;
    if (!productId) return true;
    acknowledged.returning.add(id);
    const body = { lines: [{ productId, quantity: 1 }], reason: own.pick(RETURN_REASONS) };
    const opened = await quiet(call<Return>(server, 'POST', `/api/orders/${id}/returns`, { who, body }));
    if (opened?.status === 200) heard(opened.json);
    return opened !== undefined;
  };

  /** The admin approves a return, or receives one: back in stock, or a third written off as damaged. */
  const moveReturn = async (id: string, own: SeededRandom) => {
    const body =
      acknowledged.returns.get(id)?.status === 'requested'
        ? { status: 'approved' }
        : { status: 'received', damaged: own.int(0, 2) === 0 };
    const moved = await quiet(call<Return>(server, 'PATCH', `/api/returns/${id}`, { who: admin, body }));
    if (moved?.status === 200) heard(moved.json);
    return moved !== undefined;
  };

  const customerLoop = async (customer: Customer, own: SeededRandom) => {
    const mine: string[] = [];
    while (running) {
      // One order in four is a checkout of several parts, the rest a single part.
      const placed = await quiet(
        own.int(0, 3) === 0
          ? call<OrderDetail>(server, 'POST', '/api/checkout', {
              who: customer,
              body: checkoutBody(products, own),
            })
          : call<Order>(server, 'POST', '/api/orders', {
              who: customer,
              body: orderBody(own.pick(products), own),
            }),
      );
      if (!placed) break;
      if (placed.status === 200) {
        acknowledged.orders.set(placed.json._id, placed.json);
        mine.push(placed.json._id);
      }
      const roll = own.int(0, 9);
      const unpaid = open(mine);
      const online = unpaid.filter((id) => !isCod(id));
      if (roll < 3 && unpaid.length > 0) {
        if (!(await cancel(customer, own.pick(unpaid)))) break;
      } else if (roll < 7 && online.length > 0) {
        const id = own.pick(online);
        const paid = await quiet(pay(server, customer, id));
        if (paid?.step === 'confirm' && paid.status === 200) acknowledged.paid.set(id, paid.transactionId);
      } else {
        const delivered = mine.filter(
          (id) => statusOf(id) === 'delivered' && !acknowledged.returning.has(id),
        );
        if (delivered.length > 0 && !(await returnPart(customer, own.pick(delivered), own))) break;
      }
    }
  };

  const adminLoop = async (own: SeededRandom) => {
    while (running) {
      await sleep(20);
      const returns = [...acknowledged.returns]
        .filter(([, known]) => known.status === 'requested' || known.status === 'approved')
        .map(([id]) => id);
      if (returns.length > 0 && own.int(0, 2) === 0) {
        if (!(await moveReturn(own.pick(returns), own))) break;
        continue;
      }
      const live = [...acknowledged.orders.keys()].filter((id) => !acknowledged.cancelled.has(id));
      // Cash on delivery and paid orders can be fulfilled; unpaid online ones are only cancelled.
      const movable = live.filter(
        (id) => (isCod(id) || acknowledged.paid.has(id)) && NEXT[statusOf(id)] !== undefined,
      );
      const candidates = open(live);
      // Half the moves take the order furthest along, so some get all the way to delivered.
      const furthest = movable.sort((a, b) => rank(statusOf(b)) - rank(statusOf(a)))[0];
      const answered =
        own.int(0, 2) > 0 && furthest
          ? await move(own.int(0, 1) === 0 ? furthest : own.pick(movable), own)
          : candidates.length === 0 || (await cancel(admin, own.pick(candidates)));
      if (!answered) break;
    }
  };

  const done = Promise.all([
    ...customers.map((customer) => customerLoop(customer, random.fork())),
    // Two admins at work, so fulfilment keeps up with six customers.
    adminLoop(random.fork()),
    adminLoop(random.fork()),
  ]);
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}
