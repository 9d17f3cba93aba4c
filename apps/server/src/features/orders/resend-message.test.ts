import { resendMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, orderMailQueue, smsQueue } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { newPhone, orderSmsScene, stored } from '../../test/order-sms-scene.js';
import { signUpStaff } from '../../test/scene.js';
import { startSslWirelessStandIn } from '../../test/ssl-wireless-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 38: support on the phone with a customer sends the order's mail or SMS of its current
// status again, through the queues the step's own went through, and the audit log says who did.

const gateway = await startSslWirelessStandIn();
afterAll(() => gateway.close());

describe("sending an order's message again", () => {
  const shop = useTestShop({ env: gateway.settings, customers: 1, admin: true });
  const scene = orderSmsScene(shop);
  let support: Customer;
  const texts = (phone: string) => gateway.messagesTo(stored(phone)).map((sms) => sms.text);

  beforeAll(async () => {
    support = await signUpStaff(shop.app, 'support', 'Rina Support');
  });

  const resend = (id: string, payload: unknown, who: Customer = support) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/messages/resend`,
      headers: who.headers,
      payload: payload as Record<string, unknown>,
    });

  const entries = (orderId: string) =>
    shop.app.db.select().from(auditLog).where(eq(auditLog.orderId, orderId));

  it('sends the SMS of the current status again, and records who asked', { timeout: 30_000 }, async () => {
    const phone = newPhone();
    const order = await scene.place(shop.customer, phone);
    await scene.move(order._id, { status: 'confirmed' });
    await vi.waitFor(() => expect(texts(phone)).toHaveLength(2), { timeout: 5000 });

    const sent = await resend(order._id, { channel: 'sms' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ channel: 'sms', status: 'confirmed' });
    await vi.waitFor(() => expect(texts(phone)).toHaveLength(3), { timeout: 5000 });
    const [, confirmed, again] = texts(phone);
    expect(again).toBe(confirmed);

    const resent = (await entries(order._id)).filter((entry) => entry.kind === 'order.resend');
    expect(resent).toEqual([
      expect.objectContaining({
        actorEmail: support.email,
        actorName: 'Rina Support',
        subject: `order:${order.orderNumber}`,
        after: { channel: 'sms', status: 'confirmed' },
      }),
    ]);
  });

  it("sends a placed order's confirmation again through the mail queue, and a later status's mail", {
    timeout: 30_000,
  }, async () => {
    const order = await scene.place(shop.customer, newPhone());
    const placedMails = () =>
      shop.smtp.inbox.filter(
        (mail) => mail.to.includes(shop.customer.email) && mail.subject.includes(order.orderNumber),
      );
    await vi.waitFor(() => expect(placedMails()).toHaveLength(1), { timeout: 5000 });
    const sent = await resend(order._id, { channel: 'email' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ channel: 'email', status: 'placed' });
    await vi.waitFor(() => expect(placedMails()).toHaveLength(2), { timeout: 5000 });
    expect(placedMails()[1]!.subject).toBe(placedMails()[0]!.subject);

    await scene.move(order._id, { status: 'confirmed' });
    await scene.ship(order._id);
    await vi.waitFor(() => expect(placedMails()).toHaveLength(4), { timeout: 5000 });
    const again = await resend(order._id, { channel: 'email' });
    expect(again.json()).toEqual({ channel: 'email', status: 'shipped' });
    await vi.waitFor(() => expect(placedMails()).toHaveLength(5), { timeout: 5000 });
    const shippedMails = placedMails().filter((mail) => mail.text.includes('DL121224'));
    expect(shippedMails).toHaveLength(2);
    expect(shippedMails[1]!.subject).toBe(shippedMails[0]!.subject);
  });

  it('refuses what it cannot send with a clear message, and changes nothing', {
    timeout: 30_000,
  }, async () => {
    // No delivery details and no verified phone: no SMS to send.
    const order = await scene.place(shop.customer, null);
    await shop.app.orders.mailQueue.settled();
    const before = {
      audit: (await entries(order._id)).length,
      sms: (await shop.app.db.select().from(smsQueue).where(eq(smsQueue.orderId, order._id))).length,
      mails: (await shop.app.db.select().from(orderMailQueue).where(eq(orderMailQueue.orderId, order._id)))
        .length,
    };
    const noPhone = await resend(order._id, { channel: 'sms' });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json().message).toBe(resendMessages.noSms);

    for (const payload of [{ channel: 'fax' }, {}, { channel: 'EMAIL' }]) {
      const wrong = await resend(order._id, payload);
      expect(wrong.statusCode, JSON.stringify(payload)).toBe(400);
      expect(wrong.json().message).toContain(resendMessages.channel);
    }
    expect((await resend('4f7c1b2e-0000-4000-8000-000000000000', { channel: 'email' })).statusCode).toBe(404);
    // A packer sends no messages; a customer neither, even about their own order.
    const packer = await signUpStaff(shop.app, 'packer');
    expect((await resend(order._id, { channel: 'email' }, packer)).statusCode).toBe(403);
    expect((await resend(order._id, { channel: 'email' }, shop.customer)).statusCode).toBe(403);

    expect((await entries(order._id)).length).toBe(before.audit);
    expect((await shop.app.db.select().from(smsQueue).where(eq(smsQueue.orderId, order._id))).length).toBe(
      before.sms,
    );
    expect(
      (await shop.app.db.select().from(orderMailQueue).where(eq(orderMailQueue.orderId, order._id))).length,
    ).toBe(before.mails);
  });
});
