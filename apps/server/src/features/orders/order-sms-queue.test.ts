import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDatabase, type Database } from '../../db/client.js';
import { smsQueue } from '../../db/schema/index.js';
import { csmsIdOf } from '../../lib/ssl-wireless.js';
import { TEST_SETTINGS } from '../../test/app.js';
import { newPhone, orderSmsScene, stored } from '../../test/order-sms-scene.js';
import { startSslWirelessStandIn } from '../../test/ssl-wireless-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { createOrderSmsQueue } from './order-sms-queue.js';

// The order SMS wait in the database until the gateway takes them: a gateway that refuses, fails
// or loses its answer gets them again later; a message it took already is refused as a duplicate
// (4023) and counts as sent; two server processes sending the queue at once send each message once.

const gateway = await startSslWirelessStandIn();
afterAll(() => gateway.close());

describe('the queue of order SMS', () => {
  const shop = useTestShop({ env: gateway.settings, customers: 1, admin: true });
  const scene = orderSmsScene(shop);
  const sent = (phone: string) => gateway.messagesTo(stored(phone));
  const sendDue = () => shop.app.orders.smsQueue.sendDue();

  it.each([
    [4029, 'too many requests'],
    [4001, 'a wrong API token, until the owner fixes it'],
  ])('keeps a message the gateway refused (%i, %s) and sends it at its next try', async (code) => {
    const phone = newPhone();
    gateway.refuseNext(code);
    const order = await scene.place(shop.customer, phone);
    expect(await scene.queued(order._id)).toEqual(['placed']);
    expect(sent(phone)).toHaveLength(0);

    // It waits its turn: nothing goes before then.
    expect(await sendDue()).toBe(0);
    await scene.allDueNow();
    expect(await sendDue()).toBe(1);
    expect(sent(phone).map((sms) => sms.text)).toEqual([expect.stringContaining(order.orderNumber)]);
    expect(await scene.queued(order._id)).toEqual([]);
  });

  it('keeps the messages while the gateway is down, and sends them once it is back', async () => {
    const phone = newPhone();
    gateway.setDown(true);
    try {
      const order = await scene.place(shop.customer, phone);
      await scene.move(order._id, { status: 'confirmed' });
      expect(await scene.queued(order._id)).toEqual(['placed', 'confirmed']);
    } finally {
      gateway.setDown(false);
    }
    await scene.allDueNow();
    expect(await sendDue()).toBe(2);
    expect(sent(phone)).toHaveLength(2);
  });

  it('sends a message whose answer was lost once: the gateway took it, and its next try is a duplicate', async () => {
    const phone = newPhone();
    gateway.dropNext('/api/v3/send-sms');
    const order = await scene.place(shop.customer, phone);
    await shop.app.orders.smsQueue.settled();
    const [row] = await shop.app.db.select().from(smsQueue).where(eq(smsQueue.orderId, order._id));
    expect(row?.attempts).toBe(1);
    expect(sent(phone)).toHaveLength(1);

    await scene.allDueNow();
    expect(await sendDue()).toBe(1);
    expect(gateway.attemptsOf(csmsIdOf(row!.id))).toBe(2);
    expect(sent(phone)).toHaveLength(1);
    expect(await scene.queued(order._id)).toEqual([]);
  });

  it('gives a message up after its last try', async () => {
    const phone = newPhone();
    gateway.refuseNext(4029);
    const order = await scene.place(shop.customer, phone);
    await shop.app.orders.smsQueue.settled();
    await shop.app.db.update(smsQueue).set({ attempts: 23 }).where(eq(smsQueue.orderId, order._id));
    gateway.refuseNext(4029);
    await scene.allDueNow();
    expect(await sendDue()).toBe(1);
    expect(await scene.queued(order._id)).toEqual([]);
    expect(sent(phone)).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'two server processes sending the SMS queue (PostgreSQL)',
  () => {
    const shop = useTestShop({ env: gateway.settings, customers: 1 });
    const scene = orderSmsScene(shop);
    let database: Database;
    let other: App;
    const sent = (phone: string) => gateway.messagesTo(stored(phone));

    beforeAll(async () => {
      // The second process: its own connections to the same database, its own app and queue.
      database = createDatabase({ url: (shop.database as Database & { url: string }).url });
      const config = loadConfig({
        ...TEST_SETTINGS,
        ...gateway.settings,
        DATA_DIR: shop.dataDir,
        LOG_LEVEL: 'silent',
      });
      other = await buildApp({ config, database });
      await other.ready();
    });
    // After hooks run in reverse: the second process closes before the fixture closes the shop.
    afterAll(async () => {
      await other.close();
      await database.close();
    });

    it('sends each message once when both send at the same time', async () => {
      // The first process stops sending while the orders come in: their messages wait for both.
      await shop.app.orders.smsQueue.stop();
      const phone = newPhone();
      const placed = [];
      for (let index = 0; index < 30; index += 1) placed.push(await scene.place(shop.customer, phone));
      const rows = await shop.app.db.select().from(smsQueue);
      expect(rows).toHaveLength(30);

      const first = createOrderSmsQueue(shop.app.orders, shop.app.sms, ['placed']);
      const [byFirst, bySecond] = await Promise.all([first.sendDue(), other.orders.smsQueue.sendDue()]);
      expect(byFirst + bySecond).toBe(30);
      expect(byFirst).toBeGreaterThan(0);
      expect(bySecond).toBeGreaterThan(0);

      expect(sent(phone)).toHaveLength(30);
      for (const row of rows) expect(gateway.attemptsOf(csmsIdOf(row.id))).toBe(1);
      expect(await shop.app.db.select().from(smsQueue)).toHaveLength(0);
    });
  },
);
