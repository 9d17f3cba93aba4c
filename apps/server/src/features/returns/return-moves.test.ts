import { returnMessages } from '@chaka/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockChanges } from '../../db/schema/index.js';
import { stockOf } from '../../test/factories.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: the admin moves a return forward only (requested -> approved -> received, or rejected
// before it is received); received puts the parts back in stock or writes them off as damaged.

describe('moving a return', () => {
  const shop = useTestShop({ customers: 2, admin: true });
  const move = (id: string, body: object, who = shop.admin) =>
    send(shop.app, who, 'PATCH', `/api/returns/${id}`, body);

  /** A requested return of 2 of the 3 delivered parts (20 in stock), with `reason`. */
  async function requested(reason = 'wrong_fit') {
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer, {
      lines: [{ quantity: 3 }],
    });
    const product = products[0]!;
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: product.id, quantity: 2 }],
      reason,
    });
    expect(opened.status).toBe(200);
    return { id: opened.body._id, number: opened.body.number, product, order };
  }

  it('puts the received parts back in stock, the history saying which return', async () => {
    const { id, number, product, order } = await requested();
    expect((await move(id, { status: 'approved' })).body).toMatchObject({ status: 'approved' });
    const received = await move(id, { status: 'received' });
    expect(received.body).toMatchObject({ status: 'received', damaged: false });
    expect(received.body.events.map((event) => event.status)).toEqual(['requested', 'approved', 'received']);
    expect(await stockOf(shop.app.db, product.id)).toBe(22);
    const [change] = await shop.app.db
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.productId, product.id), eq(stockChanges.reason, 'return')));
    expect(change).toMatchObject({
      before: 20,
      after: 22,
      orderId: order.id,
      note: `return ${number}`,
      writtenOff: 0,
    });
    const history = await send(shop.app, shop.admin, 'GET', `/api/services/${product.id}/stock-history`);
    expect(history.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'return', before: 20, after: 22, note: `return ${number}` }),
      ]),
    );
  });

  it('writes damaged parts off: the stock stays, the history counts them', async () => {
    const { id, number, product } = await requested('damaged');
    await move(id, { status: 'approved' });
    const received = await move(id, { status: 'received', damaged: true });
    expect(received.body).toMatchObject({ status: 'received', damaged: true });
    expect(await stockOf(shop.app.db, product.id)).toBe(20);
    const [change] = await shop.app.db
      .select()
      .from(stockChanges)
      .where(eq(stockChanges.productId, product.id))
      .orderBy(desc(stockChanges.at));
    expect(change).toMatchObject({
      reason: 'write-off',
      before: 20,
      after: 20,
      writtenOff: 2,
      note: `return ${number}`,
    });
  });

  it.each([
    ['requested', [], { status: 'received' }],
    ['approved', [{ status: 'approved' }], { status: 'approved' }],
    [
      'received',
      [{ status: 'approved' }, { status: 'received' }],
      { status: 'rejected', reason: 'Too late' },
    ],
    ['received', [{ status: 'approved' }, { status: 'received' }], { status: 'received' }],
    ['rejected', [{ status: 'rejected', reason: 'Used' }], { status: 'approved' }],
  ])('refuses to move a %s return backward or twice (409)', async (from, steps, body) => {
    const { id, product } = await requested();
    for (const step of steps) expect((await move(id, step)).status).toBe(200);
    const stock = await stockOf(shop.app.db, product.id);
    const refused = await move(id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(returnMessages.cannotMove(from, body.status));
    expect(await stockOf(shop.app.db, product.id)).toBe(stock);
  });

  it('takes two receipts at once as one: the parts come back to stock once', async () => {
    const { id, product } = await requested();
    await move(id, { status: 'approved' });
    const both = await Promise.all([move(id, { status: 'received' }), move(id, { status: 'received' })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(shop.app.db, product.id)).toBe(22);
  });

  it('opens one return when two are asked for at once', async () => {
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer);
    const body = { lines: [{ productId: products[0]!.id, quantity: 1 }], reason: 'damaged' };
    const url = `/api/orders/${order.id}/returns`;
    const both = await Promise.all([
      send(shop.app, shop.customer, 'POST', url, body),
      send(shop.app, shop.customer, 'POST', url, body),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('rejects only with a reason the customer sees, from requested or approved', async () => {
    const { id } = await requested();
    const bare = await move(id, { status: 'rejected' });
    expect(bare).toMatchObject({ status: 400, body: { message: returnMessages.rejectionReasonNeeded } });
    await move(id, { status: 'approved' });
    const rejected = await move(id, { status: 'rejected', reason: 'The part was fitted and used' });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The part was fitted and used',
      refundable: 0,
    });
    const seen = await send(shop.app, shop.customer, 'GET', `/api/returns/${id}`);
    expect(seen.body.rejectionReason).toBe('The part was fitted and used');
  });

  it('is the admin’s alone: the customer and others get 403, and nothing moves', async () => {
    const { id } = await requested();
    expect((await move(id, { status: 'approved' }, shop.customer)).status).toBe(403);
    expect((await move(id, { status: 'approved' }, shop.other)).status).toBe(403);
    expect((await send(shop.app, null, 'PATCH', `/api/returns/${id}`, { status: 'approved' })).status).toBe(
      401,
    );
    expect((await send(shop.app, shop.customer, 'GET', `/api/returns/${id}`)).body.status).toBe('requested');
    expect((await move('0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', { status: 'approved' })).status).toBe(404);
  });

  it('lists every return for the admin, with filters', async () => {
    const { id } = await requested('not_as_described');
    const all = await send(
      shop.app,
      shop.admin,
      'GET',
      '/api/returns?status=requested&reason=not_as_described',
    );
    const ids = (all.body as unknown as Array<{ _id: string; status: string }>).map((found) => found._id);
    expect(ids).toContain(id);
    const open = await send(shop.app, shop.admin, 'GET', '/api/returns?status=refunded');
    expect((open.body as unknown as Array<{ _id: string }>).map((found) => found._id)).not.toContain(id);
    expect((await send(shop.app, shop.admin, 'GET', '/api/returns?status=lost')).status).toBe(400);
  });

  it('pages through the list, newest first', async () => {
    const older = await requested();
    const newer = await requested();
    const list = async (query: string) =>
      (await send(shop.app, shop.admin, 'GET', `/api/returns?${query}`)).body as unknown as Array<{
        _id: string;
      }>;
    const [first] = await list('limit=1');
    expect(first?._id).toBe(newer.id);
    const [second] = await list('limit=1&page=2');
    expect(second?._id).toBe(older.id);
    for (const bad of ['limit=0', 'limit=201', 'page=0', 'limit=abc'])
      expect((await send(shop.app, shop.admin, 'GET', `/api/returns?${bad}`)).status, bad).toBe(400);
  });
});
