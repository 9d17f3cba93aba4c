import { messages, orderMessages, paymentMessages } from '@chaka/contract';
import { eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, products } from '../db/schema/index.js';
import { abuseCalls } from '../test/abuse-scene.js';
import { signUp } from '../test/app.js';
import { checkout } from '../test/cart-requests.js';
import { changedTables, shopState } from '../test/db-state.js';
import { DEFAULT_ORDER_CAPS } from '../test/order-caps.js';
import type { Scene } from '../test/scene.js';
import { SYLHET_DELIVERY } from '../test/sslcommerz-shop.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Abuse that real shops suffer, one named test each. Several are also proven in the feature's own
 * tests (named in the comments); here each stands on its own as the attack it is.
 */
describe('abuse', () => {
  const shop = useTestShop({ scene: true });
  let scene: Scene;
  beforeAll(() => {
    ({ scene } = shop);
  });
  const { db, state, stockOf, orderRow, placeOrder, confirm } = abuseCalls(() => ({ shop, scene }));

  // Also: features/orders/orders.test.ts "ignores a price, e-mail or payment state sent in the body".
  it('price tampering: the order is priced from the product, whatever price the client sends', async () => {
    const product = await scene.product({ priceMinor: 4999 });
    const response = await placeOrder({
      productId: product.id,
      quantity: 3,
      size: 'M',
      price: 0.01,
      priceMinor: 1,
      unitPrice: 0,
      total: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().price).toBe(149.97);
    expect((await orderRow(response.json()._id))!.subtotalMinor).toBe(14_997);

    // The payment is for the order's amount too, not for a price in the body.
    const intent = await scene.send(
      'POST',
      '/create-payment-intent',
      {
        payload: { orderId: response.json()._id, price: 0.01, amount: 1 },
      },
      'user',
    );
    expect(intent.statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, response.json()._id));
    expect(payment!.amountMinor).toBe(14_997);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['negative text', '-5'],
    ['fractional', 1.5],
    ['fractional text', '0.5'],
    ['exponent', '1e3'],
  ])('a %s quantity is refused and takes no stock', async (_kind, quantity) => {
    const product = await scene.product({ availableQty: 10, minOrderQty: 1 });
    const before = await state();
    const response = await placeOrder({ productId: product.id, quantity, size: 'M' });
    expect(response.statusCode).toBe(400);
    expect([messages.quantity.notWhole, messages.quantity.belowMinimum(1)]).toContain(
      response.json().message,
    );
    expect(changedTables(before, await state())).toEqual([]);
  });

  // Also: orders.test.ts "sells the very last units, then nothing more" and the 50-customer race.
  it('ordering more than the stock is refused and sells nothing', async () => {
    const product = await scene.product({ availableQty: 4, minOrderQty: 1 });
    const before = await state();
    const response = await placeOrder({ productId: product.id, quantity: 5, size: 'M' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.quantity.aboveAvailable);
    expect(changedTables(before, await state())).toEqual([]);

    const all = await placeOrder({ productId: product.id, quantity: 4, size: 'M' });
    expect(all.statusCode).toBe(200);
    const more = await placeOrder({ productId: product.id, quantity: 1, size: 'M' });
    expect(more.statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(0);
  });

  // Also: orders.test.ts "shows one order to its owner and to an admin, not to another customer".
  it("reading or cancelling another customer's order is refused and changes nothing", async () => {
    const order = await scene.order(scene.user, 3);
    const stock = await stockOf(order.productId!);
    const before = await state();
    const read = await scene.send('GET', '/api/order/:id', { params: { id: order._id } }, 'other');
    const list = await scene.send(
      'GET',
      '/api/orders/:email',
      { params: { email: scene.user.email } },
      'other',
    );
    const cancel = await scene.send('DELETE', '/api/orders/:id', { params: { id: order._id } }, 'other');
    expect([read.statusCode, list.statusCode, cancel.statusCode]).toEqual([403, 403, 403]);
    expect(read.body).not.toContain(scene.user.email);
    expect(changedTables(before, await state())).toEqual([]);
    expect(await orderRow(order._id)).toBeDefined();
    expect(await stockOf(order.productId!)).toBe(stock);
  });

  // Also: features/payments/payments.test.ts "refuses a made-up client secret and a made-up transaction id".
  it('marking an order paid with a made-up transaction id is refused', async () => {
    const order = await scene.order();
    await scene.paymentIntent(order);
    const before = await state();
    for (const transactionId of [
      'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      'pi_',
      'ch_1234567890',
      'paid',
      "' OR 1=1 --",
    ]) {
      const response = await confirm(order, transactionId);
      expect(response.statusCode, transactionId).toBe(400);
      expect(response.json().message, transactionId).toBe(paymentMessages.notVerified);
    }
    expect(changedTables(before, await state())).toEqual([]);
    expect((await orderRow(order._id))!.paid).toBe(false);
  });

  // Also: payments.test.ts "refuses a paid transaction of another order, even the customer's own".
  it('marking an order paid with a transaction id already used for another order is refused', async () => {
    const paid = await scene.paidOrder();
    const mine = await scene.order();
    const theirs = await scene.order(scene.other);
    const before = await state();
    const reusedByOwner = await confirm(mine, paid.transactionId!);
    expect(reusedByOwner.statusCode).toBe(400);
    expect(reusedByOwner.json().message).toBe(paymentMessages.otherOrder);
    const reusedByOther = await confirm(theirs, paid.transactionId!, 'other');
    expect(reusedByOther.statusCode).toBe(400);
    expect(changedTables(before, await state())).toEqual([]);
  });
});

/**
 * Issue 30: one account tried to take the whole stock. With the shop's default caps, an account that
 * never verifies its address gets at most 10 of one part and 20 parts in open orders, whichever way
 * it orders; everybody else can still buy.
 */
describe('abuse: stock hoarding by one account (default caps)', () => {
  const shop = useTestShop({ env: DEFAULT_ORDER_CAPS, seed: true });

  const totalStock = async () =>
    (await shop.app.db.select({ availableQty: products.availableQty }).from(products)).reduce(
      (sum, product) => sum + product.availableQty,
      0,
    );
  const catalogue = async () => shop.app.db.select().from(products).where(gt(products.availableQty, 0));

  it('an unverified account checking out every product at its full stock is refused (409) and takes nothing', async () => {
    const hoarder = await signUp(shop.app, { name: 'Shelf Emptier' });
    const stock = await totalStock();
    const items = (await catalogue()).map((product) => ({
      productId: product.id,
      quantity: product.availableQty,
      size: 'M',
    }));
    for (const paymentMethod of ['cod', 'online']) {
      const before = await shopState(shop.app);
      const refused = await checkout(shop.app, hoarder, { items, paymentMethod });
      expect(refused.statusCode).toBe(409);
      // Whichever cap it meets first (the value of the whole catalogue, or 10 of one part until
      // verified), the answer says how to raise it.
      expect(refused.json().message).toMatch(/contact the shop/);
      expect(changedTables(before, await shopState(shop.app))).toEqual([]);
    }
    expect(await totalStock()).toBe(stock);
  });

  it('an unverified account ordering piece by piece, on both routes, holds at most 20 parts', async () => {
    const hoarder = await signUp(shop.app, { name: 'Piece By Piece' });
    const stock = await totalStock();
    const products = (await catalogue()).filter((product) => product.minOrderQty <= 2);
    const answers = [];
    for (const [index, product] of products.entries()) {
      const line = { productId: product.id, quantity: Math.min(2, product.availableQty), size: 'M' };
      answers.push(
        index % 2 === 0
          ? await shop.app.inject({
              method: 'POST',
              url: '/api/orders',
              headers: hoarder.headers,
              payload: { ...line, paymentMethod: 'cod', delivery: SYLHET_DELIVERY },
            })
          : await checkout(shop.app, hoarder, { items: [line] }),
      );
    }
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe(orderMessages.openUnitsCapUnverified(20));
    expect(stock - (await totalStock())).toBe(20);

    // Another customer still buys.
    const neighbour = await signUp(shop.app, { name: 'Next Customer' });
    const [part] = await catalogue();
    const bought = await checkout(shop.app, neighbour, {
      items: [{ productId: part!.id, quantity: part!.minOrderQty, size: 'M' }],
    });
    expect(bought.statusCode).toBe(200);
  });
});
