import { parcelMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { parcelRequests, useParcelStandIns } from '../../test/parcel-booking-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 33: the selected confirmed orders of All Orders booked at once, with a result per order. */
describe('booking several parcels at once', () => {
  const couriers = useParcelStandIns();
  const shop = useTestShop(() => ({ env: couriers.settings(), customers: 1, admin: true }));
  const { confirmedOrder, book, bookMany, detail, setDeliveryPhone } = parcelRequests(shop);

  /** Four orders: two that book, one the courier refuses, one shipped already. */
  async function mixedOrders() {
    const [good, refused, shipped, alsoGood] = [
      await confirmedOrder(),
      await confirmedOrder(),
      await confirmedOrder(),
      await confirmedOrder(),
    ];
    await setDeliveryPhone(refused!._id, '0171234');
    expect((await book(shipped!._id, 'pathao')).statusCode).toBe(200);
    return { good: good!, refused: refused!, shipped: shipped!, alsoGood: alsoGood! };
  }

  it("with Steadfast's bulk order: one call, each order's own result", async () => {
    const { good, refused, shipped, alsoGood } = await mixedOrders();
    const calls = couriers.steadfast.count('/create_order/bulk-order');
    const response = await bookMany([good._id, refused._id, shipped._id, alsoGood._id], 'steadfast');
    expect(response.statusCode, response.body).toBe(200);
    expect(couriers.steadfast.count('/create_order/bulk-order') - calls).toBe(1);
    const results = response.json().results as Array<Record<string, unknown>>;
    expect(results.map(({ orderId, ok }) => [orderId, ok])).toEqual([
      [good._id, true],
      [refused._id, false],
      [shipped._id, false],
      [alsoGood._id, true],
    ]);
    expect(results[0]).toMatchObject({
      orderNumber: good.orderNumber,
      parcel: {
        courier: 'steadfast',
        trackingCode: couriers.steadfast.parcelOf(good.orderNumber)!.trackingCode,
      },
      message: null,
    });
    expect(results[1]!.message).toMatch(/^Steadfast refused the parcel: /);
    expect(results[2]!.message).toBe(parcelMessages.alreadyBooked);
    expect((await detail(good._id)).status).toBe('shipped');
    expect((await detail(alsoGood._id)).courier).toBe('Steadfast');
    // The refused order is as it was, and can be booked once its phone is put right.
    expect(await detail(refused._id)).toMatchObject({ status: 'confirmed', courier: null });
    await setDeliveryPhone(refused._id, '01812345678');
    expect((await book(refused._id, 'steadfast')).statusCode).toBe(200);
  });

  it('with Pathao one by one, with the same results', async () => {
    const { good, refused, shipped, alsoGood } = await mixedOrders();
    const response = await bookMany([good._id, refused._id, shipped._id, alsoGood._id], 'pathao');
    const results = response.json().results as Array<{ ok: boolean; message: string | null }>;
    expect(results.map(({ ok }) => ok)).toEqual([true, false, false, true]);
    expect(results[1]!.message).toBe(
      parcelMessages.courierRefused(
        'Pathao',
        'Please fix the given errors: The recipient phone format is invalid.',
      ),
    );
    expect((await detail(alsoGood._id)).courier).toBe('Pathao');
  });

  it('refuses an empty list and one that is not ids', async () => {
    expect((await bookMany([], 'steadfast')).statusCode).toBe(400);
    expect((await bookMany(['CP-10001'], 'steadfast')).statusCode).toBe(400);
  });
});
