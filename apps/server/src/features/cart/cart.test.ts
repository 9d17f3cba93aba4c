import { CART_MAX_LINES, cartMessages, messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { carts, user } from '../../db/schema/index.js';
import { type Customer, signUp } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';

// GET and PUT /api/cart: the cart kept with the account, so it follows the customer to another
// device. Each account sees and replaces only its own.

describe('the kept cart', () => {
  let app: App;
  let customer: Customer;
  let other: Customer;

  const readCart = (who: { headers: Record<string, string> }) =>
    app.inject({ url: '/api/cart', headers: who.headers });
  const saveCart = (who: { headers: Record<string, string> }, items: unknown) =>
    app.inject({ method: 'PUT', url: '/api/cart', headers: who.headers, payload: { items } });

  const shop = useTestShop({ customers: ['Nusrat Jahan', 'Karim Ahmed'] });
  beforeAll(() => {
    ({ app, customer, other } = shop);
  });

  it('is empty until kept, then answers what was kept, on any session of the account', async () => {
    const fresh = await signUp(app, { name: 'Sadia Islam' });
    expect((await readCart(fresh)).json()).toEqual({ items: [] });

    const [oil, filter] = [await createProduct(app.db), await createProduct(app.db)];
    const items = [
      { productId: oil!.id, quantity: 2, size: 'L' },
      { productId: filter!.id, quantity: '1', size: 'M' },
    ];
    const saved = await saveCart(fresh, items);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = {
      items: [
        { productId: oil!.id, quantity: '2', size: 'L' },
        { productId: filter!.id, quantity: '1', size: 'M' },
      ],
    };
    expect(saved.json()).toEqual(kept);
    // Another device: the browser session cookie instead of the bearer token.
    const other = await app.inject({ url: '/api/cart', headers: { cookie: fresh.cookie } });
    expect(other.json()).toEqual(kept);
  });

  it('replaces the kept cart, merging the same part and size', async () => {
    const pads = await createProduct(app.db);
    await saveCart(customer, [{ productId: pads.id, quantity: 5, size: 'SM' }]);
    const saved = await saveCart(customer, [
      { productId: pads.id, quantity: 2, size: 'M' },
      { productId: pads.id, quantity: 1, size: 'L' },
      { productId: pads.id, quantity: '3', size: 'M' },
    ]);
    const merged = {
      items: [
        { productId: pads.id, quantity: '5', size: 'M' },
        { productId: pads.id, quantity: '1', size: 'L' },
      ],
    };
    expect(saved.json()).toEqual(merged);
    expect((await readCart(customer)).json()).toEqual(merged);

    expect((await saveCart(customer, [])).json()).toEqual({ items: [] });
    expect((await readCart(customer)).json()).toEqual({ items: [] });
  });

  it("is the caller's own: another account sees its own cart, never this one", async () => {
    const pads = await createProduct(app.db);
    await saveCart(customer, [{ productId: pads.id, quantity: 2, size: 'M' }]);
    await saveCart(other, []);
    expect((await readCart(other)).json()).toEqual({ items: [] });
    expect((await readCart(customer)).json().items).toHaveLength(1);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await readCart({ headers: {} })).statusCode).toBe(401);
    const pads = await createProduct(app.db);
    const visitor = await saveCart({ headers: {} }, [{ productId: pads.id, quantity: 1, size: 'M' }]);
    expect(visitor.statusCode).toBe(401);
  });

  it.each([
    ['a quantity that is no whole number', [{ quantity: '1.5' }], messages.quantity.notWhole],
    ['a size not on the list', [{ size: 'XXL' }], 'Size must be one of SM, M, L, XL'],
    [
      'two lines adding up to more digits than a quantity has',
      [{ quantity: '9999999999' }, { quantity: 1 }],
      messages.quantity.tooLong,
    ],
  ])('refuses %s and keeps the cart as it was', async (_, changes, message) => {
    const pads = await createProduct(app.db);
    const before = (await readCart(customer)).json();
    const items = changes.map((change) => ({ productId: pads.id, quantity: 1, size: 'M', ...change }));
    const response = await saveCart(customer, items);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await readCart(customer)).json()).toEqual(before);
  });

  it(`keeps at most ${CART_MAX_LINES} lines`, async () => {
    const pads = await createProduct(app.db);
    const items = Array.from({ length: CART_MAX_LINES + 1 }, (_, index) => ({
      productId: pads.id,
      quantity: index + 1,
      size: 'M',
    }));
    const response = await saveCart(customer, items);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(cartMessages.tooManyLines);
  });

  it('keeps a part sold out or deleted since, for the cart page to say so', async () => {
    const soldOut = await createProduct(app.db, { availableQty: 0 });
    const saved = await saveCart(customer, [{ productId: soldOut.id, quantity: 1, size: 'M' }]);
    expect(saved.statusCode).toBe(200);
    expect((await readCart(customer)).json().items).toHaveLength(1);
  });

  it('is used up by a checkout', async () => {
    const pads = await createProduct(app.db);
    const items = [{ productId: pads.id, quantity: 2, size: 'M' }];
    await saveCart(customer, items);
    const placed = await checkout(app, customer, { items });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await readCart(customer)).json()).toEqual({ items: [] });
  });

  it('goes with the account', async () => {
    const leaving = await signUp(app, { name: 'Leaving Customer' });
    const pads = await createProduct(app.db);
    await saveCart(leaving, [{ productId: pads.id, quantity: 1, size: 'M' }]);
    await app.db.delete(user).where(eq(user.id, leaving.id));
    expect(await app.db.select().from(carts).where(eq(carts.userId, leaving.id))).toEqual([]);
  });
});
