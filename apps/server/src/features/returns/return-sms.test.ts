import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMoney } from '@chaka/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { smsParts } from '../../lib/sms.js';
import type { Customer } from '../../test/app.js';
import { newPhone, orderSmsScene, stored } from '../../test/order-sms-scene.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { startSslWirelessStandIn } from '../../test/ssl-wireless-stand-in.js';
import { type ShopUnderTest, useTestShop } from '../../test/use-test-shop.js';

// Issue 35: each step of a return texts the customer too, in their language and within two SMS
// parts, through the order SMS queue (a refused message goes again, once); SMS_EVENTS names the
// return steps that text (return_requested ... return_refunded).

const gateway = await startSslWirelessStandIn();
afterAll(() => gateway.close());

/** A return of one of two delivered parts, the order to `phone`, opened by the customer. */
async function openedReturn(shop: ShopUnderTest, customer: Customer, phone: string) {
  const { order, products } = await deliveredOrder(shop.app.db, customer, {
    fields: { deliveryPhone: stored(phone) },
  });
  const opened = await send(shop.app, customer, 'POST', `/api/orders/${order.id}/returns`, {
    lines: [{ productId: products[0]!.id, quantity: 1 }],
    reason: 'wrong_fit',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { order, opened: opened.body };
}

function returnSteps(shop: ShopUnderTest) {
  const step = async (method: 'PATCH' | 'POST', url: string, payload: object) => {
    const moved = await send(shop.app, shop.admin, method, url, payload);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return moved.body;
  };
  return {
    move: (id: string, payload: object) => step('PATCH', `/api/returns/${id}`, payload),
    refund: (id: string) =>
      step('POST', `/api/returns/${id}/refund`, { method: 'manual', reference: 'bKash TrxID 9X8Y7Z' }),
  };
}

describe('the SMS of a return step by step', () => {
  const shop = useTestShop({
    env: gateway.settings,
    customers: ['Nusrat Jahan', 'Karim Ahmed'],
    admin: true,
  });
  const scene = orderSmsScene(shop);
  const steps = returnSteps(shop);
  const texts = async (phone: string) => {
    await shop.app.orders.smsQueue.settled();
    return gateway.messagesTo(stored(phone));
  };

  it('tells a customer who chose English of requested, approved, received, and refunded with how much and how', async () => {
    await scene.choose(shop.customer, 'en');
    const phone = newPhone();
    const { order, opened } = await openedReturn(shop, shop.customer, phone);
    await steps.move(opened._id, { status: 'approved' });
    await steps.move(opened._id, { status: 'received' });
    const refunded = await steps.refund(opened._id);

    const n = opened.number;
    const amount = formatMoney(Math.round(refunded.refunded * 100), { currency: 'USD', locale: 'en' });
    expect((await texts(phone)).map((sms) => sms.text)).toEqual([
      `We have your return request ${n} for order CP-${order.orderNumber} and will answer soon.`,
      `Your return ${n} is approved. Send the parts back to us.`,
      `The parts of your return ${n} reached us. Your refund comes next.`,
      `Return ${n}: ${amount} refunded by hand (bKash, Nagad or cash).`,
    ]);
    expect(await scene.queued(order.id)).toEqual([]);
  });

  it('tells a customer who chose Bangla in Bangla, a rejection with why, cut to two parts', async () => {
    await scene.choose(shop.other, 'bn');
    const phone = newPhone();
    const { order, opened } = await openedReturn(shop, shop.other, phone);
    const why = 'The box was opened and the pads were fitted once, so we cannot take them back. '.repeat(3);
    await steps.move(opened._id, { status: 'rejected', reason: why.trim() });

    const sent = await texts(phone);
    expect(sent.map((sms) => sms.text)).toEqual([
      `অর্ডার CP-${order.orderNumber}-এর ফেরতের অনুরোধ ${opened.number} পেয়েছি, শিগগির জানাব।`,
      expect.stringMatching(new RegExp(`^আপনার ফেরত ${opened.number} অনুমোদিত হয়নি: The box was opened`)),
    ]);
    expect(sent.every((sms) => sms.smsType === 'BN' && smsParts(sms.text) <= 2)).toBe(true);
    expect(sent[1]!.text.length).toBeLessThan(why.length);
  });

  it('keeps a step the gateway refused and sends it once at its next try', async () => {
    const phone = newPhone();
    const { order, opened } = await openedReturn(shop, shop.customer, phone);
    await texts(phone);
    gateway.refuseNext(4029);
    await steps.move(opened._id, { status: 'approved' });
    expect(await scene.queued(order.id)).toEqual(['return_approved']);
    expect(await texts(phone)).toHaveLength(1);

    expect(await shop.app.orders.smsQueue.sendDue()).toBe(0);
    await scene.allDueNow();
    expect(await shop.app.orders.smsQueue.sendDue()).toBe(1);
    await scene.allDueNow();
    expect(await shop.app.orders.smsQueue.sendDue()).toBe(0);
    expect((await texts(phone)).map((sms) => sms.text)).toEqual([
      expect.stringContaining(`return request ${opened.number}`),
      `Your return ${opened.number} is approved. Send the parts back to us.`,
    ]);
  });
});

describe('SMS_EVENTS and returns', () => {
  const shop = useTestShop({ env: { SMS_EVENTS: 'placed,return_approved' }, customers: 1, admin: true });
  const scene = orderSmsScene(shop);
  const steps = returnSteps(shop);

  it('texts only the return steps it names: here approved, to the outbox without a gateway', async () => {
    const phone = newPhone();
    const { order, opened } = await openedReturn(shop, shop.customer, phone);
    expect(await scene.queued(order.id)).toEqual([]);
    await steps.move(opened._id, { status: 'approved' });
    await steps.move(opened._id, { status: 'received' });
    await steps.refund(opened._id);
    await shop.app.orders.smsQueue.settled();

    const outbox = path.join(shop.dataDir, 'sms');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const written = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(written).toContain(`To: ${stored(phone)}`);
    expect(written).toContain(`Your return ${opened.number} is approved.`);
  });
});
