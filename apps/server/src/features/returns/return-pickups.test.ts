import { returnMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { useParcelStandIns } from '../../test/parcel-booking-scene.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: an approved return of an order Steadfast delivered is picked up by Steadfast (its
// create_return_request, against the stand-in); a Pathao order's parts are dropped off, its API
// having no return pickup. A failed booking keeps the approval and is booked again by the admin.

describe('return pickups with the order’s courier', () => {
  const couriers = useParcelStandIns();
  const shop = useTestShop(() => ({ customers: 1, admin: true, env: couriers.settings() }));

  /** A requested return of an order shipped with `courier` (Steadfast: a consignment it delivered). */
  async function requested(courier: 'Steadfast' | 'Pathao') {
    const invoice = `CP-T${crypto.randomUUID().slice(0, 8)}`;
    const consignmentId =
      courier === 'Steadfast' ? String(couriers.steadfast.deliveredParcel(invoice).consignmentId) : '99';
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer, {
      fields: { courier, consignmentId, trackingNumber: 'TRACK1' },
    });
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: products[0]!.id, quantity: 1 }],
      reason: 'wrong_fit',
    });
    expect(opened.status).toBe(200);
    return { id: opened.body._id, number: opened.body.number, consignmentId: Number(consignmentId) };
  }
  const approve = (id: string) =>
    send(shop.app, shop.admin, 'PATCH', `/api/returns/${id}`, { status: 'approved' });
  const pickup = (id: string, who = shop.admin) => send(shop.app, who, 'POST', `/api/returns/${id}/pickup`);

  it('books a Steadfast return request on approval and shows its id and status', async () => {
    const { id, number, consignmentId } = await requested('Steadfast');
    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      pickup: { courier: 'Steadfast', id: expect.any(String), status: 'pending', error: null },
    });
    const booked = couriers.steadfast.returnRequests.get(Number(approved.body.pickup!.id));
    expect(booked).toMatchObject({ consignmentId, status: 'pending' });
    expect(booked!.reason).toContain(number);
    // The customer sees it too; the admin asks Steadfast where it stands.
    const seen = await send(shop.app, shop.customer, 'GET', `/api/returns/${id}`);
    expect(seen.body.pickup).toEqual(approved.body.pickup);
    couriers.steadfast.setReturnStatus(approved.body.pickup!.id!, 'processing');
    const asked = await pickup(id);
    expect(asked.body.pickup).toMatchObject({ id: approved.body.pickup!.id, status: 'processing' });
    expect(couriers.steadfast.count(`/get_return_request/${approved.body.pickup!.id}`)).toBe(1);
  });

  it('keeps the approval when Steadfast does not answer, and books the pickup when the admin asks again', async () => {
    const { id } = await requested('Steadfast');
    couriers.steadfast.setDown(true);
    const approved = await approve(id).finally(() => couriers.steadfast.setDown(false));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      pickup: { courier: 'Steadfast', id: null, status: null, error: expect.stringContaining('Steadfast') },
    });
    const again = await pickup(id);
    expect(again.status).toBe(200);
    expect(again.body.pickup).toMatchObject({ id: expect.any(String), status: 'pending', error: null });
  });

  it('records Steadfast’s refusal on the return', async () => {
    const { id, consignmentId } = await requested('Steadfast');
    couriers.steadfast.setStatus(consignmentId, 'hold');
    const approved = await approve(id);
    expect(approved.body.pickup).toMatchObject({
      id: null,
      error:
        'Steadfast refused the return pickup: Return request can be created only for delivered consignments.',
    });
  });

  it('asks no pickup of Pathao, whose API has none: the customer drops the parts off', async () => {
    const { id } = await requested('Pathao');
    const before = couriers.pathao.calls.length;
    const approved = await approve(id);
    expect(approved.body).toMatchObject({ status: 'approved', pickup: null });
    expect(couriers.pathao.calls.length).toBe(before);
    expect(await pickup(id)).toMatchObject({
      status: 409,
      body: { message: returnMessages.pickupUnavailable },
    });
  });

  it('books pickups only of approved returns, and only for admins', async () => {
    const { id } = await requested('Steadfast');
    const asked = couriers.steadfast.count('/create_return_request');
    expect(await pickup(id)).toMatchObject({
      status: 409,
      body: { message: returnMessages.pickupNotApproved },
    });
    expect((await pickup(id, shop.customer)).status).toBe(403);
    expect(couriers.steadfast.count('/create_return_request')).toBe(asked);
  });
});
