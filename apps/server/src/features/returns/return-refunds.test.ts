import { returnMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, deliveredThroughApi, send } from '../../test/return-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: a received return is refunded its lines' price, plus the delivery fee when the shop is
// at fault, never more than was paid; by hand for cash (the customer confirms), or through the
// payment provider of an order paid online. Three parts at $12.50 and $6 to deliver: $43.50 paid.

describe('refunding a return', () => {
  const shop = useTestShop({ customers: 2, admin: true, scene: true });
  const admin = (method: 'PATCH' | 'POST', url: string, body: object = {}) =>
    send(shop.app, shop.admin, method, url, body);

  /** A received return of `quantity` of the 3 delivered parts; `move` adds to the received move. */
  async function received(reason: string, quantity = 2, move: object = {}, choice = {}) {
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer, {
      lines: [{ quantity: 3 }],
      ...choice,
    });
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: products[0]!.id, quantity }],
      reason,
    });
    expect(opened.status).toBe(200);
    await admin('PATCH', `/api/returns/${opened.body._id}`, { status: 'approved' });
    const got = await admin('PATCH', `/api/returns/${opened.body._id}`, { status: 'received', ...move });
    expect(got.status).toBe(200);
    return { id: got.body._id, order, products, refundable: got.body.refundable };
  }
  const refund = (
    id: string,
    body: object = { method: 'manual', reference: 'bKash 01712345678 TrxID 8K2M' },
  ) => admin('POST', `/api/returns/${id}/refund`, body);

  it('refunds a cash order’s wrong fit by hand, the parts only, and the customer confirms it', async () => {
    const { id, order } = await received('wrong_fit');
    const refunded = await refund(id);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refundable: 25,
      deliveryFee: 0,
      refunded: 25,
      refund: {
        method: 'manual',
        reference: 'bKash 01712345678 TrxID 8K2M',
        status: 'refunded',
        confirmedAt: null,
      },
    });
    const detail = await send(shop.app, shop.customer, 'GET', `/api/order/${order.id}`);
    expect(detail.body).toMatchObject({ refunded: 25, refundState: 'partly_refunded' });
    const confirm = (who = shop.customer) =>
      send(shop.app, who, 'POST', `/api/returns/${id}/refund/confirmation`);
    expect((await confirm(shop.other)).status).toBe(403);
    expect((await confirm(shop.admin)).status).toBe(403);
    const confirmed = await confirm();
    expect(confirmed.body.refund?.confirmedAt).toEqual(expect.any(String));
    expect(confirmed.body.events.map((event) => event.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
      'refund_confirmed',
    ]);
    expect(await confirm()).toMatchObject({
      status: 409,
      body: { message: returnMessages.confirmedAlready },
    });
    expect(await refund(id)).toMatchObject({
      status: 409,
      body: { message: returnMessages.cannotMove('refunded', 'refunded') },
    });
  });

  it.each([
    ['damaged', {}, 31],
    ['not_as_described', {}, 31],
    ['wrong_fit', { shopAtFault: true }, 31],
    ['wrong_fit', {}, 25],
    ['changed_mind', {}, 25],
  ])(
    'refunds %s %j with the delivery fee only when the shop is at fault: $%d',
    async (reason, move, amount) => {
      const { id } = await received(reason, 2, move);
      const refunded = await refund(id);
      expect(refunded.body).toMatchObject({ refunded: amount, deliveryFee: amount - 25 });
    },
  );

  it('refunds the delivery fee once, and the whole order at most: then it is Refunded', async () => {
    const first = await received('damaged', 2);
    expect((await refund(first.id)).body.refunded).toBe(31);
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${first.order.id}/returns`, {
      lines: [{ productId: first.products[0]!.id, quantity: 1 }],
      reason: 'damaged',
    });
    await admin('PATCH', `/api/returns/${opened.body._id}`, { status: 'approved' });
    await admin('PATCH', `/api/returns/${opened.body._id}`, { status: 'received' });
    const second = await refund(opened.body._id);
    expect(second.body).toMatchObject({ refunded: 12.5, deliveryFee: 0 });
    const detail = await send(shop.app, shop.customer, 'GET', `/api/order/${first.order.id}`);
    expect(detail.body).toMatchObject({ refunded: 43.5, refundState: 'refunded' });
  });

  it('never refunds more than was paid: a cash order that paid only its delivery fee online', async () => {
    const { id } = await received(
      'damaged',
      2,
      {},
      { paid: false, fields: { advanceMinor: 600, advancePaid: true } },
    );
    expect((await refund(id)).body).toMatchObject({ refunded: 6, deliveryFee: 6 });
  });

  it('refunds only a received return, by hand for cash, and answers clearly when the provider cannot', async () => {
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer);
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: products[0]!.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(await refund(opened.body._id)).toMatchObject({
      status: 409,
      body: { message: returnMessages.cannotMove('requested', 'refunded') },
    });
    const cash = await received('damaged');
    expect(await refund(cash.id, {})).toMatchObject({
      status: 409,
      body: { message: returnMessages.cashNeedsManual },
    });
    // Marked paid online with no payment the provider knows: nothing to refund there.
    const online = await received('damaged', 2, {}, { paymentMethod: 'online' });
    expect(await refund(online.id, {})).toMatchObject({
      status: 409,
      body: { message: returnMessages.onlineRefundUnavailable },
    });
    expect(
      (await send(shop.app, shop.customer, 'POST', `/api/returns/${cash.id}/refund`, { method: 'manual' }))
        .status,
    ).toBe(403);
  });

  it('refunds a card payment through the card provider, its answer recorded', async () => {
    const order = await deliveredThroughApi(shop.scene);
    const customer = shop.scene.user;
    const opened = await send(shop.app, customer, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ productId: order.productId, quantity: 1 }],
      reason: 'not_as_described',
    });
    expect(opened.status).toBe(200);
    await send(shop.app, shop.scene.admin, 'PATCH', `/api/returns/${opened.body._id}`, {
      status: 'approved',
    });
    await send(shop.app, shop.scene.admin, 'PATCH', `/api/returns/${opened.body._id}`, {
      status: 'received',
    });
    const refunded = await send(
      shop.app,
      shop.scene.admin,
      'POST',
      `/api/returns/${opened.body._id}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refunded: order.price / order.quantity + order.deliveryFee,
      refund: { method: 'card', status: 'refunded', reference: expect.any(String) },
    });
  });
});
