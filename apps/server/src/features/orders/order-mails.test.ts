import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { createProduct } from '../../test/factories.js';
import { customersVerified } from '../../test/phones.js';
import { mailPart as part } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { expireUnpaidOrders } from './unpaid-orders.js';

// The mails of an order's life arrive at a real SMTP server: to the customer when it is placed,
// confirmed, shipped, delivered and cancelled (also by expiry), and to the shop (MAIL_FROM) a notice
// of every new order. Every value in them is the server's.

const SHOP_MAILBOX = 'orders@chakaparts.test';

describe('order mails', () => {
  const shop = useTestShop({
    env: { MAIL_FROM: `Chaka Parts <${SHOP_MAILBOX}>` },
    customers: ['Nusrat Jahan'],
    admin: true, // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified('01712-345678', '+8801812345678', '01912345678'),
  });

  const waitFor = (to: string, subject: string) =>
    shop.smtp.waitForMail(to, (mail) => mail.subject.includes(subject));

  const place = async (body: Record<string, unknown>) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: shop.customer.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Order>();
  };

  const move = async (id: string, payload: Record<string, unknown>) => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: shop.admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('confirms a cash on delivery order to the customer and tells the shop, with the number, address and total', async () => {
    const product = await createProduct(shop.app.db, { name: 'Axio Brake Pads', priceMinor: 1250 });
    const order = await place({
      productId: product.id,
      quantity: 2,
      size: 'M',
      paymentMethod: 'cod',
      delivery: {
        name: 'Nusrat Jahan',
        phone: '01712-345678',
        district: 'Sylhet',
        address: 'House 12, Road 3, Zindabazar',
      },
    });
    expect(order).toMatchObject({ subtotal: 25, deliveryFee: 2, total: 27 });

    const confirmation = await waitFor(shop.customer.email, order.orderNumber);
    const text = part(confirmation, 'text/plain');
    for (const expected of [
      order.orderNumber,
      '2 x Axio Brake Pads (size M): $25',
      'Delivery fee: $2',
      'Total: $27',
      'Cash on delivery',
      'House 12, Road 3, Zindabazar',
      'Sylhet',
      '+8801712345678',
    ]) {
      expect(text).toContain(expected);
    }
    expect(part(confirmation, 'text/html')).toContain('House 12, Road 3, Zindabazar');

    const notice = await waitFor(SHOP_MAILBOX, order.orderNumber);
    expect(notice.subject).toBe(`New order ${order.orderNumber}`);
    expect(part(notice, 'text/plain')).toContain(shop.customer.email);
    expect(part(notice, 'text/plain')).toContain('Total: $27');
  });

  it('mails the courier and tracking number when the order ships, and again when it is delivered', async () => {
    const product = await createProduct(shop.app.db);
    const order = await place({
      productId: product.id,
      quantity: 1,
      size: 'L',
      paymentMethod: 'cod',
      delivery: {
        name: 'Nusrat Jahan',
        phone: '+8801812345678',
        district: 'Dhaka',
        address: 'Flat 4B, Banani',
      },
    });
    await move(order._id, { status: 'confirmed' });
    await waitFor(shop.customer.email, `Your order ${order.orderNumber} is confirmed`);
    await move(order._id, { status: 'shipped', courier: 'steadfast', trackingNumber: 'SF-778899' });
    const shipped = await waitFor(shop.customer.email, `Your order ${order.orderNumber} is on its way`);
    expect(part(shipped, 'text/plain')).toContain('Steadfast');
    expect(part(shipped, 'text/plain')).toContain('Tracking number: SF-778899');
    // The tracking page, the order number filled in (issue 33).
    expect(part(shipped, 'text/plain')).toMatch(
      new RegExp(`Follow the parcel without signing in: https?://\\S+/track\\?order=${order.orderNumber}\\s`),
    );
    // Cash on delivery: the amount due to the courier, the server's.
    expect(part(shipped, 'text/plain')).toContain('$13.50');

    await move(order._id, { status: 'delivered' });
    const delivered = await waitFor(shop.customer.email, `Your order ${order.orderNumber} is delivered`);
    expect(part(delivered, 'text/plain')).toContain(order.orderNumber);
  });

  it('mails the customer when an order is cancelled, by them or because it was not paid in time', async () => {
    const product = await createProduct(shop.app.db);
    const cancelled = await place({ productId: product.id, quantity: 1, size: 'SM' });
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${cancelled._id}`,
      headers: shop.customer.headers,
    });
    expect(response.json()).toEqual({ deletedCount: 1 });
    const mail = await waitFor(shop.customer.email, `Your order ${cancelled.orderNumber} is cancelled`);
    expect(part(mail, 'text/plain')).toContain(cancelled.orderNumber);

    const forgotten = await place({ productId: product.id, quantity: 1, size: 'XL' });
    await shop.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, forgotten._id));
    expect(await expireUnpaidOrders(shop.app.orders)).toBe(1);
    const expired = await waitFor(shop.customer.email, `Your order ${forgotten.orderNumber} is cancelled`);
    expect(part(expired, 'text/plain')).toContain('Not paid in time');
  });

  it('writes the delivery address into the HTML mail as text, never as markup', async () => {
    const product = await createProduct(shop.app.db);
    const order = await place({
      productId: product.id,
      quantity: 1,
      size: 'M',
      paymentMethod: 'cod',
      delivery: {
        name: 'Nusrat Jahan',
        phone: '01912345678',
        district: 'Cumilla',
        address: '<b>Road</b> 5 & "Lane" 2',
      },
    });
    const mail = await waitFor(shop.customer.email, order.orderNumber);
    expect(part(mail, 'text/html')).toContain('&lt;b&gt;Road&lt;/b&gt; 5 &amp; &quot;Lane&quot; 2');
    expect(part(mail, 'text/html')).not.toContain('<b>Road</b>');
  });
});
