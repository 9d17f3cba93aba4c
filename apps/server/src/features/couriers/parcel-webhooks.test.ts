import type { OrderDetail } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockChanges } from '../../db/schema/index.js';
import { type CourierName, useCourierStandIns } from '../../test/courier-parcels.js';
import { stockOf } from '../../test/factories.js';
import type { PathaoStandIn } from '../../test/pathao-stand-in.js';
import type { SteadfastStandIn } from '../../test/steadfast-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { PATHAO_INTEGRATION_SECRET } from './pathao-webhook.js';

// The couriers' webhooks against the real app, with the couriers' stand-ins behind the shop's
// real clients: a webhook only signals, the status API decides.
describe('courier webhooks', () => {
  const couriers = useCourierStandIns();
  const shop = useTestShop(() => ({ env: couriers.settings(), customers: 1 }));
  let pathao: PathaoStandIn;
  let steadfast: SteadfastStandIn;
  beforeAll(() => {
    ({ pathao, steadfast } = couriers);
  });
  const parcel = (courier: CourierName) => couriers.shippedParcel(shop, courier);
  const read = async (id: string): Promise<OrderDetail> =>
    (await shop.app.inject({ url: `/api/order/${id}`, headers: shop.customer.headers })).json();

  it('refuses a call without the shop secret, and changes nothing', async () => {
    const { order, cid } = await parcel('Pathao');
    pathao.markDelivered(cid);
    const wrong = await pathao.sendWebhook(shop.app, cid, 'order.delivered', {}, 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    const request = pathao.webhookRequest(cid, 'order.delivered');
    const { 'x-pathao-signature': _, ...unsigned } = request.headers;
    expect((await shop.app.inject({ ...request, headers: unsigned })).statusCode).toBe(401);
    const steadfastWrong = await shop.app.inject({
      method: 'POST',
      url: '/api/couriers/steadfast/webhook',
      headers: { authorization: 'Bearer not-the-token' },
      payload: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' },
    });
    expect(steadfastWrong.statusCode).toBe(401);
    expect((await read(order._id)).status).toBe('shipped');
  });

  it("answers Pathao's integration check with its header", async () => {
    const check = await shop.app.inject({
      method: 'POST',
      url: '/api/couriers/pathao/webhook',
      headers: { 'x-pathao-signature': pathao.settings.PATHAO_WEBHOOK_SECRET! },
      payload: { event: 'webhook_integration' },
    });
    expect(check.statusCode).toBe(202);
    expect(check.headers['x-pathao-merchant-webhook-integration-secret']).toBe(PATHAO_INTEGRATION_SECRET);
    expect(PATHAO_INTEGRATION_SECRET).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
  });

  it('keeps each step once, believes a delivery only once the courier confirms it, and never goes back', async () => {
    const { order, cid } = await parcel('Pathao');
    const picked = await pathao.sendWebhook(shop.app, cid, 'order.picked');
    expect(picked.statusCode).toBe(202);
    expect(picked.json()).toEqual({ status: 'success', outcome: 'applied' });
    expect((await pathao.sendWebhook(shop.app, cid, 'order.picked')).json().outcome).toBe('unchanged');

    // The webhook says delivered, Pathao's status API does not yet: nothing moves.
    pathao.markInTransit(cid);
    await pathao.sendWebhook(shop.app, cid, 'order.delivered', { collected_amount: order.total });
    expect((await read(order._id)).paid).toBe(false);

    pathao.markDelivered(cid);
    expect((await pathao.sendWebhook(shop.app, cid, 'order.delivered')).json().outcome).toBe('applied');
    expect((await pathao.sendWebhook(shop.app, cid, 'order.delivered')).json().outcome).toBe('unchanged');
    expect((await pathao.sendWebhook(shop.app, cid, 'order.in-transit')).json().outcome).toBe('unchanged');
    const detail = await read(order._id);
    expect(detail).toMatchObject({ status: 'delivered', paid: true, collected: order.total });
    expect(detail.events.map((event) => [event.status, event.by, event.note])).toEqual([
      ['placed', 'Rahim Uddin', null],
      ['shipped', 'Pathao', 'The courier picked up the parcel'],
      ['shipped', 'Pathao', 'The parcel is on its way'],
      ['delivered', 'Pathao', 'Paid in cash on delivery'],
    ]);
  });

  it('flags a short Steadfast collection, not paid', async () => {
    const { order, cid } = await parcel('Steadfast');
    steadfast.markDelivered(cid, order.total - 300);
    const told = await steadfast.sendWebhook(shop.app, cid);
    expect(told.statusCode, told.body).toBe(200);
    expect(await read(order._id)).toMatchObject({
      status: 'delivered',
      paid: false,
      collected: order.total - 300,
    });
  });

  it('takes a returned Steadfast parcel back into stock', async () => {
    const { order, cid, productId } = await parcel('Steadfast');
    expect(await stockOf(shop.app.db, productId)).toBe(7);
    // The product's answer is cached now; the return must not leave it stale.
    const available = async () =>
      (await shop.app.inject({ url: `/api/service/${productId}`, headers: shop.customer.headers })).json()
        .availableQty;
    expect(await available()).toBe(7);
    await steadfast.sendWebhook(shop.app, cid, { notification_type: 'tracking_update' });
    steadfast.markReturned(cid);
    expect((await steadfast.sendWebhook(shop.app, cid)).json().outcome).toBe('applied');
    expect((await read(order._id)).status).toBe('returned');
    expect(await stockOf(shop.app.db, productId)).toBe(10);
    expect(await available()).toBe(10);
    const history = await shop.app.db
      .select({ reason: stockChanges.reason, by: stockChanges.by })
      .from(stockChanges)
      .where(and(eq(stockChanges.productId, productId), eq(stockChanges.orderId, order._id)));
    expect(history).toContainEqual({ reason: 'return', by: 'Steadfast' });
    expect((await steadfast.sendWebhook(shop.app, cid)).json().outcome).toBe('unchanged');
    expect(await stockOf(shop.app.db, productId)).toBe(10);
  });

  it('answers a call about a parcel it does not know, so the courier stops sending it', async () => {
    const unknown = await pathao.sendWebhook(shop.app, 'DL000000NOPE', 'order.delivered');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ status: 'success', outcome: 'unknown' });
    const steadfastUnknown = await steadfast.sendWebhook(shop.app, 999_999_999);
    expect(steadfastUnknown.json()).toEqual({ status: 'success', outcome: 'unknown' });
  });
});
