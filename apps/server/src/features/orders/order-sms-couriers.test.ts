import { afterAll, describe, expect, it } from 'vitest';
import { useCourierStandIns } from '../../test/courier-parcels.js';
import { startSslWirelessStandIn } from '../../test/ssl-wireless-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

// A parcel the courier delivers or brings back texts its customer as the admin's move does: the
// courier's webhook and the shop's sweep move the order through the same steps.

const gateway = await startSslWirelessStandIn();
afterAll(() => gateway.close());

describe('the SMS of a parcel the courier moves', () => {
  const couriers = useCourierStandIns();
  const shop = useTestShop(() => ({ env: { ...couriers.settings(), ...gateway.settings }, customers: 1 }));
  /** The texts about one order (every parcel of these tests goes to the same phone). */
  const textsAbout = async (orderNumber: string) => {
    await shop.app.orders.smsQueue.settled();
    return gateway
      .messagesTo('+8801712345678')
      .map((sms) => sms.text)
      .filter((text) => text.includes(`${orderNumber} `));
  };

  it("tells the customer of a delivery the courier's webhook reports", async () => {
    const { order, cid } = await couriers.shippedParcel(shop, 'Steadfast');
    couriers.steadfast.markDelivered(cid);
    expect((await couriers.steadfast.sendWebhook(shop.app, cid)).statusCode).toBe(200);
    expect((await textsAbout(order.orderNumber)).at(-1)).toBe(
      `Your order ${order.orderNumber} is delivered. Thank you for shopping with us!`,
    );
    // A webhook sent again changes nothing, and texts nobody again.
    await couriers.steadfast.sendWebhook(shop.app, cid);
    expect(await textsAbout(order.orderNumber)).toHaveLength(2);
  });

  it('tells the customer of a return the sweep finds', async () => {
    const { order, cid } = await couriers.shippedParcel(shop, 'Pathao');
    couriers.pathao.markReturned(cid);
    // A day on: the parcel has been quiet long enough for the sweep to ask the courier.
    await shop.app.parcelSweep.runOnce(new Date(Date.now() + 24 * 3_600_000));
    expect((await textsAbout(order.orderNumber)).at(-1)).toBe(
      `Your order ${order.orderNumber} came back to us and is marked returned.`,
    );
  });
});
