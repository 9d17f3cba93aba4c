import type { Order, OrderDetail } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orders, stockChanges } from '../../db/schema/index.js';
import { translate, translateMessage } from '../../lib/i18n.js';
import type { ParcelReport } from '../../lib/parcel-outcome.js';
import type { Customer } from '../../test/app.js';
import { createProduct, stockOf } from '../../test/factories.js';
import { postOrderOk } from '../../test/order-requests.js';
import { customersVerified } from '../../test/phones.js';
import { mailPart } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { applyParcelReport, COD_PAID_NOTE, COD_SHORT_NOTE, PARCEL_STEP_NOTES } from './parcel-outcomes.js';

const delivery = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar',
};
const report = (outcome: ParcelReport['outcome'], courierStatus = 'x'): ParcelReport => ({
  outcome,
  courierStatus,
  by: 'Pathao',
});

// What a courier's word does to its order: applied by the webhooks, the sweep and the admin alike.
describe('parcel outcomes', () => {
  const shop = useTestShop({
    customers: 1,
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified(delivery.phone),
  });
  let app: App;
  let customer: Customer;
  let admin: Customer;
  beforeAll(() => {
    ({ app, customer, admin } = shop);
  });

  const move = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: admin.headers, payload });
  const read = async (id: string): Promise<OrderDetail> =>
    (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();
  /** A cash on delivery order of 3 parts at $12.50, shipped by hand with Pathao. */
  async function shipped(fields: Record<string, unknown> = {}): Promise<Order & { productId: string }> {
    const product = await createProduct(app.db, { availableQty: 10 });
    const order = await postOrderOk(app, customer, {
      productId: product.id,
      quantity: 3,
      size: 'M',
      delivery,
      paymentMethod: 'cod',
      ...fields,
    });
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
    const ship = await move(order._id, { status: 'shipped', courier: 'pathao', trackingNumber: 'PX-1' });
    expect(ship.statusCode, ship.body).toBe(200);
    return { ...order, productId: product.id };
  }
  const mailed = async (subject: string) =>
    mailPart(await shop.smtp.waitForMail(customer.email, (mail) => mail.subject === subject), 'text/plain');

  it('marks a delivered cash order paid with the amount the courier collected', async () => {
    const order = await shipped();
    const applied = await applyParcelReport(
      app.orders,
      order._id,
      report({ kind: 'delivered', collectedMinor: order.total * 100 }, 'Delivered'),
    );
    expect(applied).toEqual({ status: 'delivered', changed: true, restocked: false });
    const detail = await read(order._id);
    expect(detail).toMatchObject({
      status: 'delivered',
      paid: true,
      collected: order.total,
      transactionId: `COD-${order.orderNumber}`,
    });
    expect(detail.events.at(-1)).toMatchObject({ status: 'delivered', by: 'Pathao', note: COD_PAID_NOTE });
    expect(await mailed(`Your order ${order.orderNumber} is delivered`)).toContain('has been delivered');
  });

  it('flags a short collection for the owner and does not mark the order paid', async () => {
    const order = await shipped();
    await applyParcelReport(app.orders, order._id, report({ kind: 'delivered', collectedMinor: 1000 }));
    const detail = await read(order._id);
    expect(detail).toMatchObject({ status: 'delivered', paid: false, collected: 10, transactionId: null });
    expect(detail.events.at(-1)?.note).toBe(COD_SHORT_NOTE);
  });

  it('takes back a returned parcel: final, stock back with the reason return, a mail', async () => {
    const order = await shipped();
    expect(await stockOf(app.db, order.productId)).toBe(7);
    const applied = await applyParcelReport(app.orders, order._id, report({ kind: 'returned' }, 'Return'));
    expect(applied).toEqual({ status: 'returned', changed: true, restocked: true });
    expect(await stockOf(app.db, order.productId)).toBe(10);
    const history = await app.db
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.productId, order.productId), eq(stockChanges.reason, 'return')));
    expect(history).toMatchObject([{ before: 7, after: 10, by: 'Pathao', orderId: order._id }]);
    const detail = await read(order._id);
    expect(detail.status).toBe('returned');
    expect(detail.events.at(-1)).toMatchObject({ status: 'returned', by: 'Pathao' });
    expect(await mailed(`Your order ${order.orderNumber} came back to us`)).toContain(
      `The courier brought your order ${order.orderNumber} back to us`,
    );
    // Final: a late delivery, a replayed return or a cancel change nothing.
    expect((await applyParcelReport(app.orders, order._id, report({ kind: 'returned' }))).changed).toBe(
      false,
    );
    await applyParcelReport(app.orders, order._id, report({ kind: 'delivered', collectedMinor: null }));
    expect((await read(order._id)).status).toBe('returned');
    expect(await stockOf(app.db, order.productId)).toBe(10);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('keeps each step once and never moves a delivered order back', async () => {
    const order = await shipped();
    const picked = report({ kind: 'step', step: 'picked' });
    expect((await applyParcelReport(app.orders, order._id, picked)).changed).toBe(true);
    expect((await applyParcelReport(app.orders, order._id, picked)).changed).toBe(false);
    // Waiting at the hub with nothing new to say: only when the shop last heard is kept.
    const at = new Date('2026-11-28T09:30:00Z');
    const heard = await applyParcelReport(app.orders, order._id, {
      ...report({ kind: 'heard' }, 'Pending'),
      at,
    });
    expect(heard.changed).toBe(false);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ parcelStatus: 'Pending', parcelCheckedAt: at });
    await applyParcelReport(app.orders, order._id, report({ kind: 'delivered', collectedMinor: null }));
    const late = await applyParcelReport(app.orders, order._id, report({ kind: 'step', step: 'in_transit' }));
    expect(late).toEqual({ status: 'delivered', changed: false, restocked: false });
    const twice = await applyParcelReport(
      app.orders,
      order._id,
      report({ kind: 'delivered', collectedMinor: 0 }),
    );
    expect(twice.changed).toBe(false);
    const detail = await read(order._id);
    expect(detail).toMatchObject({ status: 'delivered', paid: true, collected: order.total });
    expect(detail.events.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['confirmed', null],
      ['shipped', 'Pathao PX-1'],
      ['shipped', PARCEL_STEP_NOTES.picked],
      ['delivered', COD_PAID_NOTE],
    ]);
  });

  it('lets the admin mark a hand-shipped order returned, once, and only once shipped', async () => {
    const order = await shipped();
    const returned = await move(order._id, { status: 'returned' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'returned', paid: false });
    expect(await stockOf(app.db, order.productId)).toBe(10);
    expect((await move(order._id, { status: 'returned' })).statusCode).toBe(409);
    expect((await move(order._id, { status: 'delivered' })).statusCode).toBe(409);
    const placed = await postOrderOk(app, customer, {
      productId: order.productId,
      quantity: 2,
      size: 'M',
      delivery,
      paymentMethod: 'cod',
    });
    expect((await move(placed._id, { status: 'returned' })).statusCode).toBe(409);
    const notShipped = await applyParcelReport(app.orders, placed._id, report({ kind: 'returned' }));
    expect(notShipped).toEqual({ status: 'placed', changed: false, restocked: false });
  });

  // Last: the customer reads Bangla from here on.
  it('mails a returned order in Bangla to a customer who chose Bangla', async () => {
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: customer.headers,
      payload: { locale: 'bn' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const order = await shipped();
    expect((await move(order._id, { status: 'returned' })).statusCode).toBe(200);
    expect(await mailed(`আপনার অর্ডার ${order.orderNumber} আমাদের কাছে ফেরত এসেছে`)).toContain(
      `কুরিয়ার আপনার অর্ডার ${order.orderNumber} আমাদের কাছে ফেরত এনেছে`,
    );
  });

  it('writes every step and the short collection in Bangla for the timeline', () => {
    for (const note of [...Object.values(PARCEL_STEP_NOTES), COD_SHORT_NOTE, COD_PAID_NOTE]) {
      const bangla = translateMessage('bn', note);
      expect(bangla, note).not.toBe(note);
      expect(bangla).toMatch(/[\u0980-\u09FF]/);
    }
    expect(translateMessage('bn', PARCEL_STEP_NOTES.in_transit)).toBe(
      translate('bn', 'orders.note.parcelInTransit'),
    );
  });
});
