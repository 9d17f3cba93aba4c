import { sslcommerzMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Customer } from '../../../test/app.js';
import { shopState } from '../../../test/db-state.js';
import {
  attemptsOf,
  placeOrder,
  postForm,
  readOrder,
  startSession,
  useSslcommerzShop,
} from '../../../test/sslcommerz-shop.js';

const IPN = '/api/payments/sslcommerz/ipn';

/** An unpaid order with an open session: its tran_id and the gateway page. */
async function orderWithSession(app: App, customer: Customer) {
  const order = await placeOrder(app, customer);
  const { url } = (await startSession(app, customer, order._id)).json();
  const [attempt] = await attemptsOf(app, order._id);
  return { order, url: url as string, tranId: attempt!.intentId };
}

describe('SSLCommerz notifications that must not mark an order paid', () => {
  const { state, control } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });

  it('ignores a forged IPN and a forged return with a val_id the gateway does not know', async () => {
    const { app, customer } = state;
    const { order, tranId } = await orderWithSession(app, customer);
    const before = await shopState(app);
    const forged = {
      tran_id: tranId,
      status: 'VALID',
      val_id: '2311231234forged',
      amount: '1234.50',
      currency: 'BDT',
    };
    expect((await postForm(app, IPN, forged)).statusCode).toBe(200);
    const back = await postForm(app, '/api/payments/sslcommerz/success', forged);
    expect(back.statusCode).toBe(303);
    expect(new URL(back.headers.location as string, 'http://x').searchParams.get('payment')).toBe('failed');
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    expect(await shopState(app)).toEqual(before);
  });

  it.each([
    ['amount', { validatedAmount: '1.00' }],
    ['currency', { validatedCurrency: 'USD' }],
    // What was charged (amount, currency), though the asked amount and currency match.
    ['charged amount', { chargedAmount: '1.00' }],
    ['charged currency', { chargedCurrency: 'USD' }],
  ] as const)(
    'leaves the order unpaid when the validated %s differs from what the shop asked',
    async (_what, knobs) => {
      const { app, gateway, customer } = state;
      const { order, url } = await orderWithSession(app, customer);
      Object.assign(gateway.knobs, knobs);
      const back = await gateway.completePayment(url);
      expect(gateway.ipns.at(-1)?.answer).toBe(200);
      expect((await readOrder(app, customer, order._id)).paid).toBe(false);
      const landed = await postForm(app, '/api/payments/sslcommerz/success', back.fields);
      const result = new URL(landed.headers.location as string, 'http://x').searchParams;
      expect(result.get('payment')).toBe('failed');
      expect(result.get('reason')).toBe(sslcommerzMessages.notMatching);
      expect((await attemptsOf(app, order._id))[0]).toMatchObject({
        status: 'requires_payment_method',
        valId: null,
      });
    },
  );

  it("does not pay an order with the validated payment of another order's tran_id", async () => {
    const { app, gateway, customer } = state;
    const cheap = await orderWithSession(app, customer);
    const dear = await orderWithSession(app, customer);
    control.holdIpns = true;
    const paid = await gateway.completePayment(cheap.url);
    const swapped = { ...paid.fields, tran_id: dear.tranId };
    expect((await postForm(app, IPN, swapped)).statusCode).toBe(200);
    expect((await postForm(app, '/api/payments/sslcommerz/success', swapped)).statusCode).toBe(303);
    expect((await readOrder(app, customer, dear.order._id)).paid).toBe(false);
    expect((await attemptsOf(app, dear.order._id))[0]).toMatchObject({ status: 'requires_payment_method' });
    // The genuine notification still pays the order it belongs to.
    expect((await postForm(app, IPN, paid.fields)).statusCode).toBe(200);
    expect((await readOrder(app, customer, cheap.order._id)).paid).toBe(true);
  });

  it('records what a paid order was charged: its amount in taka', async () => {
    const { app, gateway, customer } = state;
    const { order, url } = await orderWithSession(app, customer);
    await gateway.completePayment(url);
    expect((await readOrder(app, customer, order._id)).paid).toBe(true);
    expect((await attemptsOf(app, order._id))[0]).toMatchObject({
      status: 'succeeded',
      chargedMinor: Math.round(order.total * 100),
      chargedCurrency: 'BDT',
    });
  });

  it('records a late IPN of a cancelled order as a payment to refund, never paid', async () => {
    const { app, gateway, customer, admin } = state;
    const { order, url } = await orderWithSession(app, customer);
    control.holdIpns = true;
    const paid = await gateway.completePayment(url);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (let replay = 0; replay < 2; replay += 1) {
      expect((await postForm(app, IPN, paid.fields)).statusCode).toBe(200);
    }
    const now = await readOrder(app, admin, order._id);
    expect(now).toMatchObject({ paid: false, status: 'cancelled' });
    const [attempt] = await attemptsOf(app, order._id);
    expect(attempt).toMatchObject({ status: 'canceled', refund: 'to_refund', valId: paid.fields.val_id });
    expect(attempt!.voidedAt).toBeInstanceOf(Date);

    const notice = await state.shop.smtp.waitForMail(
      'no-reply@chakaparts.local',
      (mail) =>
        mail.subject.includes(order.orderNumber) && /^(Payment received|Refund needed)/.test(mail.subject),
    );
    expect(notice.subject).toMatch(new RegExp(`^Refund needed: ৳[\\d,.]+ for order ${order.orderNumber}$`));
    expect(notice.text).toContain('The order was cancelled before the payment came in');

    const review = await app.inject({ url: '/api/payments/sslcommerz/review', headers: admin.headers });
    expect(review.json()).toContainEqual(
      expect.objectContaining({
        tranId: attempt!.intentId,
        state: 'to_refund',
        orderNumber: order.orderNumber,
      }),
    );
  });

  it('holds a risky payment until the admin approves it, and records a refused one to refund', async () => {
    const { app, gateway, customer, admin } = state;
    gateway.knobs.riskLevel = 1;
    const first = await orderWithSession(app, customer);
    const back = await gateway.completePayment(first.url);
    expect((await readOrder(app, customer, first.order._id)).paid).toBe(false);
    expect((await attemptsOf(app, first.order._id))[0]).toMatchObject({
      status: 'requires_capture',
      riskLevel: 1,
    });
    const landed = await postForm(app, '/api/payments/sslcommerz/success', back.fields);
    expect(landed.headers.location).toBe(`/dashboard/orders/${first.order._id}?payment=held`);

    const review = (
      await app.inject({ url: '/api/payments/sslcommerz/review', headers: admin.headers })
    ).json();
    expect(review).toContainEqual(expect.objectContaining({ tranId: first.tranId, state: 'held' }));

    const decide = (tranId: string, approve: boolean, who = admin) =>
      app.inject({
        method: 'POST',
        url: `/api/payments/sslcommerz/${tranId}/decision`,
        headers: who.headers,
        payload: { approve },
      });
    expect((await decide(first.tranId, true, customer)).statusCode).toBe(403);
    const approved = await decide(first.tranId, true);
    expect(approved.json()).toEqual({ outcome: 'paid' });
    expect(await readOrder(app, customer, first.order._id)).toMatchObject({
      paid: true,
      transactionId: first.tranId,
    });
    expect((await decide(first.tranId, false)).statusCode).toBe(409);

    const second = await orderWithSession(app, customer);
    await gateway.completePayment(second.url);
    expect((await decide(second.tranId, false)).json()).toEqual({ outcome: 'to_refund' });
    expect((await readOrder(app, customer, second.order._id)).paid).toBe(false);
    expect((await attemptsOf(app, second.order._id))[0]).toMatchObject({
      status: 'canceled',
      refund: 'to_refund',
    });
    // The gateway's repeated IPN does not undo the decision.
    expect((await postForm(app, IPN, gateway.ipns.at(-1)!.fields)).statusCode).toBe(200);
    expect((await readOrder(app, customer, second.order._id)).paid).toBe(false);
  });

  it('answers 502 to an IPN it cannot validate (the gateway tries again), and 400 to a form without tran_id', async () => {
    const { app, gateway, customer } = state;
    const { order, url } = await orderWithSession(app, customer);
    control.holdIpns = true;
    const paid = await gateway.completePayment(url);
    gateway.knobs.refuseCredentials = true;
    expect((await postForm(app, IPN, paid.fields)).statusCode).toBe(502);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    gateway.knobs.refuseCredentials = false;
    expect((await postForm(app, IPN, paid.fields)).statusCode).toBe(200);
    expect((await readOrder(app, customer, order._id)).paid).toBe(true);

    const missing = await postForm(app, IPN, { status: 'VALID', val_id: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/tran_id is required/);
  });
});

