import { messages, orderMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orderLines, products } from '../../db/schema/index.js';
import { type Customer, signUp, TEST_ORIGIN } from '../../test/app.js';
import { stockOf as stockIn } from '../../test/factories.js';
import { createOrderableProduct as createProduct, postOrder as order } from '../../test/order-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

const stockOf = (app: App, productId: string) => stockIn(app.db, productId);

describe('orders', () => {
  const shop = useTestShop({ customers: 2, admin: true });
  let app: App;
  let customer: Customer;
  let other: Customer;
  let admin: Customer;
  beforeAll(() => {
    ({ app, customer, other, admin } = shop);
  });

  describe('placing an order', () => {
    it('prices it from the product, takes the stock and copies who bought what', async () => {
      const product = await createProduct(app);
      const response = await order(app, customer, { productId: product.id, quantity: '3', size: 'L' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: expect.any(String),
        lineId: expect.any(String),
        orderNumber: expect.stringMatching(/^CP-\d{5,}$/),
        productId: product.id,
        productName: product.name,
        email: customer.email,
        userName: 'Rahim Uddin',
        quantity: 3,
        size: 'L',
        price: 37.5,
        image: product.image,
        // Without delivery details the outside-Dhaka fee applies until they are added.
        subtotal: 37.5,
        deliveryFee: 2,
        discount: 0,
        promotionCode: null,
        total: 39.5,
        lineCount: 1,
        status: 'placed',
        paymentMethod: 'online',
        delivery: null,
        courier: null,
        trackingNumber: null,
        paid: false,
        transactionId: null,
        collected: null,
        createdAt: expect.any(String),
        awaitingVerification: false,
        awaitingPhoneVerification: false,
        advance: 0,
        advancePaid: false,
        dueOnDelivery: 0,
      });
      expect(await stockOf(app, product.id)).toBe(17);
    });

    it('ignores a price, e-mail or payment state sent in the body', async () => {
      const product = await createProduct(app);
      const response = await order(app, customer, {
        productId: product.id,
        quantity: 2,
        size: 'M',
        price: 0.01,
        email: other.email,
        userName: 'Someone Else',
        productName: 'Free stuff',
        paid: true,
        transactionId: 'pi_forged',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        price: 25,
        email: customer.email,
        userName: 'Rahim Uddin',
        productName: product.name,
        paid: false,
        transactionId: null,
      });
    });

    it.each([
      ['1', 'Quantity must be at least 2'],
      ['0', 'Quantity must be at least 2'],
      [0, 'Quantity must be at least 2'],
      ['-3', messages.quantity.notWhole],
      [-3, messages.quantity.notWhole],
      ['007', messages.quantity.notWhole],
      ['2.5', messages.quantity.notWhole],
      ['12345678901', messages.quantity.tooLong],
      ['', messages.quantity.required],
      [undefined, messages.quantity.required],
      ['21', messages.quantity.aboveAvailable],
    ])('refuses quantity %j with %j and keeps the stock', async (quantity, message) => {
      const product = await createProduct(app);
      const response = await order(app, customer, { productId: product.id, quantity, size: 'M' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('refuses a size that is not on the list', async () => {
      const product = await createProduct(app);
      const response = await order(app, customer, { productId: product.id, quantity: 2, size: 'XXL' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Size must be one of SM, M, L, XL');
    });

    it('sells the very last units, then nothing more', async () => {
      const product = await createProduct(app, { availableQty: 4, minOrderQty: 1 });
      expect(
        (await order(app, customer, { productId: product.id, quantity: 4, size: 'SM' })).statusCode,
      ).toBe(200);
      const soldOut = await order(app, customer, { productId: product.id, quantity: 1, size: 'SM' });
      expect(soldOut.statusCode).toBe(400);
      expect(soldOut.json().message).toBe(messages.quantity.aboveAvailable);
      expect(await stockOf(app, product.id)).toBe(0);
    });

    it('answers from the product as it is now when it changed since the last order read it', async () => {
      const product = await createProduct(app, { priceMinor: 1250, availableQty: 20, minOrderQty: 1 });
      const place = (quantity: number) =>
        order(app, customer, { productId: product.id, quantity, size: 'M' });
      expect((await place(2)).json()).toMatchObject({ price: 25, subtotal: 25 });
      // Changed by another process of the shop, which this one hears nothing of.
      const change = (fields: Partial<typeof products.$inferInsert>) =>
        app.db.update(products).set(fields).where(eq(products.id, product.id));

      await change({ priceMinor: 2000 });
      expect((await place(2)).json()).toMatchObject({ price: 40, subtotal: 40 });

      await change({ minOrderQty: 5 });
      const belowMinimum = await place(2);
      expect(belowMinimum.statusCode).toBe(400);
      expect(belowMinimum.json().message).toBe(messages.quantity.belowMinimum(5));

      await change({ minOrderQty: 1, availableQty: 3 });
      const aboveStock = await place(4);
      expect(aboveStock.statusCode).toBe(400);
      expect(aboveStock.json().message).toBe(messages.quantity.aboveAvailable);
      expect(await stockOf(app, product.id)).toBe(3);

      await change({ availableQty: 50 });
      expect((await place(30)).statusCode).toBe(200);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('refuses an order costing more than a card payment can take', async () => {
      const product = await createProduct(app, { priceMinor: 50_000_000, availableQty: 5, minOrderQty: 1 });
      const response = await order(app, customer, { productId: product.id, quantity: 2, size: 'M' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(orderMessages.tooExpensive);
      expect(await stockOf(app, product.id)).toBe(5);
    });

    it('answers 404 for a product that does not exist', async () => {
      const response = await order(app, customer, {
        productId: '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11',
        quantity: 2,
        size: 'M',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(orderMessages.productNotFound);
    });

    it('does not let an admin order', async () => {
      const product = await createProduct(app);
      const response = await order(app, admin, { productId: product.id, quantity: 2, size: 'M' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.orders.adminNotAllowed);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('needs a signed-in customer', async () => {
      const product = await createProduct(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { productId: product.id, quantity: 2, size: 'M' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a cookie-authenticated order from a foreign page', async () => {
      const product = await createProduct(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie, origin: 'https://evil.example' },
        payload: { productId: product.id, quantity: 2, size: 'M' },
      });
      expect(response.statusCode).toBe(403);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('takes an order from the browser session of the shop itself', async () => {
      const product = await createProduct(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie, origin: TEST_ORIGIN },
        payload: { productId: product.id, quantity: 2, size: 'M' },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('orders under concurrency (PostgreSQL)', () => {
  const shop = useTestShop();

  it('sells exactly the stock when 50 customers order the last 10 units at once', async () => {
    const app = shop.app;
    const product = await createProduct(app, { availableQty: 10, minOrderQty: 1 });
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signUp(app, { name: `Buyer ${String.fromCharCode(65 + index)}` }),
      ),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        order(app, customers[index % customers.length]!, { productId: product.id, quantity: 1, size: 'M' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.every((status) => status === 200 || status === 409 || status === 400)).toBe(true);
    expect(await stockOf(app, product.id)).toBe(0);
    const placed = await app.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(placed).toHaveLength(10);
  });
});
