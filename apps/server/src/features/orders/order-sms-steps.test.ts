import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMoney } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { newPhone, orderSmsScene, stored } from '../../test/order-sms-scene.js';
import { startSslWirelessStandIn } from '../../test/ssl-wireless-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Every step of an order sends its customer an SMS through SSL Wireless (a local stand-in following
// its API), in the language they chose, to the order's delivery phone, else to their account's
// verified phone; and the owner turns each kind off with SMS_EVENTS.

const gateway = await startSslWirelessStandIn();
afterAll(() => gateway.close());

describe('the SMS of an order step by step', () => {
  const shop = useTestShop({
    env: gateway.settings,
    customers: ['Nusrat Jahan', 'Karim Ahmed'],
    admin: true,
  });
  const scene = orderSmsScene(shop);
  const texts = async (phone: string) => {
    await shop.app.orders.smsQueue.settled();
    return gateway.messagesTo(stored(phone));
  };

  it('tells a customer who chose Bangla of placed, confirmed, shipped and delivered, in Bangla', async () => {
    await scene.choose(shop.customer, 'bn');
    const phone = newPhone();
    const order = await scene.place(shop.customer, phone);
    await scene.move(order._id, { status: 'confirmed' });
    await scene.ship(order._id);
    await scene.move(order._id, { status: 'delivered' });

    const n = order.orderNumber;
    const total = formatMoney(await scene.totalOf(order._id), { currency: 'USD', locale: 'bn' });
    const sent = await texts(phone);
    expect(sent.map((sms) => sms.text)).toEqual([
      `আপনার অর্ডার ${n} গ্রহণ করা হয়েছে। মোট ${total}, পেমেন্ট: ক্যাশ অন ডেলিভারি।`,
      `আপনার অর্ডার ${n} নিশ্চিত হয়েছে, প্যাক করা হচ্ছে।`,
      `অর্ডার ${n} পাঠানো হয়েছে (Pathao)। ট্র্যাক করুন: http://localhost:3000/track?order=${n}`,
      `আপনার অর্ডার ${n} পৌঁছে গেছে। ধন্যবাদ!`,
    ]);
    expect(sent.every((sms) => sms.smsType === 'BN')).toBe(true);
    expect(await scene.queued(order._id)).toEqual([]);
  });

  it('tells a customer who chose English of a cancelled order and of a parcel returned', async () => {
    await scene.choose(shop.other, 'en');
    const phone = newPhone();
    const cancelled = await scene.place(shop.other, phone);
    await scene.cancel(shop.other, cancelled._id);
    const returned = await scene.place(shop.other, phone);
    await scene.move(returned._id, { status: 'confirmed' });
    await scene.ship(returned._id);
    await scene.move(returned._id, { status: 'returned' });

    const sent = (await texts(phone)).map((sms) => sms.text);
    expect(sent).toContain(`Your order ${cancelled.orderNumber} is cancelled.`);
    expect(sent.at(-1)).toBe(`Your order ${returned.orderNumber} came back to us and is marked returned.`);
    expect(sent).toHaveLength(6);
  });

  it("sends to the account's own phone only once it is verified, and queues nothing without a phone", async () => {
    const customer = shop.other;
    const own = newPhone();
    const setPhone = (verified: boolean) =>
      shop.app.db
        .update(user)
        .set({ phoneNumber: stored(own), phoneNumberVerified: verified })
        .where(eq(user.id, customer.id));

    const unknown = await scene.place(customer, null);
    expect(await scene.queued(unknown._id)).toEqual([]);
    await setPhone(false);
    await scene.cancel(customer, unknown._id);
    expect(await scene.queued(unknown._id)).toEqual([]);

    await setPhone(true);
    const known = await scene.place(customer, null);
    await scene.cancel(customer, known._id);
    expect((await texts(own)).map((sms) => sms.text)).toEqual([
      expect.stringContaining(`Your order ${known.orderNumber} is placed.`),
      `Your order ${known.orderNumber} is cancelled.`,
    ]);
  });
});

describe('SMS_EVENTS', () => {
  const shop = useTestShop({ env: { SMS_EVENTS: 'shipped' }, customers: 1, admin: true });
  const scene = orderSmsScene(shop);

  it('sends only the kinds it names: here shipped, to the outbox without a gateway', async () => {
    const phone = newPhone();
    const order = await scene.place(shop.customer, phone);
    await scene.move(order._id, { status: 'confirmed' });
    expect(await scene.queued(order._id)).toEqual([]);
    await scene.ship(order._id);
    await shop.app.orders.smsQueue.settled();

    const outbox = path.join(shop.dataDir, 'sms');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const written = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(written).toContain(`To: ${stored(phone)}`);
    expect(written).toContain(`Your order ${order.orderNumber} has shipped with Pathao.`);
  });
});