describe('SSLCommerz in a shop selling in dollars: the taka charged', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'USD' });

  it('records the taka the gateway charged for a paid order', async () => {
    const { app, gateway, customer } = state;
    const { order, url } = await orderWithSession(app, customer);
    await gateway.completePayment(url);
    expect((await readOrder(app, customer, order._id)).paid).toBe(true);
    expect((await attemptsOf(app, order._id))[0]).toMatchObject({
      status: 'succeeded',
      currency: 'USD',
      amountMinor: Math.round(order.total * 100),
      chargedMinor: Math.round(order.total * 100) * gateway.knobs.takaPerDollar,
      chargedCurrency: 'BDT',
    });
  });

  it.each([
    ['nothing charged', { chargedAmount: '0.00' }],
    ['a negative charge', { chargedAmount: '-5280.00' }],
    ['a charge in dollars', { chargedCurrency: 'USD' }],
  ] as const)('leaves the order unpaid when the gateway validates %s', async (_what, knobs) => {
    const { app, gateway, customer } = state;
    const { order, url } = await orderWithSession(app, customer);
    Object.assign(gateway.knobs, knobs);
    const back = await gateway.completePayment(url);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    const landed = await postForm(app, '/api/payments/sslcommerz/success', back.fields);
    const result = new URL(landed.headers.location as string, 'http://x').searchParams;
    expect(result.get('payment')).toBe('failed');
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    expect((await attemptsOf(app, order._id))[0]).toMatchObject({
      status: 'requires_payment_method',
      valId: null,
      chargedMinor: null,
    });
  });
});
