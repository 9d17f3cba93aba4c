import type { Order, Product } from '@chaka/contract';
import type { Customer, Injector } from '../src/test/app.js';
import type { SeededRandom } from '../src/test/random.js';
import { call, pay } from './shop-api.js';

/** What clients were told: only answers that arrived count, and they must hold after any crash. */
export interface Acknowledged {
  orders: Map<string, Order>;
  cancelled: Set<string>;
  /** Cancels sent whose answer may never have come (the kill can land in between). */
  cancelling: Set<string>;
  /** Order id to the transaction id of its confirmed payment. */
  paid: Map<string, string>;
}

const SIZES = ['SM', 'M', 'L', 'XL'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Customers order, cancel and pay at once, and an admin cancels too, until `stop` (or the server
 * dies). Each actor draws from a random stream of its own, so a seed replays the same choices.
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
  };
  let running = true;
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => undefined);
  const open = (ids: Iterable<string>) =>
    [...ids].filter((id) => !acknowledged.cancelled.has(id) && !acknowledged.paid.has(id));

  /** A cancel whose answer is recorded; false once the server no longer answers. */
  const cancel = async (who: Customer, id: string) => {
    acknowledged.cancelling.add(id);
    const cancelled = await quiet(call(server, 'DELETE', `/api/orders/${id}`, { who }));
    if (cancelled?.status === 200) acknowledged.cancelled.add(id);
    // Refused because it is paid: then no cancel of it can succeed, and it must stay.
    if (cancelled?.status === 409) acknowledged.cancelling.delete(id);
    return cancelled !== undefined;
  };

  const customerLoop = async (customer: Customer, own: SeededRandom) => {
    const mine: string[] = [];
    while (running) {
      const product = own.pick(products);
      const placed = await quiet(
        call<Order>(server, 'POST', '/api/orders', {
          who: customer,
          body: { productId: product._id, quantity: product.orderQty + own.int(0, 2), size: own.pick(SIZES) },
        }),
      );
      if (!placed) break;
      if (placed.status === 200) {
        acknowledged.orders.set(placed.json._id, placed.json);
        mine.push(placed.json._id);
      }
      const roll = own.int(0, 9);
      const unpaid = open(mine);
      if (unpaid.length === 0) continue;
      if (roll < 3) {
        if (!(await cancel(customer, own.pick(unpaid)))) break;
      } else if (roll < 7) {
        const id = own.pick(unpaid);
        const paid = await quiet(pay(server, customer, id));
        if (paid?.step === 'confirm' && paid.status === 200) acknowledged.paid.set(id, paid.transactionId);
      }
    }
  };

  const adminLoop = async (own: SeededRandom) => {
    while (running) {
      await sleep(100);
      const candidates = open(acknowledged.orders.keys());
      if (candidates.length > 0 && !(await cancel(admin, own.pick(candidates)))) break;
    }
  };

  const done = Promise.all([
    ...customers.map((customer) => customerLoop(customer, random.fork())),
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
