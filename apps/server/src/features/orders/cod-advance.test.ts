import { orderMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { OTHER_PHONE, useCodAdvanceShop } from '../../test/cod-advance-scene.js';
import { stockOf } from '../../test/factories.js';
import { PARCEL_DELIVERY } from '../../test/parcel-booking-scene.js';
import { keptSms } from '../../test/sms-outbox.js';
import { mailPart } from '../../test/smtp.js';
import { EXPIRY_NOTE, expireUnpaidOrders } from './unpaid-orders.js';

const HOUR = 3_600_000;

// Issue 34, COD_ADVANCE: a cash order may owe its delivery fee online (SSLCommerz) before the shop
// confirms it; the courier collects the rest at the door. Prices in taka: two parts of 500, 60 to
// deliver in Dhaka.

describe('COD_ADVANCE=fee: every cash order pays its delivery fee online first', () => {
  const scene = useCodAdvanceShop({ COD_ADVANCE: 'fee' });
  const { shop, placeCashOrder, startSession, payOnline, move, detail } = scene;

  it('asks the fee, waits for it, takes it through SSLCommerz, and the courier collects the rest', async () => {
    const order = await placeCashOrder();
    expect(order).toMatchObject({ total: 1060, advance: 60, advancePaid: false, dueOnDelivery: 1060 });
    // The customer is told what to pay first, by mail and SMS, and what is due at the door.
    const mail = await shop.smtp.waitForMail(shop.customer.email, (sent) =>
      sent.subject.includes(order.orderNumber),
    );
    const text = mailPart(mail, 'text/plain');
    expect(text).toMatch(/Delivery fee to pay online first: ৳60\r?\n/);
    expect(text).toContain('Due at the door: ৳1,060');
    expect(text).toContain('Please pay the delivery fee online from your order page first');
    await expect
      .poll(() => keptSms(shop.dataDir).find((sms) => sms.text.includes(order.orderNumber))?.text)
      .toContain('Pay the delivery fee ৳60 online');

    // Not confirmed before the fee is paid, not even with a note: money, not a phone call.
    for (const payload of [{ status: 'confirmed' }, { status: 'confirmed', note: 'Called the customer' }]) {
      const refused = await move(order._id, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(orderMessages.advanceNotPaid);
    }

    // The session asks the gateway for the fee only, and its validated payment settles the fee.
    const started = await startSession(order._id);
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await shop.app.db.query.payments.findMany({
      where: (payments, { eq: same }) => same(payments.orderId, order._id),
    });
    expect(attempt!.amountMinor).toBe(60_00);
    expect(scene.gateway().sessionFor(attempt!.intentId)!.fields).toMatchObject({ total_amount: '60.00' });
    await payOnline(order._id);
    expect(await detail(order._id)).toMatchObject({
      paid: false,
      advance: 60,
      advancePaid: true,
      dueOnDelivery: 1000,
    });
    // Paid once: no second session.
    expect((await startSession(order._id)).statusCode).toBe(409);

    const confirmed = await move(order._id, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The invoice shows the fee paid and the rest to collect; the parcel collects the rest.
    const papers = await shop.app.inject({
      url: `/api/order/${order._id}/documents`,
      headers: shop.customer.headers,
    });
    expect(papers.json()).toMatchObject({
      totalMinor: 1060_00,
      advancePaidMinor: 60_00,
      amountToCollectMinor: 1000_00,
    });
    const booked = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/parcel`,
      headers: shop.admin.headers,
      payload: { courier: 'pathao' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(scene.couriers.pathao.parcelOf(order.orderNumber)!.order).toMatchObject({
      amount_to_collect: 1000,
    });

    // Delivered: the rest was collected, the order is paid, and the timeline says how.
    const delivered = await move(order._id, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ paid: true, advancePaid: true, dueOnDelivery: 0 });
    expect(delivered.json().events.at(-1).note).toBe('Paid in cash on delivery');
  });

  it("believes a courier's report of the rest collected: the order is paid, not short", async () => {
    const order = await placeCashOrder();
    await payOnline(order._id);
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
    const booked = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/parcel`,
      headers: shop.admin.headers,
      payload: { courier: 'pathao' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { consignmentId } = scene.couriers.pathao.parcelOf(order.orderNumber)!;
    // Pathao collected what it was asked to: 1,000 taka.
    scene.couriers.pathao.markDelivered(consignmentId);
    const told = await scene.couriers.pathao.sendWebhook(shop.app, consignmentId, 'order.delivered');
    expect(told.json().outcome).toBe('applied');
    const delivered = await detail(order._id);
    expect(delivered).toMatchObject({ status: 'delivered', paid: true, collected: 1000, dueOnDelivery: 0 });
    expect(delivered.events.at(-1)!.note).toBe('Paid in cash on delivery');
  });

  it('follows a new district while the fee is unpaid, and keeps a paid one', async () => {
    const order = await placeCashOrder();
    const toSylhet = (id: string) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/delivery`,
        headers: shop.customer.headers,
        payload: { ...PARCEL_DELIVERY, district: 'Sylhet', address: 'House 12, Zindabazar' },
      });
    const moved = await toSylhet(order._id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ deliveryFee: 120, total: 1120, advance: 120, advancePaid: false });

    const paid = await placeCashOrder();
    await payOnline(paid._id);
    expect((await toSylhet(paid._id)).json()).toMatchObject({
      deliveryFee: 60,
      total: 1060,
      advance: 60,
      advancePaid: true,
    });
  });

  it('leaves orders paid online as they were: no advance, nothing due at the door', async () => {
    const order = await placeCashOrder({ paymentMethod: 'online' });
    expect(order).toMatchObject({ total: 1060, advance: 0, advancePaid: false, dueOnDelivery: 0 });
  });

  it('releases a cash order whose fee was not paid in time, its stock back', async () => {
    const order = await placeCashOrder();
    const stock = await stockOf(shop.app.db, order.productId!);
    expect(await expireUnpaidOrders(shop.app.orders, new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(
      await expireUnpaidOrders(shop.app.orders, new Date(Date.now() + 25 * HOUR)),
    ).toBeGreaterThanOrEqual(1);
    const expired = await detail(order._id);
    expect(expired.status).toBe('cancelled');
    expect(expired.events.at(-1)).toMatchObject({ status: 'cancelled', note: EXPIRY_NOTE });
    expect(await stockOf(shop.app.db, order.productId!)).toBe(stock + 2);
  });

  it('keeps a cash order whose fee is paid past the time an unpaid one is released', async () => {
    const order = await placeCashOrder();
    await payOnline(order._id);
    await expireUnpaidOrders(shop.app.orders, new Date(Date.now() + 25 * HOUR));
    expect((await detail(order._id)).status).toBe('placed');
  });
});

describe('COD_ADVANCE=risky: only a phone with returns, or a big order, pays the fee first', () => {
  const scene = useCodAdvanceShop({ COD_ADVANCE: 'risky', COD_ADVANCE_OVER: '3000' });
  const { shop, placeCashOrder, move } = scene;

  it('asks nothing of a small order to a phone without returns', async () => {
    const order = await placeCashOrder();
    expect(order).toMatchObject({ total: 1060, advance: 0, advancePaid: false, dueOnDelivery: 1060 });
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('asks the fee of an order above COD_ADVANCE_OVER', async () => {
    // Two parts of 2,000 taka: 4,060 with delivery.
    const order = await placeCashOrder({ each: 2000 });
    expect(order).toMatchObject({ total: 4060, advance: 60 });
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('asks the fee of an order to a phone with a returned order in this shop, whoever orders', async () => {
    const before = await placeCashOrder({ phone: OTHER_PHONE, who: shop.other });
    expect(before.advance).toBe(0);
    // That parcel came back (as the courier's webhook or the admin marks it).
    await shop.app.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, before._id));
    const after = await placeCashOrder({ phone: OTHER_PHONE });
    expect(after).toMatchObject({ total: 1060, advance: 60, advancePaid: false });
    expect((await move(after._id, { status: 'confirmed' })).json().message).toBe(
      orderMessages.advanceNotPaid,
    );
  });
});

describe('COD_ADVANCE=risky, when the delivery details change', () => {
  const { shop, placeCashOrder } = useCodAdvanceShop({ COD_ADVANCE: 'risky' });
  const changeDelivery = (id: string, phone: string) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/delivery`,
      headers: shop.customer.headers,
      payload: { ...PARCEL_DELIVERY, phone },
    });

  it('asks the fee once the new phone has returns, and never drops a fee the old phone asked', async () => {
    const returned = await placeCashOrder({ phone: OTHER_PHONE, who: shop.other });
    await shop.app.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, returned._id));

    const clean = await placeCashOrder();
    expect(clean.advance).toBe(0);
    const toRisky = await changeDelivery(clean._id, OTHER_PHONE);
    expect(toRisky.statusCode, toRisky.body).toBe(200);
    expect(toRisky.json()).toMatchObject({ advance: 60, advancePaid: false });

    const risky = await placeCashOrder({ phone: OTHER_PHONE });
    expect(risky.advance).toBe(60);
    expect((await changeDelivery(risky._id, PARCEL_DELIVERY.phone)).json()).toMatchObject({ advance: 60 });
  });
});

describe('COD_ADVANCE=off (the default): cash orders are as they were', () => {
  const { placeCashOrder, startSession, move } = useCodAdvanceShop({});

  it('asks no advance, takes no online payment, and confirms at once', async () => {
    const order = await placeCashOrder({ each: 2000 });
    expect(order).toMatchObject({ total: 4060, advance: 0, advancePaid: false, dueOnDelivery: 4060 });
    const session = await startSession(order._id);
    expect(session.statusCode).toBe(409);
    expect(session.json().message).toBe(orderMessages.codNoOnlinePayment);
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
  });
});
