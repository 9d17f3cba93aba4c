import type { OrderDetail } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { useCourierStandIns } from '../../test/courier-parcels.js';
import { stockOf } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { PARCEL_QUIET_MS } from './parcel-sweep.js';

// The sweep asks the couriers about parcels not heard of for a while, so a missed webhook never
// leaves an order shipped for ever.
describe('the parcel sweep', () => {
  const couriers = useCourierStandIns();
  const shop = useTestShop(() => ({ env: couriers.settings(), customers: 1 }));
  const read = async (id: string): Promise<OrderDetail> =>
    (await shop.app.inject({ url: `/api/order/${id}`, headers: shop.customer.headers })).json();
  const later = () => new Date(Date.now() + PARCEL_QUIET_MS + 60_000);
  const row = async (id: string) => (await shop.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('finds a delivery whose webhook never came, once the parcel has been quiet a while', async () => {
    const { order, cid } = await couriers.shippedParcel(shop, 'Pathao');
    couriers.pathao.markDelivered(cid);
    // Heard of just now (booked): not asked yet.
    await shop.app.parcelSweep.runOnce();
    expect((await read(order._id)).status).toBe('shipped');

    const now = later();
    expect(await shop.app.parcelSweep.runOnce(now)).toBeGreaterThanOrEqual(1);
    expect(await read(order._id)).toMatchObject({ status: 'delivered', paid: true, collected: order.total });
    expect(await row(order._id)).toMatchObject({ parcelStatus: 'Delivered', parcelCheckedAt: now });
  });

  it('asks about a parcel once however many sweeps run at the same moment', async () => {
    const { order, cid } = await couriers.shippedParcel(shop, 'Steadfast');
    couriers.steadfast.markInTransit(cid);
    const asked = () => couriers.steadfast.count(`/status_by_cid/${cid}`);
    const now = later();
    await Promise.all([shop.app.parcelSweep.runOnce(now), shop.app.parcelSweep.runOnce(now)]);
    expect(asked()).toBe(1);
    expect((await read(order._id)).status).toBe('shipped');
    expect((await row(order._id)).parcelCheckedAt).toEqual(now);
  });

  it('takes back a parcel the courier returned, and leaves final orders alone', async () => {
    const { order, cid, productId } = await couriers.shippedParcel(shop, 'Steadfast');
    couriers.steadfast.markReturned(cid);
    await shop.app.parcelSweep.runOnce(later());
    expect((await read(order._id)).status).toBe('returned');
    expect(await stockOf(shop.app.db, productId)).toBe(10);
    const asked = couriers.steadfast.count(`/status_by_cid/${cid}`);
    await shop.app.parcelSweep.runOnce(new Date(Date.now() + 3 * PARCEL_QUIET_MS));
    expect(couriers.steadfast.count(`/status_by_cid/${cid}`)).toBe(asked);
    expect(await stockOf(shop.app.db, productId)).toBe(10);
  });
});
