import {
  deliveryMessages,
  type Order,
  type OrderDetail,
  type OrderStatus,
  orderMessages,
  testPaymentPaths,
} from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { createProduct, stockOf as stockIn } from '../../test/factories.js';
import { postOrderOk } from '../../test/order-requests.js';
import { customersVerified } from '../../test/phones.js';
import { GOOD_CARD } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

const delivery = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar',
};
const shipping = { status: 'shipped', courier: 'pathao', trackingNumber: 'PX-12345' };

describe('order statuses', () => {
  const shop = useTestShop({
    customers: 1,
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified(delivery.phone),
  });
  let app: App;
  let customer: Customer;
  let admin: Customer;
  beforeAll(() => {
    ({ app, customer, admin } = shop);
  });

  const stockOf = (productId: string) => stockIn(app.db, productId);
  async function place(fields: Record<string, unknown> = {}): Promise<Order> {
    const product = await createProduct(app.db);
    const payload = { productId: product.id, quantity: 2, size: 'M', delivery, paymentMethod: 'cod' };
    return postOrderOk(app, customer, { ...payload, ...fields });
  }
  const move = (id: string, payload: Record<string, unknown>, who: Customer | null = admin) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: who?.headers ?? {}, payload });
  const read = async (id: string): Promise<OrderDetail> =>
    (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();
  const cancel = (id: string, who: Customer = customer) =>
    app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: who.headers });
  async function orderAt(status: OrderStatus, fields: Record<string, unknown> = {}): Promise<Order> {
    const order = await place(fields);
    const steps: Array<Record<string, unknown>> = [
      { status: 'confirmed' },
      shipping,
      { status: 'delivered' },
    ];
    const index = ['placed', 'confirmed', 'shipped', 'delivered'].indexOf(status);
    if (status === 'cancelled') expect((await cancel(order._id)).statusCode).toBe(200);
    for (const step of steps.slice(0, Math.max(index, 0)))
      expect((await move(order._id, step)).statusCode).toBe(200);
    return order;
  }

  it('takes a cash order from placed to delivered, paid on delivery, with a timeline', async () => {
    const order = await place();
    const confirmed = await move(order._id, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', paid: false });
    const shipped = await move(order._id, shipping);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      courier: 'Pathao',
      trackingNumber: 'PX-12345',
    });
    const delivered = await move(order._id, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      paid: true,
      transactionId: `COD-${order.orderNumber}`,
    });
    const detail = await read(order._id);
    expect(detail.events.map((event) => [event.status, event.by, event.note])).toEqual([
      ['placed', 'Rahim Uddin', null],
      ['confirmed', 'Shop Admin', null],
      ['shipped', 'Shop Admin', 'Pathao PX-12345'],
      ['delivered', 'Shop Admin', 'Paid in cash on delivery'],
    ]);
  });

  it('takes no online payment for a cash order', async () => {
    const order = await place();
    const response = await app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: order._id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(orderMessages.codNoOnlinePayment);
  });

  it('confirms an online order only once it is paid', async () => {
    const order = await place({ paymentMethod: 'online' });
    const early = await move(order._id, { status: 'confirmed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(orderMessages.notPaidYet);
    const { clientSecret } = (
      await app.inject({
        method: 'POST',
        url: '/create-payment-intent',
        headers: customer.headers,
        payload: { orderId: order._id },
      })
    ).json();
    const paid = await app.inject({
      method: 'POST',
      url: testPaymentPaths.confirm,
      headers: customer.headers,
      payload: { clientSecret, ...GOOD_CARD },
    });
    const { transactionId } = paid.json();
    await app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: customer.headers,
      payload: { transactionId, appointmentId: order._id, email: customer.email },
    });
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
    const cancelPaid = await cancel(order._id);
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().message).toBe(orderMessages.paidCannotCancel);
  });

  // Every status to every status: only one step forward, or cancelled before shipping.
  const statuses: OrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
  const allowed = new Set([
    'placed>confirmed',
    'confirmed>shipped',
    'shipped>delivered',
    'placed>cancelled',
    'confirmed>cancelled',
  ]);
  const moves = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));
  it.each(moves)('moves an order from %s to %s only if allowed', async (from, to) => {
    const order = await orderAt(from);
    const before = await shopState(app);
    const response = await move(order._id, to === 'shipped' ? shipping : { status: to });
    if (allowed.has(`${from}>${to}`)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(to);
      return;
    }
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      from === 'cancelled'
        ? orderMessages.cancelledAlready
        : to === 'cancelled'
          ? orderMessages.shippedCannotCancel
          : orderMessages.cannotMove(from, to),
    );
    expect(changedTables(before, await shopState(app))).toEqual([]);
  });

  it('needs a courier and a tracking number to ship (400), and delivery details (409)', async () => {
    const order = await orderAt('confirmed');
    const noTracking = await move(order._id, { status: 'shipped', courier: 'Pathao' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().message).toContain(deliveryMessages.trackingNumberRequired);
    const noCourier = await move(order._id, { status: 'shipped', trackingNumber: 'X1' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().message).toContain(deliveryMessages.courierRequired);

    const withoutDelivery = await orderAt('confirmed', { delivery: undefined });
    const refused = await move(withoutDelivery._id, shipping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(orderMessages.deliveryNeeded);
    expect((await read(withoutDelivery._id)).status).toBe('confirmed');
  });

  it('lets only admins move an order: 403 for the customer, 401 for a visitor, before the body is read', async () => {
    const order = await place();
    const before = await shopState(app);
    expect((await move(order._id, { status: 'confirmed' }, customer)).statusCode).toBe(403);
    expect((await move(order._id, { status: 'nonsense' }, customer)).statusCode).toBe(403);
    expect((await move(order._id, { status: 'confirmed' }, null)).statusCode).toBe(401);
    expect(changedTables(before, await shopState(app))).toEqual([]);
  });

  it('keeps a cancelled order on record with its stock back, out of the default lists', async () => {
    const product = await createProduct(app.db);
    const order: Order = (
      await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: { productId: product.id, quantity: 5, size: 'M' },
      })
    ).json();
    expect(await stockOf(product.id)).toBe(15);
    const response = await cancel(order._id);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(product.id)).toBe(20);
    const detail = await read(order._id);
    expect(detail.status).toBe('cancelled');
    expect(detail.events.at(-1)).toMatchObject({ status: 'cancelled', by: 'Rahim Uddin' });

    const list = (query: string, who: Customer) =>
      app
        .inject({ url: `/api/orders/${encodeURIComponent(customer.email)}${query}`, headers: who.headers })
        .then((answer) => (answer.json() as Order[]).map((entry) => entry._id));
    expect(await list('', customer)).not.toContain(order._id);
    expect(await list('?status=cancelled', customer)).toContain(order._id);
    expect(await list('?status=all', admin)).toContain(order._id);
    const all = (await app.inject({ url: '/api/orders', headers: admin.headers })).json() as Order[];
    expect(all.map((entry) => entry._id)).not.toContain(order._id);
    const cancelledOnes = (
      await app.inject({ url: '/api/orders?status=cancelled', headers: admin.headers })
    ).json();
    expect(cancelledOnes.map((entry: Order) => entry._id)).toContain(order._id);
    expect((await app.inject({ url: '/api/orders?status=gone', headers: admin.headers })).statusCode).toBe(
      400,
    );

    const payment = await app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: order._id },
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().message).toBe(orderMessages.cancelledNoPayment);
  });

  it('refuses to cancel a shipped order (409) and keeps its stock taken', async () => {
    const order = await orderAt('shipped');
    const stock = await stockOf(order.productId!);
    const response = await cancel(order._id, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(orderMessages.shippedCannotCancel);
    expect(await stockOf(order.productId!)).toBe(stock);
  });
});
