import type { CartQuote, CustomerGroup, MyPrices, Order, OrderDetail } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { brands } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { freshGroupName, groupsAs } from '../../test/customer-group-requests.js';
import { createProduct } from '../../test/factories.js';
import { postOrderOk } from '../../test/order-requests.js';
import { createPromotionAs, lineOf, quoteAs } from '../../test/promotion-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 37, garages: a group's price list (percent by category and brand, fixed prices, quantity
// tiers) charged in quotes, checkouts and single orders; nobody else sees or pays it.

describe('trade prices of customer groups', () => {
  const shop = useTestShop({ customers: ['Garage Owner', 'Walk-in Customer'], admin: true });
  let app: App;
  let admin: Customer;
  let garage: Customer;
  let other: Customer;
  beforeAll(() => {
    ({ app, admin, customer: garage, other } = shop);
  });

  const ok = async <T>(answer: Promise<{ statusCode: number; body: string; json: <J>() => J }>) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const quoted = (who: Customer, body: Record<string, unknown>) => ok<CartQuote>(quoteAs(app, who, body));

  async function garageGroup(body: Record<string, unknown>) {
    const group = await ok<CustomerGroup>(
      groupsAs(admin, app, 'POST', '', { name: freshGroupName(), ...body }),
    );
    await ok(groupsAs(admin, app, 'PUT', `/${group.id}/members/${garage.email.toUpperCase()}`));
    return group;
  }

  it('lets the admin add, list and change a group and its members, refusing bad input', async () => {
    const oil = await createProduct(app.db, { priceMinor: 3000, category: 'motor-oil' });
    const name = freshGroupName('Fleet');
    const created = await ok<CustomerGroup>(
      groupsAs(admin, app, 'POST', '', {
        name,
        discountPercent: 5,
        categoryDiscounts: { 'brake-pads': 12.5 },
        prices: [
          { productId: oil.id, price: 25 },
          { productId: oil.id, price: 22, minQty: 10 },
        ],
      }),
    );
    expect(created).toMatchObject({ name, discountPercent: 5, categoryDiscounts: { 'brake-pads': 12.5 } });
    expect(created.prices.map((p) => [p.price, p.minQty])).toEqual([
      [25, 1],
      [22, 10],
    ]);
    expect((await groupsAs(admin, app, 'POST', '', { name: name.toLowerCase() })).statusCode).toBe(409);
    const unknown = { name: freshGroupName(), prices: [{ productId: crypto.randomUUID(), price: 1 }] };
    const refused = await groupsAs(admin, app, 'POST', '', unknown);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'A product of the price list is not in the catalogue' });
    expect((await groupsAs(admin, app, 'POST', '', { name: 'X', discountPercent: 120 })).statusCode).toBe(
      400,
    );

    const changed = await ok<CustomerGroup>(
      groupsAs(admin, app, 'PATCH', `/${created.id}`, {
        discountPercent: 7.5,
        codAboveLimits: true,
        prices: [],
      }),
    );
    expect(changed).toMatchObject({ discountPercent: 7.5, codAboveLimits: true, prices: [] });
    const joined = await ok<CustomerGroup>(
      groupsAs(admin, app, 'PUT', `/${created.id}/members/${other.email}`),
    );
    expect(joined.members).toEqual([{ email: other.email, name: other.name }]);
    expect((await groupsAs(admin, app, 'PUT', `/${created.id}/members/nobody@example.com`)).statusCode).toBe(
      404,
    );
    expect((await groupsAs(admin, app, 'PUT', `/${created.id}/members/${admin.email}`)).statusCode).toBe(400);
    const left = await ok<CustomerGroup>(
      groupsAs(admin, app, 'DELETE', `/${created.id}/members/${other.email}`),
    );
    expect(left.members).toEqual([]);
    const listed = await ok<CustomerGroup[]>(groupsAs(admin, app, 'GET'));
    expect(listed.find((g) => g.id === created.id)).toMatchObject({ discountPercent: 7.5 });
    expect((await groupsAs(other, app, 'GET')).statusCode).toBe(403);
  });

  it('prices by fixed price and tier, brand, category and the group percent, in the quote and the checkout', async () => {
    const [brand] = await app.db
      .insert(brands)
      .values({ name: freshGroupName('NGK') })
      .returning();
    const oil = await createProduct(app.db, { priceMinor: 3000, category: 'motor-oil', availableQty: 50 });
    const plug = await createProduct(app.db, {
      priceMinor: 1000,
      category: 'spark-plugs',
      brandId: brand!.id,
    });
    const pads = await createProduct(app.db, { priceMinor: 2000, category: 'brake-pads' });
    const bulb = await createProduct(app.db, { priceMinor: 500, category: 'car-bulbs' });
    await garageGroup({
      discountPercent: 10,
      categoryDiscounts: { 'brake-pads': 20 },
      brandDiscounts: { [brand!.id]: 25 },
      prices: [
        { productId: oil.id, price: 25 },
        { productId: oil.id, price: 22, minQty: 10 },
      ],
    });
    const items = [lineOf(oil, 2), lineOf(plug), lineOf(pads), lineOf(bulb, 2)];
    const q = await quoted(garage, { items });
    expect(q.lines.map((l) => l.price)).toEqual([50, 7.5, 16, 9]);
    expect(q.subtotal).toBe(82.5);
    // Ten units of the oil reach its tier: 22 each.
    expect(
      (await quoted(garage, { items: [lineOf(oil, 6), lineOf(oil, 4, 'L')] })).lines.map((l) => l.price),
    ).toEqual([132, 88]);
    // Another customer pays list prices.
    expect((await quoted(other, { items })).subtotal).toBe(60 + 10 + 20 + 10);

    const placed = await ok<OrderDetail>(checkout(app, garage, { items }));
    expect(placed).toMatchObject({ subtotal: 82.5, total: q.total });
    expect(placed.lines.map((l) => l.price)).toEqual([50, 7.5, 16, 9]);
  });

  it('charges a single order its trade price, and keeps it when the group’s prices change later', async () => {
    const pads = await createProduct(app.db, { priceMinor: 2000 });
    const group = await garageGroup({ prices: [{ productId: pads.id, price: 15 }] });
    const delivery = {
      name: 'Garage Owner',
      phone: '01712345678',
      district: 'Sylhet',
      address: 'Zindabazar',
    };
    const order = await postOrderOk(app, garage, {
      productId: pads.id,
      quantity: 2,
      size: 'M',
      delivery,
      paymentMethod: 'online',
    });
    expect(order).toMatchObject({ price: 30, subtotal: 30 });
    await ok(groupsAs(admin, app, 'PATCH', `/${group.id}`, { prices: [{ productId: pads.id, price: 18 }] }));
    const read = await ok<Order>(app.inject({ url: `/api/order/${order._id}`, headers: garage.headers }));
    expect(read).toMatchObject({ price: 30, subtotal: 30, total: order.total });
    const other2 = await postOrderOk(app, other, { productId: pads.id, quantity: 2, size: 'M', delivery });
    expect(other2.price).toBe(40);
  });

  it('applies a promotion to what is left to pay after the trade price', async () => {
    const pads = await createProduct(app.db, { priceMinor: 2000 });
    await garageGroup({ prices: [{ productId: pads.id, price: 10 }] });
    const { code } = await ok<{ code: string }>(
      createPromotionAs(app, admin, { kind: 'percent', value: 10 }),
    );
    const q = await quoted(garage, { items: [lineOf(pads, 3)], code });
    expect(q).toMatchObject({ subtotal: 30, discount: 3, code });
    const placed = await ok<OrderDetail>(checkout(app, garage, { items: [lineOf(pads, 3)], code }));
    expect(placed).toMatchObject({ subtotal: 30, discount: 3, total: q.total });
  });

  it('tells a member their own prices, and nobody else any', async () => {
    const pads = await createProduct(app.db, { priceMinor: 2000 });
    const filter = await createProduct(app.db, { priceMinor: 1000 });
    const group = await garageGroup({
      discountPercent: 10,
      prices: [
        { productId: pads.id, price: 16 },
        { productId: pads.id, price: 14, minQty: 10 },
      ],
    });
    const url = `/api/me/prices?ids=${pads.id},${filter.id}`;
    const mine = await app.inject({ url, headers: garage.headers });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const prices = mine.json<MyPrices>();
    expect(prices.group).toBe(group.name);
    expect(prices.prices.find((p) => p.productId === pads.id)).toEqual({
      productId: pads.id,
      listPrice: 20,
      price: 16,
      tiers: [{ minQty: 10, price: 14 }],
    });
    expect(prices.prices.find((p) => p.productId === filter.id)).toMatchObject({ listPrice: 10, price: 9 });
    expect(await ok(app.inject({ url, headers: other.headers }))).toEqual({
      group: null,
      monthlyStatement: false,
      prices: [],
    });
    expect((await app.inject({ url })).statusCode).toBe(401);
    // The shop's public list is the same for the member and a visitor: list prices only.
    const visitor = await app.inject({ url: `/api/services?q=${encodeURIComponent(pads.name)}` });
    const member = await app.inject({
      url: `/api/services?q=${encodeURIComponent(pads.name)}`,
      headers: garage.headers,
    });
    expect(member.body).toBe(visitor.body);
    expect(visitor.body).not.toContain('"price":16');
  });
});
