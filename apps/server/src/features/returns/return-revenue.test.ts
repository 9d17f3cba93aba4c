import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: the Overview subtracts refunds from sales (an order brought its total less what its
// returns paid back), and the CSV export says what each order's returns refunded.

describe('refunds on the Overview and in the CSV export', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  const stats = async () => {
    const response = await shop.app.inject({ url: '/api/admin/stats', headers: shop.admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { revenue: number; periods: { today: { revenue: number } } };
  };

  it('takes a refunded return off the revenue, and one not yet refunded not', async () => {
    const before = await stats();
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer, {
      lines: [{ quantity: 3 }],
    });
    const sold = await stats();
    expect(sold.revenue).toBeCloseTo(before.revenue + 43.5, 2);
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: products[0]!.id, quantity: 2 }],
      reason: 'damaged',
    });
    for (const status of ['approved', 'received'])
      await send(shop.app, shop.admin, 'PATCH', `/api/returns/${opened.body._id}`, { status });
    expect((await stats()).revenue).toBeCloseTo(sold.revenue, 2);
    const refunded = await send(shop.app, shop.admin, 'POST', `/api/returns/${opened.body._id}/refund`, {
      method: 'manual',
      reference: 'Nagad 01812345678',
    });
    expect(refunded.body.refunded).toBe(31);
    const after = await stats();
    expect(after.revenue).toBeCloseTo(sold.revenue - 31, 2);
    expect(after.periods.today.revenue).toBeCloseTo(sold.periods.today.revenue - 31, 2);
    const csv = await shop.app.inject({ url: '/api/admin/orders.csv', headers: shop.admin.headers });
    const rows: Record<string, string>[] = parse(csv.rawPayload, { bom: true, columns: true });
    expect(rows.find((row) => row['Order number'] === `CP-${order.orderNumber}`)).toMatchObject({
      Total: '43.50',
      Refunded: '31.00',
    });
  });
});
