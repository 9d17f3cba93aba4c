import { CART_MAX_LINES, cartMessages, messages, type OrderDetail } from '@chaka/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orderLines, orders, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { SYLHET_DELIVERY } from '../../test/sslcommerz-shop.js';
import { useTestShop } from '../../test/use-test-shop.js';

// POST /api/checkout: a whole cart as one order with one delivery fee and one payment, all or
// nothing. Prices, fee and total are the server's.

describe('checkout', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan', 'Karim Ahmed'], admin: true });
  let app: App;
  let customer: Customer;

  const stockOf = async (...ids: string[]) => {
    const rows = await app.db.select().from(products).where(inArray(products.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)!.availableQty);
  };
  const ordersOf = async (buyer: Customer) =>
    (await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id)))[0]!.n;
  const item = (product: { id: string }, quantity: number | string, size = 'M') => ({
    productId: product.id,
    quantity,
    size,
  });

  beforeAll(() => {
    ({ app, customer } = shop);
  });

  it('orders three parts as one order with one fee, and takes the stock of all three', async () => {
    const oil = await createProduct(app.db, { name: 'Engine Oil 4L', priceMinor: 3000, availableQty: 10 });
    const filter = await createProduct(app.db, { name: 'Oil Filter', priceMinor: 850, availableQty: 10 });
    const plugs = await createProduct(app.db, { name: 'Spark Plugs', priceMinor: 1200, availableQty: 10 });
    const response = await checkout(app, customer, {
      items: [item(oil, 1, 'L'), item(filter, '2'), item(plugs, 2, 'SM')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<OrderDetail>();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^CP-\d{5,}$/),
      email: customer.email,
      userName: 'Nusrat Jahan',
      lineCount: 3,
      subtotal: 71,
      deliveryFee: 2,
      total: 73,
      status: 'placed',
      paymentMethod: 'cod',
      paid: false,
      delivery: { district: 'Sylhet', phone: '+8801712345678' },
    });
    expect(
      order.lines.map(({ productName, size, quantity, price }) => [productName, size, quantity, price]),
    ).toEqual([
      ['Engine Oil 4L', 'L', 1, 30],
      ['Oil Filter', 'M', 2, 17],
      ['Spark Plugs', 'SM', 2, 24],
    ]);
    expect(await stockOf(oil.id, filter.id, plugs.id)).toEqual([9, 8, 8]);
  });

  it('merges the same part and size, and keeps two sizes of one part apart', async () => {
    const pads = await createProduct(app.db, { availableQty: 10 });
    const response = await checkout(app, customer, {
      items: [item(pads, 2), item(pads, 1, 'L'), item(pads, '3')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<OrderDetail>();
    expect(order.lines.map(({ size, quantity }) => [size, quantity])).toEqual([
      ['M', 5],
      ['L', 1],
    ]);
    expect(await stockOf(pads.id)).toEqual([4]);
  });

  it('ignores prices, totals, an e-mail and a paid flag sent in the body', async () => {
    const pads = await createProduct(app.db, { priceMinor: 1250 });
    const response = await checkout(app, customer, {
      items: [{ ...item(pads, 2), price: 0.01, productName: 'Free stuff' }],
      subtotal: 0,
      deliveryFee: 0,
      total: 0.01,
      email: 'someone@example.com',
      paid: true,
      transactionId: 'pi_forged',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      price: 25,
      subtotal: 25,
      deliveryFee: 2,
      total: 27,
      email: customer.email,
      productName: pads.name,
      paid: false,
      transactionId: null,
    });
  });

  it('counts the whole subtotal for free delivery', async () => {
    const half = await createProduct(app.db, { priceMinor: 5000 });
    const response = await checkout(app, customer, { items: [item(half, 1), item(half, 1, 'L')] });
    expect(response.json()).toMatchObject({ subtotal: 100, deliveryFee: 0, total: 100 });
  });

  describe('all or nothing', () => {
    it.each([
      ['sold out', 0, 2, 409, (name: string) => cartMessages.soldOut(name)],
      ['short of stock', 3, 5, 409, (name: string) => cartMessages.notEnough(name, 3)],
      ['below its minimum', 10, 1, 400, (name: string) => cartMessages.belowMinimum(name, 2)],
    ])(
      'writes nothing when one line is %s, and names that part',
      async (_, stock, quantity, status, message) => {
        const good = await createProduct(app.db, { availableQty: 10 });
        const bad = await createProduct(app.db, { name: 'Air Filter', availableQty: stock, minOrderQty: 2 });
        const before = await ordersOf(customer);
        const response = await checkout(app, customer, { items: [item(good, 2), item(bad, quantity)] });
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message('Air Filter'));
        expect(await stockOf(good.id, bad.id)).toEqual([10, stock]);
        expect(await ordersOf(customer)).toBe(before);
      },
    );

    it('counts two sizes of one part against its stock together', async () => {
      const good = await createProduct(app.db, { availableQty: 10 });
      const bulbs = await createProduct(app.db, { name: 'H4 Bulbs', availableQty: 5 });
      const response = await checkout(app, customer, {
        items: [item(good, 1), item(bulbs, 3), item(bulbs, 3, 'L')],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(cartMessages.notEnough('H4 Bulbs', 5));
      expect(await stockOf(good.id, bulbs.id)).toEqual([10, 5]);
    });

    it('answers 404 for a part no longer sold, and writes nothing', async () => {
      const good = await createProduct(app.db, { availableQty: 10 });
      const gone = await createProduct(app.db);
      await app.db.delete(products).where(eq(products.id, gone.id));
      const before = await ordersOf(customer);
      const response = await checkout(app, customer, { items: [item(good, 1), item(gone, 1)] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(cartMessages.productGoneUnnamed);
      expect(await stockOf(good.id)).toEqual([10]);
      expect(await ordersOf(customer)).toBe(before);
    });

    it.each([
      ['a quantity that is no number', '2.5', messages.quantity.notWhole],
      ['a size not on the list', 2, 'Size must be one of SM, M, L, XL'],
    ])('refuses %s (400) and writes nothing', async (_, quantity, message) => {
      const good = await createProduct(app.db, { availableQty: 10 });
      const before = await ordersOf(customer);
      const response = await checkout(app, customer, {
        items: [item(good, 1), { ...item(good, quantity), size: quantity === 2 ? 'XXL' : 'M' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await ordersOf(customer)).toBe(before);
    });
  });

  it(`refuses more than ${CART_MAX_LINES} lines, and an empty cart`, async () => {
    const many = await Promise.all(
      Array.from({ length: CART_MAX_LINES + 1 }, () => createProduct(app.db, { availableQty: 5 })),
    );
    const tooMany = await checkout(app, customer, { items: many.map((product) => item(product, 1)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(cartMessages.tooManyLines);
    expect(await stockOf(many[0]!.id)).toEqual([5]);

    const fifty = await checkout(app, customer, {
      items: many.slice(0, CART_MAX_LINES).map((product) => item(product, 1)),
    });
    expect(fifty.statusCode, fifty.body).toBe(200);
    expect(fifty.json().lines).toHaveLength(CART_MAX_LINES);

    const empty = await checkout(app, customer, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(cartMessages.empty);
  });

  it('needs delivery details, lets no admin check out, and no visitor', async () => {
    const pads = await createProduct(app.db);
    const noDelivery = await checkout(app, customer, { items: [item(pads, 1)], delivery: undefined });
    expect(noDelivery.statusCode).toBe(400);

    const { admin } = shop;
    const byAdmin = await checkout(app, admin, { items: [item(pads, 1)] });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(messages.orders.adminNotAllowed);

    const visitor = await checkout(app, { headers: {} as Customer['headers'] }, { items: [item(pads, 1)] });
    expect(visitor.statusCode).toBe(401);
    expect(await stockOf(pads.id)).toEqual([20]);
  });

  it('shows each part as its own row under the order number in My Orders and All Orders', async () => {
    const { other: buyer, admin } = shop;
    const [first, second] = [await createProduct(app.db), await createProduct(app.db)];
    const placed = (
      await checkout(app, buyer, {
        items: [item(first!, 1), item(second!, 3, 'XL')],
        delivery: SYLHET_DELIVERY,
      })
    ).json<OrderDetail>();
    const mine = await app.inject({ url: `/api/orders/${buyer.email}`, headers: buyer.headers });
    const all = await app.inject({ url: '/api/orders', headers: admin.headers });
    for (const list of [mine.json(), all.json()]) {
      const rows = list.filter((row: { _id: string }) => row._id === placed._id);
      expect(rows).toMatchObject([
        { orderNumber: placed.orderNumber, productName: first!.name, quantity: 1, size: 'M', lineCount: 2 },
        { orderNumber: placed.orderNumber, productName: second!.name, quantity: 3, size: 'XL', lineCount: 2 },
      ]);
      expect(rows.map((row: { total: number }) => row.total)).toEqual([placed.total, placed.total]);
    }
    const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, placed._id));
    expect(lines).toHaveLength(2);
  });
});
