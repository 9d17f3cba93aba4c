import type { Order, Return } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderEvents, orderLines, orders, type products } from '../db/schema/index.js';
import type { Customer, Injector } from './app.js';
import { createProduct } from './factories.js';
import { deliveryBody } from './order-routes-table.js';
import type { RequestBuilder } from './route-table.js';
import type { Scene } from './scene.js';

const DAY = 24 * 60 * 60 * 1000;

type ProductRow = typeof products.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export interface DeliveredOrderChoice {
  /** The parts: a new product each unless given, 2 of each at $12.50 unless told. */
  lines?: Array<{ product?: Partial<typeof products.$inferInsert>; quantity?: number }>;
  /** Days since delivery (1). */
  deliveredDaysAgo?: number;
  paymentMethod?: 'cod' | 'online';
  deliveryFeeMinor?: number;
  /** Paid (true: cash collected at the door, or paid online). */
  paid?: boolean;
  status?: OrderRow['status'];
  /** Any other column of the order (a delivery fee paid in advance). */
  fields?: Partial<typeof orders.$inferInsert>;
}

/**
 * A delivered order straight in the tables, as the shop keeps one: its lines, and its delivered
 * event `deliveredDaysAgo` days ago (the return window counts from it).
 */
export async function deliveredOrder(
  db: Db,
  buyer: Pick<Customer, 'id' | 'email' | 'name'>,
  choice: DeliveredOrderChoice = {},
): Promise<{ order: OrderRow; products: ProductRow[] }> {
  const wanted = choice.lines ?? [{}];
  const made = await Promise.all(wanted.map((line) => createProduct(db, line.product)));
  const lineValues = made.map((product, index) => {
    const quantity = wanted[index]?.quantity ?? 2;
    return { product, quantity, priceMinor: product.priceMinor * quantity };
  });
  const subtotalMinor = lineValues.reduce((sum, line) => sum + line.priceMinor, 0);
  const deliveryFeeMinor = choice.deliveryFeeMinor ?? 600;
  const paymentMethod = choice.paymentMethod ?? 'cod';
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      email: buyer.email,
      userName: buyer.name,
      status: choice.status ?? 'delivered',
      paymentMethod,
      subtotalMinor,
      deliveryFeeMinor,
      totalMinor: subtotalMinor + deliveryFeeMinor,
      paid: choice.paid ?? true,
      transactionId: `${paymentMethod === 'cod' ? 'COD' : 'TEST'}-${crypto.randomUUID()}`,
      units: lineValues.reduce((sum, line) => sum + line.quantity, 0),
      ...choice.fields,
    })
    .returning();
  await db.insert(orderLines).values(
    lineValues.map((line, position) => ({
      orderId: order!.id,
      productId: line.product.id,
      productName: line.product.name,
      image: line.product.image,
      size: 'M',
      quantity: line.quantity,
      priceMinor: line.priceMinor,
      position,
    })),
  );
  const at = new Date(Date.now() - (choice.deliveredDaysAgo ?? 1) * DAY);
  await db.insert(orderEvents).values({ orderId: order!.id, status: 'delivered', by: 'Shop Admin', at });
  return { order: order!, products: made };
}

/** Sends a request and answers its status and JSON, for the tests' expectations. */
export async function send(
  app: Injector,
  who: Pick<Customer, 'headers'> | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: who?.headers ?? {}, payload });
  return { status: response.statusCode, body: response.json() as Return & { message?: string } };
}

/**
 * An order of the scene's customer delivered through the API, as the shop delivers one: paid by
 * card, its delivery details given, confirmed, shipped and delivered by the admin. (An order put
 * straight in the tables as paid would have no payment behind it, which the abuse tests look for.)
 */
