import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../test/app.js';
import { createOrderableProduct, postOrderOk } from '../../test/order-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Each statement is a round trip to the database server, and an order holds its products' row
// locks from the statement that takes their stock until it commits: the fewer, the more orders
// a second (issue 20). Counted on PostgreSQL, where every statement goes over the wire.
describe.runIf(process.env.TEST_DB === 'postgres')('the statements of an order (PostgreSQL)', () => {
  const shop = useTestShop({ customers: 1 });
  let customer: Customer;

  beforeAll(() => {
    ({ customer } = shop);
  });

  it('places an order in one statement once its product was read', async () => {
    const product = await createOrderableProduct(shop.app, { availableQty: 100 });
    const payload = { productId: product.id, quantity: '2', size: 'M' };
    // The first order reads the session and the product; the next ones find them in their caches.
    await postOrderOk(shop.app, customer, payload);
    // The order's mails and SMS go from their queues off the request, in statements of their own.
    await Promise.all([shop.app.orders.mailQueue.stop(), shop.app.orders.smsQueue.stop()]);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await postOrderOk(shop.app, customer, payload);
      // The cache's notice to the shop's other processes goes once for a burst of orders, not per order.
      const statements = query.mock.calls
        .map(([statement]) => String((statement as { text?: string }).text ?? statement))
        .filter((text) => !text.includes('pg_notify'));
      expect(statements).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});
