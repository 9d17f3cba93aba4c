import type { OrderDetail, Stats } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { createPromotionAs, lineOf } from '../../test/promotion-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 37: the Overview shows sales net of discounts, the discounts given and a promotions table.

describe('the Overview and promotions', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan', 'Karim Ahmed'], admin: true });
  let app: App;
  let admin: Customer;
  let customer: Customer;
  let other: Customer;
  beforeAll(() => {
    ({ app, admin, customer, other } = shop);
  });

  const code = async (body: Record<string, unknown>) => {
    const answer = await createPromotionAs(app, admin, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ id: string; code: string }>();
  };
  const order = async (buyer: Customer, payload: Record<string, unknown>) => {
    const answer = await checkout(app, buyer, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<OrderDetail>();
  };

  it('answers the discounts given and, per promotion, its uses, discount and the sales it brought', async () => {
    const part = await createProduct(app.db, { priceMinor: 2000, availableQty: 50 });
    const tenOff = await code({ kind: 'percent', value: 10 });
    const fiveOff = await code({ kind: 'amount', value: 5 });
    const items = [lineOf(part, 2)];
    const first = await order(customer, { items, code: tenOff.code });
    const second = await order(other, { items: [lineOf(part, 1)], code: tenOff.code.toLowerCase() });
    const plain = await order(customer, { items });
    const cancelled = await order(other, { items, code: fiveOff.code });
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${cancelled._id}`,
      headers: other.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const answer = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const stats = answer.json<Stats>();
    const kept = [first, second, plain];
    expect(stats.orders).toBe(3);
    // Revenue is what the orders charged: their totals after discounts.
    expect(stats.revenue).toBeCloseTo(
      kept.reduce((sum, o) => sum + o.total, 0),
      2,
    );
    expect(stats.discount).toBeCloseTo(first.discount + second.discount, 2);
    expect(first.discount).toBe(4);
    expect(second.discount).toBe(2);
    // The cancelled order's promotion brought nothing: it is not in the table.
    expect(stats.promotions).toEqual([
      {
        id: tenOff.id,
        code: tenOff.code,
        kind: 'percent',
        uses: 2,
        discount: 6,
        sales: first.total + second.total,
      },
    ]);
  });

  it('answers no discount and no promotions for a range without orders', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/stats?from=2020-01-01&to=2020-01-31',
      headers: admin.headers,
    });
    expect(answer.json()).toMatchObject({ discount: 0, promotions: [], revenue: 0 });
  });
});
