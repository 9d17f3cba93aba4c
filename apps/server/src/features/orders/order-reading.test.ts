import { type Order, orderMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orders, payments, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
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

  describe('reading orders', () => {
    let mine: Order;
    let theirs: Order;
    beforeAll(async () => {
      const product = await createProduct(app);
      mine = (await order(app, customer, { productId: product.id, quantity: 2, size: 'M' })).json();
      theirs = (await order(app, other, { productId: product.id, quantity: 2, size: 'XL' })).json();
    });

    it("lists a customer's own orders, newest first", async () => {
      const response = await app.inject({ url: `/api/orders/${customer.email}`, headers: customer.headers });
      expect(response.statusCode).toBe(200);
      const list = response.json() as Order[];
      expect(list.every((item) => item.email === customer.email)).toBe(true);
      expect(list.map((item) => item._id)).toContain(mine._id);
      expect(list.map((item) => item._id)).not.toContain(theirs._id);
      const times = list.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("refuses another customer's orders, but an admin sees them", async () => {
      const refused = await app.inject({ url: `/api/orders/${other.email}`, headers: customer.headers });
      expect(refused.statusCode).toBe(403);
      const allowed = await app.inject({ url: `/api/orders/${other.email}`, headers: admin.headers });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().map((item: Order) => item._id)).toContain(theirs._id);
    });

    it('lists every order to an admin only', async () => {
      const all = await app.inject({ url: '/api/orders', headers: admin.headers });
      expect(all.statusCode).toBe(200);
      const ids = all.json().map((item: Order) => item._id);
      expect(ids).toEqual(expect.arrayContaining([mine._id, theirs._id]));
      expect((await app.inject({ url: '/api/orders', headers: customer.headers })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/orders' })).statusCode).toBe(401);
    });

    it('shows one order to its owner and to an admin, not to another customer', async () => {
      const own = await app.inject({ url: `/api/order/${mine._id}`, headers: customer.headers });
      expect(own.statusCode).toBe(200);
      const [part] = await app.db
        .select({ weightGrams: products.weightGrams })
        .from(products)
        .where(eq(products.id, mine.productId!));
      expect(own.json()).toEqual({
        ...mine,
        // The parcel weighs what its lines do: the quantity times the part's weight.
        parcelWeightGrams: mine.quantity * part!.weightGrams,
        lines: [
          {
            lineId: mine.lineId,
            productId: mine.productId,
            productName: mine.productName,
            image: mine.image,
            size: mine.size,
            quantity: mine.quantity,
            price: mine.price,
            // Issue 37: this line's share of a promotion's discount (none here).
            discount: 0,
          },
        ],
        events: [{ status: 'placed', by: customer.name, note: null, at: mine.createdAt }],
        // Issue 35: nothing refunded by a return.
        refunded: 0,
        refundState: 'none',
      });
      expect((await app.inject({ url: `/api/order/${mine._id}`, headers: admin.headers })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: `/api/order/${mine._id}`, headers: other.headers })).statusCode).toBe(
        403,
      );
    });

    it.each(['0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', 'not-an-id'])('answers 404 for order %j', async (id) => {
      const response = await app.inject({ url: `/api/order/${id}`, headers: customer.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(orderMessages.notFound);
    });
  });

  describe('cancelling an order', () => {
    const cancel = (id: string, who: Customer) =>
      app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: who.headers });

    it('lets an admin cancel an unpaid order and gives the stock back exactly', async () => {
      const product = await createProduct(app);
      const placed: Order = (
        await order(app, customer, { productId: product.id, quantity: 7, size: 'M' })
      ).json();
      expect(await stockOf(app, product.id)).toBe(13);
      const response = await cancel(placed._id, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      expect(await stockOf(app, product.id)).toBe(20);
      // The order stays on record as cancelled; cancelling it again changes nothing.
      const kept = await app.inject({ url: `/api/order/${placed._id}`, headers: customer.headers });
      expect(kept.json()).toMatchObject({ status: 'cancelled', paid: false });
      const again = await cancel(placed._id, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(orderMessages.cancelledAlready);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('lets the owner cancel, but not another customer', async () => {
      const product = await createProduct(app);
      const placed: Order = (
        await order(app, customer, { productId: product.id, quantity: 2, size: 'M' })
      ).json();
      expect((await cancel(placed._id, other)).statusCode).toBe(403);
      expect(await stockOf(app, product.id)).toBe(18);
      expect((await cancel(placed._id, customer)).statusCode).toBe(200);
      expect(await stockOf(app, product.id)).toBe(20);
    });

    it('keeps a paid order (409)', async () => {
      const product = await createProduct(app);
      const placed: Order = (
        await order(app, customer, { productId: product.id, quantity: 2, size: 'M' })
      ).json();
      await app.db
        .update(orders)
        .set({ paid: true, transactionId: 'pi_paidInTest0001' })
        .where(eq(orders.id, placed._id));
      const response = await cancel(placed._id, admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(orderMessages.paidCannotCancel);
      expect(await stockOf(app, product.id)).toBe(18);
      const still = await app.inject({ url: `/api/order/${placed._id}`, headers: customer.headers });
      expect(still.json()).toMatchObject({ paid: true });
    });

    it('keeps an order whose payment the provider already reported as succeeded', async () => {
      const product = await createProduct(app);
      const placed: Order = (
        await order(app, customer, { productId: product.id, quantity: 2, size: 'M' })
      ).json();
      await app.db.insert(payments).values({
        orderId: placed._id,
        provider: 'stripe',
        intentId: 'pi_reportedBeforeConfirm1',
        amountMinor: 2500,
        status: 'succeeded',
      });
      expect((await cancel(placed._id, admin)).statusCode).toBe(409);
      expect(await stockOf(app, product.id)).toBe(18);
    });

    it('cancels an order whose product was deleted, without touching any stock', async () => {
      const product = await createProduct(app);
      const placed: Order = (
        await order(app, customer, { productId: product.id, quantity: 2, size: 'M' })
      ).json();
      await app.db.delete(products).where(eq(products.id, product.id));
      expect((await cancel(placed._id, admin)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await cancel('0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', admin)).statusCode).toBe(404);
      expect((await cancel('nope', admin)).statusCode).toBe(404);
    });
  });
});
