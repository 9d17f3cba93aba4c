import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/app.js';
import { deliveredOrder, send } from '../../test/return-scene.js';
import { mailPart } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 35: the customer hears of each step of their return by mail, in their language.

describe('the mails of a return', () => {
  const shop = useTestShop({ customers: 2, admin: true });

  it('tells the customer it is opened, rejected with why, and refunded with how much', async () => {
    const { order, products } = await deliveredOrder(shop.app.db, shop.customer);
    const body = { lines: [{ productId: products[0]!.id, quantity: 1 }], reason: 'damaged' };
    const opened = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, body);
    const number = opened.body.number;
    const first = await shop.smtp.waitForMail(
      shop.customer.email,
      (mail) => mail.subject === `Return ${number}: Requested`,
    );
    expect(mailPart(first, 'text/plain')).toContain(
      `We have your return ${number} of order CP-${order.orderNumber}`,
    );
    await send(shop.app, shop.admin, 'PATCH', `/api/returns/${opened.body._id}`, {
      status: 'rejected',
      reason: 'The box was opened',
    });
    const rejected = await shop.smtp.waitForMail(
      shop.customer.email,
      (mail) => mail.subject === `Return ${number}: Rejected`,
    );
    expect(mailPart(rejected, 'text/plain')).toContain('was not accepted: The box was opened');

    const again = await send(shop.app, shop.customer, 'POST', `/api/orders/${order.id}/returns`, body);
    for (const status of ['approved', 'received'])
      await send(shop.app, shop.admin, 'PATCH', `/api/returns/${again.body._id}`, { status });
    await send(shop.app, shop.admin, 'POST', `/api/returns/${again.body._id}/refund`, {
      method: 'manual',
      reference: 'Cash',
    });
    const refunded = await shop.smtp.waitForMail(
      shop.customer.email,
      (mail) => mail.subject === `Return ${again.body.number}: Refunded`,
    );
    // The part and, the shop being at fault, the delivery fee: $12.50 + $6.
    expect(mailPart(refunded, 'text/plain')).toContain('We refunded $18.50');
  });

  it('writes in Bangla to a customer who chose Bangla', async () => {
    const chosen = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...shop.other.headers, origin: TEST_ORIGIN },
      payload: { locale: 'bn' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { order, products } = await deliveredOrder(shop.app.db, shop.other);
    const opened = await send(shop.app, shop.other, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productId: products[0]!.id, quantity: 1 }],
      reason: 'wrong_fit',
    });
    const mail = await shop.smtp.waitForMail(shop.other.email, (sent) =>
      sent.subject.includes(opened.body.number),
    );
    expect(mail.subject).toBe(`ফেরত ${opened.body.number}: অনুরোধ করা হয়েছে`);
    expect(mailPart(mail, 'text/plain')).toContain(
      `অর্ডার CP-${order.orderNumber}-এর ফেরত ${opened.body.number} আমরা পেয়েছি`,
    );
  });
});
