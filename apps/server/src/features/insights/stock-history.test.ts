import type { Product, StockChange } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { mailLowStock } from './low-stock.js';

describe('stock history and low stock', () => {
  const shop = useTestShop({ customers: ['Rahim Uddin'], admin: 'Nadia Admin' });
  let app: App;
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ app, admin, customer } = shop);
  });

  const history = async (id: string, who = admin): Promise<StockChange[]> => {
    const response = await app.inject({ url: `/api/services/${id}/stock-history`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const send = (method: 'PATCH' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: admin.headers, payload });

  it('records who changed the stock, when, from what to what and why: add, order, cancel, edits', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.headers,
      payload: {
        productName: 'Ceramic Brake Pads',
        availableQty: 40,
        orderQty: 1,
        price: 25,
        productDescription: 'Front pads.',
        image: '/images/parts/brake-pads-ceramic.svg',
      },
    });
    const product: Product = created.json();
    expect(product.lowStockThreshold).toBe(5);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: { productId: product._id, quantity: 3, size: 'M' },
    });
    await app.inject({ method: 'DELETE', url: `/api/orders/${order.json()._id}`, headers: customer.headers });
    expect(
      (await send('PATCH', `/api/service/${product._id}`, { availableQty: 35, stockReason: 'damage' }))
        .statusCode,
    ).toBe(200);
    // The spec's calls without a reason still work, recorded as an edit.
    expect((await send('PUT', `/api/services/${product._id}`, { availableQty: 50 })).statusCode).toBe(200);
    // An edit that leaves the stock as it is adds nothing.
    expect((await send('PATCH', `/api/service/${product._id}`, { price: 26 })).statusCode).toBe(200);

    const changes = await history(product._id);
    const orderNumber = order.json().orderNumber;
    expect(changes.map(({ at: _, ...change }) => change)).toEqual([
      { by: 'Nadia Admin', before: 35, after: 50, reason: 'edit', orderNumber: null },
      { by: 'Nadia Admin', before: 40, after: 35, reason: 'damage', orderNumber: null },
      { by: 'Rahim Uddin', before: 37, after: 40, reason: 'cancel', orderNumber },
      { by: 'Rahim Uddin', before: 40, after: 37, reason: 'order', orderNumber },
      { by: 'Nadia Admin', before: 0, after: 40, reason: 'restock', orderNumber: null },
    ]);
    expect(new Date(changes[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records the stock a checkout takes, one change a part with all its sizes', async () => {
    const pads = await createProduct(app.db, { name: 'Rear Brake Shoes', availableQty: 20 });
    const plugs = await createProduct(app.db, { name: 'Iridium Plugs', availableQty: 12 });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: customer.headers,
      payload: {
        items: [
          { productId: pads.id, quantity: 2, size: 'M' },
          { productId: plugs.id, quantity: 4, size: 'SM' },
          { productId: pads.id, quantity: 1, size: 'L' },
        ],
        delivery: {
          name: 'Rahim Uddin',
          phone: '01712345678',
          district: 'Dhaka',
          address: 'House 3, Road 2',
        },
        paymentMethod: 'cod',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderNumber } = checkout.json();
    const steps = (changes: StockChange[]) =>
      changes.map(({ before, after, reason }) => ({ before, after, reason }));
    expect(steps(await history(pads.id))).toEqual([{ before: 20, after: 17, reason: 'checkout' }]);
    expect(await history(plugs.id)).toEqual([
      expect.objectContaining({ by: 'Rahim Uddin', before: 12, after: 8, reason: 'checkout', orderNumber }),
    ]);
  });

  it('refuses a reason it does not know and changes nothing', async () => {
    const product = await createProduct(app.db);
    const response = await send('PATCH', `/api/service/${product.id}`, {
      availableQty: 1,
      stockReason: 'theft',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/restock, damage, correction/);
    expect(await history(product.id)).toEqual([]);
  });

  it('keeps the history for admins only, and answers 404 for no product', async () => {
    const product = await createProduct(app.db);
    const refused = await app.inject({
      url: `/api/services/${product.id}/stock-history`,
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    const missing = await app.inject({
      url: '/api/services/00000000-0000-4000-8000-000000000000/stock-history',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the low parts in Manage Products and mails them to the shop', async () => {
    const low = await createProduct(app.db, {
      name: 'Wiper Blade ওয়াইপার',
      availableQty: 1,
      lowStockThreshold: 3,
    });
    const threshold = await app.inject({
      method: 'PATCH',
      url: `/api/service/${low.id}`,
      headers: admin.headers,
      payload: { lowStockThreshold: 2 },
    });
    expect(threshold.json().lowStockThreshold).toBe(2);
    const listed: Product[] = (await app.inject({ url: '/api/services?lowStock=true' })).json();
    expect(listed.map((product) => product._id)).toContain(low.id);
    expect(listed.every((product) => product.availableQty <= product.lowStockThreshold!)).toBe(true);

    const sent = await mailLowStock({
      ...app.orders,
      siteName: 'Chaka Parts',
      timeZone: 'Asia/Dhaka',
      hour: 8,
    });
    expect(sent).toBe(true);
    const mail = await shop.smtp.waitForMail(app.orders.shopAddress, (m) =>
      m.subject.includes('low on stock'),
    );
    expect(mail.text).toContain('Wiper Blade ওয়াইপার: 1 left (low at 2 or fewer)');
    expect(mail.text).toContain('/dashboard/manageProducts?lowStock=true');
  });
});
