import { formatMoney, orderMessages, paymentMessages, sslcommerzMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import {
  attemptsOf,
  placeOrder,
  postForm,
  readOrder,
  SHOP_PUBLIC_URL,
  startSession,
  useSslcommerzShop,
} from '../../../test/sslcommerz-shop.js';

const toMinor = (major: number) => Math.round(major * 100);
const resultOf = (location: string | undefined) => new URL(location ?? '', 'http://shop.test');

describe('paying an order through SSLCommerz (against the stand-in gateway)', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });

  it('opens a session for the order total, pays with bKash, validates the IPN and marks the order paid', async () => {
    const { app, gateway, customer } = state;
    const order = await placeOrder(app, customer);
    const started = await startSession(app, customer, order._id);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json();
    expect(url).toMatch(new RegExp(`^${gateway.url}/EasyCheckOut/[A-F0-9]+$`));

    const [attempt] = await attemptsOf(app, order._id);
    expect(attempt).toMatchObject({
      provider: 'sslcommerz',
      status: 'requires_payment_method',
      currency: 'BDT',
    });
    expect(attempt!.intentId).toMatch(new RegExp(`^${order.orderNumber}-[0-9a-f]{12}$`));
    const asked = gateway.sessionFor(attempt!.intentId)!.fields;
    expect(asked).toMatchObject({
      total_amount: (toMinor(order.total) / 100).toFixed(2),
      currency: 'BDT',
      success_url: `${SHOP_PUBLIC_URL}/api/payments/sslcommerz/success`,
      fail_url: `${SHOP_PUBLIC_URL}/api/payments/sslcommerz/fail`,
      cancel_url: `${SHOP_PUBLIC_URL}/api/payments/sslcommerz/cancel`,
      ipn_url: `${SHOP_PUBLIC_URL}/api/payments/sslcommerz/ipn`,
      cus_name: 'Rahim Uddin',
      cus_email: customer.email,
      cus_phone: '+8801712345678',
      cus_add1: 'House 12, Road 5, Zindabazar',
      cus_city: 'Sylhet',
      product_name: order.productName,
      product_category: 'Brake Pads',
      num_of_item: '2',
    });

    const back = await gateway.completePayment(url, { method: 'bkash', outcome: 'pay' });
    expect(gateway.ipns.at(-1)?.answer).toBe(200);
    const paid = await readOrder(app, customer, order._id);
    expect(paid).toMatchObject({ paid: true, transactionId: attempt!.intentId });
    const [settled] = await attemptsOf(app, order._id);
    expect(settled).toMatchObject({ status: 'succeeded', valId: back.fields.val_id, riskLevel: 0 });

    // The customer's receipt, in taka.
    const receipt = await state.shop.smtp.waitForMail(
      customer.email,
      (mail) =>
        mail.subject.includes(order.orderNumber) && /^(Payment received|Refund needed)/.test(mail.subject),
    );
    expect(receipt.subject).toBe(`Payment received for order ${order.orderNumber}`);
    expect(receipt.text).toContain(
      `We received your payment of ${formatMoney(toMinor(order.total), { currency: 'BDT', locale: 'en' })} for order ${order.orderNumber} through SSLCommerz (BKASH).`,
    );

    // The browser comes back to the shop and lands on the order's page.
    expect(back.action).toBe(`${SHOP_PUBLIC_URL}/api/payments/sslcommerz/success`);
    const landed = await postForm(app, new URL(back.action).pathname, back.fields);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/dashboard/orders/${order._id}?payment=success`);

    // The gateway repeats its IPN: the same answer, nothing changes.
    const again = await postForm(app, '/api/payments/sslcommerz/ipn', gateway.ipns.at(-1)!.fields);
    expect(again.statusCode).toBe(200);
    expect(await attemptsOf(app, order._id)).toEqual([settled]);

    // A paid order opens no new session.
    const twice = await startSession(app, customer, order._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(paymentMessages.alreadyPaid);
  });

  it('sends the customer back with the reason when the payment fails or is cancelled, and can start again', async () => {
    const { app, gateway, customer } = state;
    const order = await placeOrder(app, customer);
    const failed = await gateway.completePayment((await startSession(app, customer, order._id)).json().url, {
      outcome: 'fail',
    });
    const landed = await postForm(app, new URL(failed.action).pathname, failed.fields);
    expect(landed.statusCode).toBe(303);
    const location = resultOf(landed.headers.location as string);
    expect(location.pathname).toBe(`/dashboard/orders/${order._id}`);
    expect(location.searchParams.get('payment')).toBe('failed');
    expect(location.searchParams.get('reason')).toBe('Declined by the issuer');

    const cancelled = await gateway.completePayment(
      (await startSession(app, customer, order._id)).json().url,
      {
        outcome: 'cancel',
      },
    );
    const back = await postForm(app, new URL(cancelled.action).pathname, cancelled.fields);
    expect(resultOf(back.headers.location as string).searchParams.get('reason')).toBe(
      sslcommerzMessages.cancelled,
    );
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    expect((await attemptsOf(app, order._id)).map((attempt) => attempt.status)).toEqual([
      'canceled',
      'canceled',
    ]);

    await gateway.completePayment((await startSession(app, customer, order._id)).json().url);
    expect((await readOrder(app, customer, order._id)).paid).toBe(true);
  });

  it("refuses a session for another customer's order, a cash-on-delivery order and an order without delivery details", async () => {
    const { app, customer, other } = state;
    const order = await placeOrder(app, customer);
    expect((await startSession(app, other, order._id)).statusCode).toBe(403);

    const cod = await placeOrder(app, customer, { paymentMethod: 'cod' });
    const codAnswer = await startSession(app, customer, cod._id);
    expect(codAnswer.statusCode).toBe(409);
    expect(codAnswer.json().message).toBe(orderMessages.codNoOnlinePayment);

    const undelivered = await placeOrder(app, customer, { delivery: null });
    const noDelivery = await startSession(app, customer, undelivered._id);
    expect(noDelivery.statusCode).toBe(409);
    expect(noDelivery.json().message).toBe(sslcommerzMessages.deliveryNeeded);

    const unknown = await startSession(app, customer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const refused of [order, cod, undelivered]) expect(await attemptsOf(app, refused._id)).toEqual([]);
  });

  it('refuses a session for a cancelled order, and voids the open session when an order is cancelled', async () => {
    const { app, gateway, customer } = state;
    const order = await placeOrder(app, customer);
    const { url } = (await startSession(app, customer, order._id)).json();
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [voided] = await attemptsOf(app, order._id);
    expect(voided).toMatchObject({ status: 'canceled', refund: null });
    expect(voided!.voidedAt).toBeInstanceOf(Date);

    const again = await startSession(app, customer, order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(orderMessages.cancelledNoPayment);
    expect(gateway.sessions.size).toBeGreaterThan(0);
    void url;
  });

  it('tells the customer clearly when the gateway refuses the store, and changes nothing', async () => {
    const { app, gateway, customer } = state;
    const order = await placeOrder(app, customer);
    gateway.knobs.refuseCredentials = true;
    const refused = await startSession(app, customer, order._id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(sslcommerzMessages.unavailable);
    expect(await attemptsOf(app, order._id)).toEqual([]);
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: false, status: 'placed' });
  });
});
