import { type Order, type OrderDetail, orderMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { type Customer, signUp, signUpAdmin } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { createProduct, stockOf as stockIn } from '../../test/factories.js';
import { verifyPhone } from '../../test/phones.js';
import { Scene } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { EXPIRY_NOTE, expireUnpaidOrders } from './unpaid-orders.js';

const HOUR = 3_600_000;
const delivery = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar',
};

describe('unpaid orders (stock hoarding)', () => {
  const shop = useTestShop({ env: { UNPAID_ORDER_TTL: '24', MAX_UNPAID_ORDERS: '2' } });
  let app: App;
  let scene: Scene;
  let admin: Customer;
  beforeAll(async () => {
    ({ app } = shop);
    scene = await Scene.create(app);
    admin = await signUpAdmin(app);
  });

  const stockOf = (productId: string) => stockIn(app.db, productId);
  async function place(who: Customer, productId: string, fields: Record<string, unknown> = {}) {
    const payload = { productId, quantity: 3, size: 'M', ...fields };
    return app.inject({ method: 'POST', url: '/api/orders', headers: who.headers, payload });
  }
  const read = async (id: string): Promise<OrderDetail> =>
    (await app.inject({ url: `/api/order/${id}`, headers: admin.headers })).json();

  it('cancels only placed, unpaid online orders older than UNPAID_ORDER_TTL, restores stock and mails', async () => {
    const buyer = await signUp(app, { name: 'Slow Payer' });
    const product = await createProduct(app.db, { availableQty: 20 });
    const unpaid: Order = (await place(buyer, product.id)).json();
    const cash: Order = (await place(buyer, product.id, { paymentMethod: 'cod', delivery })).json();
    const payer = await signUp(app, { name: 'Quick Payer' });
    const paid = await scene.paidOrder(payer);
    expect(await stockOf(product.id)).toBe(14);

    // Not yet: a day has not passed.
    expect(await expireUnpaidOrders(app.orders, new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect((await read(unpaid._id)).status).toBe('placed');

    expect(await expireUnpaidOrders(app.orders, new Date(Date.now() + 25 * HOUR))).toBe(1);
    const expired = await read(unpaid._id);
    expect(expired.status).toBe('cancelled');
    expect(expired.events.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'Chaka Parts',
      note: EXPIRY_NOTE,
    });
    expect(await stockOf(product.id)).toBe(17);
    expect((await read(cash._id)).status).toBe('placed');
    expect((await read(paid._id)).status).toBe('placed');
    expect((await read(paid._id)).paid).toBe(true);

    const mail = await shop.smtp.waitForMail(buyer.email, (m) => m.subject.includes('cancelled'));
    expect(mail.subject).toBe(`Your order ${unpaid.orderNumber} is cancelled`);
    expect(mail.text).toContain(EXPIRY_NOTE);

    // Running again changes nothing.
    const before = await shopState(app);
    expect(await expireUnpaidOrders(app.orders, new Date(Date.now() + 25 * HOUR))).toBe(0);
    expect(changedTables(before, await shopState(app))).toEqual([]);
  });

  it('lets a customer hold at most MAX_UNPAID_ORDERS unpaid orders (409), and order again once one is settled', async () => {
    const hoarder = await signUp(app, { name: 'Stock Hoarder' });
    const product = await createProduct(app.db, { availableQty: 20 });
    const first: Order = (await place(hoarder, product.id)).json();
    expect((await place(hoarder, product.id, { paymentMethod: 'cod', delivery })).statusCode).toBe(200);
    const before = await shopState(app);
    const refused = await place(hoarder, product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(orderMessages.tooManyUnpaid(2));
    expect(changedTables(before, await shopState(app))).toEqual([]);
    expect(await stockOf(product.id)).toBe(14);

    await app.inject({ method: 'DELETE', url: `/api/orders/${first._id}`, headers: hoarder.headers });
    expect((await place(hoarder, product.id)).statusCode).toBe(200);
  });

  it('counts an order until it is paid, shipped or delivered, and keeps the count right through every move', async () => {
    const buyer = await signUp(app, { name: 'Regular Buyer' });
    // The buyer verified the phone, so the cash orders need not wait for it (issue 34).
    await verifyPhone(app.db, buyer, delivery.phone);
    const product = await createProduct(app.db, { availableQty: 50 });
    const placeCash = async () =>
      (await place(buyer, product.id, { paymentMethod: 'cod', delivery })).json<Order>();
    const move = (order: Order, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: admin.headers,
        payload,
      });

    // Paid at once: it holds no place.
    await scene.paidOrder(buyer);
    const first = await placeCash();
    const second = await placeCash();
    expect((await place(buyer, product.id)).statusCode).toBe(409);

    // Confirmed and still unpaid: it still counts.
    expect((await move(first, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await place(buyer, product.id)).statusCode).toBe(409);

    // On its way: cash on delivery is the courier's to collect, and the customer may order again.
    const shipping = { status: 'shipped', courier: 'Pathao', trackingNumber: 'PX-777' };
    expect((await move(first, shipping)).statusCode).toBe(200);
    const third = await placeCash();
    expect((await place(buyer, product.id)).statusCode).toBe(409);

    expect((await move(first, { status: 'delivered' })).statusCode).toBe(200);
    expect((await place(buyer, product.id)).statusCode).toBe(409);
    expect((await move(second, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(second, shipping)).statusCode).toBe(200);
    expect((await place(buyer, product.id)).statusCode).toBe(200);
    expect((await place(buyer, product.id)).statusCode).toBe(409);
    expect(third.status).toBe('placed');
  });

  it('holds the limit when a customer sends many orders at once', async () => {
    const racer = await signUp(app, { name: 'Fast Clicker' });
    const product = await createProduct(app.db, { availableQty: 30 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(racer, product.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await stockOf(product.id)).toBe(24);
  });

  it('counts a checkout of several parts as one unpaid order, refuses one over the limit, and expires it whole', async () => {
    const buyer = await signUp(app, { name: 'Cart Hoarder' });
    const [oil, filter] = [await createProduct(app.db), await createProduct(app.db)];
    const items = [
      { productId: oil!.id, quantity: 2, size: 'M' },
      { productId: filter!.id, quantity: 3, size: 'L' },
    ];
    const first = await checkout(app, buyer, { items, paymentMethod: 'online' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await place(buyer, oil!.id)).statusCode).toBe(200);

    const before = await shopState(app);
    const refused = await checkout(app, buyer, { items });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(orderMessages.tooManyUnpaid(2));
    expect(changedTables(before, await shopState(app))).toEqual([]);

    await expireUnpaidOrders(app.orders, new Date(Date.now() + 25 * HOUR));
    expect((await read(first.json()._id)).status).toBe('cancelled');
    expect([await stockOf(oil!.id), await stockOf(filter!.id)]).toEqual([20, 20]);
  });
});
