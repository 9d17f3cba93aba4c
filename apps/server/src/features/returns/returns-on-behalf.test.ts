import { returnMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, returns } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { signUpStaff } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 38: support on the phone opens a return for the order's customer (returns.open), with the
// customer's own rules (window, quantities, one open return), and the audit log says who did.

describe('opening a return on a customer’s behalf', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  let support: Customer;
  const order = (choice: Parameters<typeof deliveredOrder>[2] = {}) =>
    deliveredOrder(shop.app.db, shop.customer, choice);
  const open = (orderId: string, body: object, who: Customer = support) =>
    send(shop.app, who, 'POST', `/api/orders/${orderId}/returns`, body);
  const one = (productId: string, quantity = 1) => ({ lines: [{ productId, quantity }] });
  const entriesOf = (orderId: string) =>
    shop.app.db.select().from(auditLog).where(eq(auditLog.orderId, orderId));

  beforeAll(async () => {
    support = await signUpStaff(shop.app, 'support', 'Rina Support');
  });

  it('opens the customer’s return, named as support’s in its first step and in the audit log', async () => {
    const { order: placed, products } = await order();
    const opened = await open(placed.id, {
      ...one(products[0]!.id, 2),
      reason: 'damaged',
      note: 'Customer called: the box was crushed',
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ orderId: placed.id, status: 'requested', reason: 'damaged' });
    expect(opened.body.events).toEqual([
      expect.objectContaining({ status: 'requested', by: 'Rina Support' }),
    ]);
    const [row] = await shop.app.db.select().from(returns).where(eq(returns.id, opened.body._id));
    // The return is the customer's: they read it and follow it as their own.
    expect(row!.userId).toBe(shop.customer.id);
    const theirs = await send(shop.app, shop.customer, 'GET', `/api/returns/${opened.body._id}`);
    expect(theirs.status).toBe(200);
    expect(await entriesOf(placed.id)).toEqual([
      expect.objectContaining({
        kind: 'return.open',
        actorEmail: support.email,
        actorName: 'Rina Support',
        subject: `return:${opened.body.number}`,
        after: expect.objectContaining({
          reason: 'damaged',
          lines: [{ productId: products[0]!.id, quantity: 2 }],
        }),
      }),
    ]);
  });

  it('keeps the customer’s rules: the window, the quantities, one open return', async () => {
    const late = await order({ deliveredDaysAgo: 30 });
    const closed = await open(late.order.id, { ...one(late.products[0]!.id), reason: 'changed_mind' });
    expect(closed.status).toBe(409);
    const { order: placed, products } = await order();
    const tooMany = await open(placed.id, { ...one(products[0]!.id, 3), reason: 'damaged' });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { message: returnMessages.tooMany(products[0]!.name, 2) },
    });
    expect((await open(placed.id, { ...one(products[0]!.id), reason: 'damaged' })).status).toBe(200);
    const again = await open(placed.id, { ...one(products[0]!.id), reason: 'damaged' });
    expect(again).toMatchObject({ status: 409, body: { message: returnMessages.openReturn } });
    // Refused, nothing is recorded: only the one return opened.
    expect((await entriesOf(late.order.id)).length).toBe(0);
    expect((await entriesOf(placed.id)).map((entry) => entry.kind)).toEqual(['return.open']);
  });

  it('is not recorded as staff’s when the customer opens their own, and refused to a packer', async () => {
    const { order: placed, products } = await order();
    const packer = await signUpStaff(shop.app, 'packer');
    expect((await open(placed.id, { ...one(products[0]!.id), reason: 'damaged' }, packer)).status).toBe(403);
    const own = await open(placed.id, { ...one(products[0]!.id), reason: 'damaged' }, shop.customer);
    expect(own.status).toBe(200);
    expect(own.body.events[0]!.by).toBe(shop.customer.name);
    expect(await entriesOf(placed.id)).toEqual([]);
  });

  it('lets support read every return, and a packer none but their own (a return carries its refund)', async () => {
    const { order: placed, products } = await order();
    const opened = await open(placed.id, { ...one(products[0]!.id), reason: 'damaged' });
    expect(opened.status).toBe(200);
    const packer = await signUpStaff(shop.app, 'packer');
    const listed = async (who: Customer) => {
      const answer = await shop.app.inject({ url: '/api/returns?limit=100', headers: who.headers });
      return answer.json<Array<{ _id: string }>>().map((item) => item._id);
    };
    expect(await listed(support)).toContain(opened.body._id);
    expect(await listed(packer)).toEqual([]);
    const read = await send(shop.app, packer, 'GET', `/api/returns/${opened.body._id}`);
    expect(read.status).toBe(403);
  });
});
