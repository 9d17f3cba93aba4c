import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orderLines, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Real connections race only on the PostgreSQL server (PGlite runs one transaction at a time).
describe.runIf(process.env.TEST_DB === 'postgres')('checkouts under concurrency (PostgreSQL)', () => {
  const shop = useTestShop({
    customers: Array.from({ length: 10 }, (_, index) => `Buyer ${String.fromCharCode(65 + index)}`),
  });
  let app: App;
  let customers: readonly Customer[];

  beforeAll(() => {
    ({ app, customers } = shop);
  });

  const stockOf = async (id: string) =>
    (await app.db.select().from(products).where(eq(products.id, id)))[0]!.availableQty;

  it('never oversells the last units when 40 checkouts and single orders race for them', async () => {
    const scarce = await createProduct(app.db, { name: 'Last Oil Filters', availableQty: 10 });
    const plenty = await createProduct(app.db, { availableQty: 1000 });
    // Half the carts list the parts the other way round: the locks are still taken in one order.
    const carts = Array.from({ length: 40 }, (_, index) => {
      const lines = [
        { productId: scarce.id, quantity: 1, size: 'M' },
        { productId: plenty.id, quantity: 2, size: 'L' },
      ];
      return index % 2 === 0 ? lines : lines.reverse();
    });
    const answers = await Promise.all([
      ...carts.map((items, index) => checkout(app, customers[index % customers.length]!, { items })),
      ...Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: customers[index]!.headers,
          payload: { productId: scarce.id, quantity: 1, size: 'SM' },
        }),
      ),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => [200, 400, 409].includes(status)),
      statuses.join(' '),
    ).toBe(true);
    const sold = statuses.filter((status) => status === 200).length;
    expect(sold).toBe(10);
    expect(await stockOf(scarce.id)).toBe(0);

    const lines = await app.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.productId, [scarce.id, plenty.id]));
    const ofScarce = lines.filter((line) => line.productId === scarce.id);
    const ofPlenty = lines.filter((line) => line.productId === plenty.id);
    expect(ofScarce).toHaveLength(10);
    // Every checkout that went through holds both parts; every refused one holds none.
    expect(await stockOf(plenty.id)).toBe(1000 - 2 * ofPlenty.length);
    expect(new Set(ofPlenty.map((line) => line.orderId)).size).toBe(ofPlenty.length);
    for (const line of ofPlenty) expect(ofScarce.some((other) => other.orderId === line.orderId)).toBe(true);
  });

  it('cancels and checks out the same parts at once without a deadlock, and the stock adds up', async () => {
    const parts = await Promise.all(
      Array.from({ length: 3 }, () => createProduct(app.db, { availableQty: 500 })),
    );
    const cartOf = (index: number) => {
      const lines = parts.map((part) => ({ productId: part.id, quantity: 1, size: 'M' }));
      return index % 2 === 0 ? lines : lines.reverse();
    };
    const first = await Promise.all(
      customers.map((customer, index) => checkout(app, customer, { items: cartOf(index) })),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual(customers.map(() => 200));
    // Each customer cancels the first checkout while placing another of the same parts.
    const raced = await Promise.all(
      customers.flatMap((customer, index) => [
        app.inject({
          method: 'DELETE',
          url: `/api/orders/${first[index]!.json()._id}`,
          headers: customer.headers,
        }),
        checkout(app, customer, { items: cartOf(index + 1) }),
      ]),
    );
    expect(raced.map((answer) => answer.statusCode)).toEqual(raced.map(() => 200));
    for (const part of parts) expect(await stockOf(part.id)).toBe(500 - customers.length);
  });
});
