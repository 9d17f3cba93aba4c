import { type OrderDetail, partRequestMessages, promotionMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { partRequests, promotions } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { quotedRequest } from '../../test/part-request-routes-table.js';
import { createPromotionAs, lineOf } from '../../test/promotion-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issues 37 and 36: a cancelled order gives back the promotion uses it took and reopens the quotes
// it used, so the code and the quote can be used again.

describe('a cancelled order gives back what it used', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan', 'Karim Ahmed'], admin: true });
  let app: App;
  let admin: Customer;
  let customer: Customer;
  let other: Customer;

  beforeAll(() => {
    ({ app, admin, customer, other } = shop);
  });

  const cancel = (who: Customer, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: who.headers });
  const usedCount = async (id: string) =>
    (await app.db.select().from(promotions).where(eq(promotions.id, id)))[0]!.usedCount;
  const listed = async (id: string) => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin.headers });
    return answer.json<Array<{ id: string; uses: number; discountGiven: number }>>().find((p) => p.id === id);
  };

  it('a code with one use can be used again once the order that used it is cancelled', async () => {
    const part = await createProduct(app.db, { priceMinor: 2000, availableQty: 10 });
    const created = await createPromotionAs(app, admin, { kind: 'percent', value: 10, maxUses: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const { id, code } = created.json<{ id: string; code: string }>();
    const items = [lineOf(part)];

    const first = await checkout(app, customer, { items, code });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json<OrderDetail>();
    expect(order).toMatchObject({ discount: 2, promotionCode: code });
    const usedUp = await checkout(app, other, { items, code });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe(promotionMessages.usedUp);

    const cancelled = await cancel(customer, order._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedCount(id)).toBe(0);
    expect(await listed(id)).toMatchObject({ uses: 0, discountGiven: 0 });

    const again = await checkout(app, other, { items, code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ discount: 2, promotionCode: code });
    expect(await usedCount(id)).toBe(1);
    expect(await listed(id)).toMatchObject({ uses: 1, discountGiven: 2 });
  });

  it('a customer’s uses count only their orders that were not cancelled', async () => {
    const part = await createProduct(app.db, { priceMinor: 1000, availableQty: 10 });
    const created = await createPromotionAs(app, admin, { kind: 'amount', value: 1, maxUsesPerCustomer: 1 });
    const { code } = created.json<{ code: string }>();
    const items = [lineOf(part)];
    const first = await checkout(app, customer, { items, code });
    expect(first.statusCode, first.body).toBe(200);
    expect((await checkout(app, customer, { items, code })).json().message).toBe(promotionMessages.usedUp);
    // The admin cancels it this time (a move to cancelled in All Orders).
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${first.json<OrderDetail>()._id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await checkout(app, customer, { items, code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ discount: 1 });
  });

  it('cancelling an order that used a quote reopens the quote, and it can be ordered again', async () => {
    const part = await createProduct(app.db, { priceMinor: 1500, availableQty: 5 });
    const { id } = await quotedRequest(app.db, {
      productId: part.id,
      userId: customer.id,
      priceMinor: 900,
      quantity: 2,
    });
    const line = { productId: part.id, quantity: 2, size: 'M', quote: id };
    const statusOf = async () =>
      (await app.db.select().from(partRequests).where(eq(partRequests.id, id)))[0]!.status;

    const ordered = await checkout(app, customer, { items: [line] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await statusOf()).toBe('closed');
    const used = await checkout(app, customer, { items: [line] });
    expect(used.json().message).toBe(partRequestMessages.quoteUsed);

    expect((await cancel(customer, ordered.json<OrderDetail>()._id)).statusCode).toBe(200);
    expect(await statusOf()).toBe('quoted');
    const mine = await app.inject({ method: 'GET', url: '/api/part-requests', headers: customer.headers });
    expect(mine.json().items.find((item: { id: string }) => item.id === id)).toMatchObject({
      status: 'quoted',
      quote: expect.objectContaining({ price: 9, quantity: 2 }),
    });

    const again = await checkout(app, customer, { items: [line] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ subtotal: 18 });
    expect(await statusOf()).toBe('closed');
  });

  it('a quote the admin closed by hand stays closed when an unrelated order is cancelled', async () => {
    const part = await createProduct(app.db, { priceMinor: 1500, availableQty: 5 });
    const { id } = await quotedRequest(app.db, { productId: part.id, userId: customer.id });
    await app.db.update(partRequests).set({ status: 'closed' }).where(eq(partRequests.id, id));
    const ordered = await checkout(app, customer, { items: [lineOf(part)] });
    expect((await cancel(customer, ordered.json<OrderDetail>()._id)).statusCode).toBe(200);
    const [row] = await app.db.select().from(partRequests).where(eq(partRequests.id, id));
    expect(row!.status).toBe('closed');
  });
});
