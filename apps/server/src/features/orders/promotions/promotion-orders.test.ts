import { type CartQuote, type OrderDetail, promotionMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { brands, orderLines, promotions, promotionUses } from '../../../db/schema/index.js';
import type { Customer } from '../../../test/app.js';
import { checkout } from '../../../test/cart-requests.js';
import { createProduct, stockOf } from '../../../test/factories.js';
import { createPromotionAs, freshCode, lineOf, quoteAs } from '../../../test/promotion-requests.js';
import { useTestShop } from '../../../test/use-test-shop.js';

// Issue 37: codes priced by the quote and again by the order's transaction; each kind and scope,
// each refusal, stacking with automatic promotions.

describe('orders with promotions', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan', 'Karim Ahmed', 'Rafiq Islam'], admin: true });
  let app: App;
  let admin: Customer;
  let customer: Customer;
  let other: Customer;

  beforeAll(() => {
    ({ app, admin, customer, other } = shop);
  });

  const promotion = async (body: Record<string, unknown>) => {
    const answer = await createPromotionAs(app, admin, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ id: string; code: string | null }>();
  };
  const quoted = async (buyer: Customer, body: Record<string, unknown>) => {
    const answer = await quoteAs(app, buyer, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CartQuote>();
  };

  it('takes 10% off the whole order at checkout, stores each line share and counts the use', async () => {
    const oil = await createProduct(app.db, { priceMinor: 3000 });
    const filter = await createProduct(app.db, { priceMinor: 1000 });
    const { id, code } = await promotion({ kind: 'percent', value: 10 });
    const items = [lineOf(oil), lineOf(filter, 2)];
    const q = await quoted(customer, { items, code: code!.toLowerCase() });
    expect(q).toMatchObject({ subtotal: 50, discount: 5, code });
    expect(q.lines.map((l) => l.discount)).toEqual([3, 2]);
    expect(q.total).toBe(q.subtotal - q.discount + q.deliveryFee);

    const placed = await checkout(app, customer, { items, code });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<OrderDetail>();
    expect(order).toMatchObject({ subtotal: 50, discount: 5, promotionCode: code, total: q.total });
    expect(order.lines.map((l) => l.discount)).toEqual([3, 2]);
    const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(lines.reduce((sum, l) => sum + l.discountMinor, 0)).toBe(500);
    const [row] = await app.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row!.usedCount).toBe(1);
    const uses = await app.db.select().from(promotionUses).where(eq(promotionUses.promotionId, id));
    expect(uses).toMatchObject([{ orderId: order._id, userId: customer.id, discountMinor: 500 }]);
  });

  it('takes an amount off only the parts of its category, brand or product', async () => {
    const [brand] = await app.db
      .insert(brands)
      .values({ name: `Bosch ${freshCode()}` })
      .returning();
    const pads = await createProduct(app.db, { priceMinor: 2000, category: 'brake-pads' });
    const bulb = await createProduct(app.db, { priceMinor: 1000, category: 'car-bulbs', brandId: brand!.id });
    const plug = await createProduct(app.db, { priceMinor: 1000, category: 'spark-plugs' });
    const items = [lineOf(pads), lineOf(bulb), lineOf(plug)];
    const byCategory = await promotion({ kind: 'amount', value: 3, categories: ['brake-pads'] });
    expect((await quoted(customer, { items, code: byCategory.code })).lines.map((l) => l.discount)).toEqual([
      3, 0, 0,
    ]);
    const byBrand = await promotion({ kind: 'percent', value: 50, brands: [brand!.id] });
    expect((await quoted(customer, { items, code: byBrand.code })).lines.map((l) => l.discount)).toEqual([
      0, 5, 0,
    ]);
    const byProduct = await promotion({ kind: 'amount', value: 100, productIds: [plug.id] });
    const capped = await quoted(customer, { items, code: byProduct.code });
    // An amount above the parts it covers takes no more than they cost.
    expect(capped.lines.map((l) => l.discount)).toEqual([0, 0, 10]);
  });

  it('zeroes the delivery fee with free delivery', async () => {
    const part = await createProduct(app.db, { priceMinor: 1000 });
    const { code } = await promotion({ kind: 'free_delivery' });
    const without = await quoted(customer, { items: [lineOf(part)] });
    expect(without.deliveryFee).toBeGreaterThan(0);
    const placed = await checkout(app, customer, { items: [lineOf(part)], code });
    expect(placed.json()).toMatchObject({ deliveryFee: 0, discount: 0, total: 10, promotionCode: code });
  });

  it('tells each reason a code is refused, and an order with it is refused (409) leaving the stock', async () => {
    const part = await createProduct(app.db, { priceMinor: 1000, category: 'motor-oil', availableQty: 5 });
    const items = [lineOf(part)];
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const used = await promotion({ kind: 'percent', value: 5, maxUses: 1 });
    await app.db.update(promotions).set({ usedCount: 1 }).where(eq(promotions.id, used.id));
    const cases: Array<[string | null, string]> = [
      [freshCode('NOPE'), promotionMessages.unknown],
      [
        (await promotion({ kind: 'percent', value: 5, endsAt: past, startsAt: '2020-01-01' })).code,
        promotionMessages.expired,
      ],
      [(await promotion({ kind: 'percent', value: 5, startsAt: future })).code, promotionMessages.notStarted],
      [(await promotion({ kind: 'percent', value: 5, minOrder: 50 })).code, promotionMessages.minimum('$50')],
      [used.code, promotionMessages.usedUp],
      [
        (await promotion({ kind: 'percent', value: 5, categories: ['brake-pads'] })).code,
        promotionMessages.notForTheseParts,
      ],
    ];
    for (const [code, reason] of cases) {
      expect(await quoted(customer, { items, code }), code!).toMatchObject({
        discount: 0,
        codeRefused: reason,
      });
      const refused = await checkout(app, customer, { items, code });
      expect(refused.statusCode, code!).toBe(409);
      expect(refused.json().message).toBe(reason);
    }
    expect(await stockOf(app.db, part.id)).toBe(5);
  });

  it('keeps a first-order code to a first order, and a code to its uses per customer', async () => {
    const part = await createProduct(app.db, { priceMinor: 1000 });
    const first = await promotion({ kind: 'percent', value: 10, firstOrderOnly: true });
    // The customer ordered above; the third customer never did.
    expect((await quoted(customer, { items: [lineOf(part)], code: first.code })).codeRefused).toBe(
      promotionMessages.firstOrderOnly,
    );
    const newcomer = shop.customers[2]!;
    expect((await quoted(newcomer, { items: [lineOf(part)], code: first.code })).discount).toBe(1);
    const once = await promotion({ kind: 'percent', value: 10, maxUsesPerCustomer: 1 });
    expect((await checkout(app, other, { items: [lineOf(part)], code: once.code })).statusCode).toBe(200);
    const again = await checkout(app, other, { items: [lineOf(part)], code: once.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promotionMessages.usedUp);
  });

  it('applies an automatic promotion without a code, to a single order too, and stacks it only if marked', async () => {
    const part = await createProduct(app.db, { priceMinor: 2000 });
    const auto = await promotion({ automatic: true, kind: 'percent', value: 10, productIds: [part.id] });
    const single = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: { productId: part.id, quantity: 1, size: 'M', paymentMethod: 'cod' },
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ discount: 2, promotionCode: null });
    const { code } = await promotion({ kind: 'amount', value: 5 });
    // A code goes alone with an automatic promotion that does not stack ...
    expect(await quoted(customer, { items: [lineOf(part)], code })).toMatchObject({ discount: 5, code });
    await app.db.update(promotions).set({ stacks: true }).where(eq(promotions.id, auto.id));
    // ... and with one that stacks: 5 off, then 10% of the 15 left.
    expect(await quoted(customer, { items: [lineOf(part)], code })).toMatchObject({ discount: 6.5, code });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${auto.id}`,
      headers: admin.headers,
      payload: { endNow: true },
    });
  });
});