export async function deliveredThroughApi(scene: Scene): Promise<Order> {
  const order = await scene.paidOrder();
  const steps: Array<[string, string, object]> = [
    ['PATCH', `/api/orders/${order._id}/delivery`, deliveryBody],
    ['PATCH', `/api/orders/${order._id}/status`, { status: 'confirmed' }],
    [
      'PATCH',
      `/api/orders/${order._id}/status`,
      { status: 'shipped', courier: 'Pathao', trackingNumber: 'PT1234' },
    ],
    ['PATCH', `/api/orders/${order._id}/status`, { status: 'delivered' }],
  ];
  for (const [method, url, payload] of steps) {
    const who = url.endsWith('/delivery') ? scene.user : scene.admin;
    const response = await scene.app.inject({
      method: method as 'PATCH',
      url,
      headers: who.headers,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  return order;
}

/** A requested return of the scene's customer: one of two delivered parts back, wrong fit. */
async function requestedReturn(scene: Scene): Promise<Return> {
  const order = await deliveredThroughApi(scene);
  const opened = await send(scene.app, scene.user, 'POST', `/api/orders/${order._id}/returns`, {
    lines: [{ productId: order.productId, quantity: 1 }],
    reason: 'wrong_fit',
    note: 'Does not fit my 2012 Axio',
    photos: [],
  });
  if (opened.status !== 200) throw new Error(`opening a return: ${JSON.stringify(opened.body)}`);
  return opened.body;
}

/** A return moved by the scene's admin through `steps`. */
async function movedReturn(scene: Scene, steps: readonly object[]): Promise<Return> {
  let current = await requestedReturn(scene);
  for (const step of steps) {
    const moved = await send(scene.app, scene.admin, 'PATCH', `/api/returns/${current._id}`, step);
    if (moved.status !== 200) throw new Error(`moving a return: ${JSON.stringify(moved.body)}`);
    current = moved.body;
  }
  return current;
}

/** The requests of the return routes for test/route-table.ts. */
export const RETURN_REQUESTS = {
  returnPolicy: { request: async () => ({}) },
  openReturn: {
    request: async (scene: Scene) => {
      const order = await deliveredThroughApi(scene);
      return {
        params: { id: order._id },
        payload: {
          lines: [{ productId: order.productId, quantity: 1 }],
          reason: 'wrong_fit',
          note: 'Too small',
          photos: [],
        },
      };
    },
  },
  // With the filters, so hostile input has fields of the query to spoil.
  listReturns: { request: async () => ({ query: { status: 'all', reason: 'wrong_fit' } }) },
  getReturn: { request: async (scene: Scene) => ({ params: { id: (await requestedReturn(scene))._id } }) },
  moveReturn: {
    request: async (scene: Scene) => ({
      params: { id: (await requestedReturn(scene))._id },
      payload: { status: 'approved', shopAtFault: false },
    }),
  },
  refundReturn: {
    request: async (scene: Scene) => ({
      params: { id: (await movedReturn(scene, [{ status: 'approved' }, { status: 'received' }]))._id },
      payload: { method: 'manual', reference: 'bKash 01712345678 TrxID 9X8Y7Z' },
    }),
  },
  // An approved return of an order shipped with Steadfast (the stand-in knows no such consignment:
  // the booking's refusal is recorded on the return, answered 200).
  bookReturnPickup: {
    request: async (scene: Scene) => {
      const approved = await movedReturn(scene, [{ status: 'approved' }]);
      await scene.app.db
        .update(orders)
        .set({ courier: 'Steadfast', consignmentId: crypto.randomUUID() })
        .where(eq(orders.id, approved.orderId));
      return { params: { id: approved._id } };
    },
  },
  confirmRefund: {
    request: async (scene: Scene) => {
      const received = await movedReturn(scene, [{ status: 'approved' }, { status: 'received' }]);
      const refunded = await send(scene.app, scene.admin, 'POST', `/api/returns/${received._id}/refund`, {
        method: 'manual',
        reference: 'Cash at the shop',
      });
      if (refunded.status !== 200) throw new Error(`refunding a return: ${JSON.stringify(refunded.body)}`);
      return { params: { id: received._id } };
    },
  },
} satisfies Record<string, RequestBuilder>;
