import { formatMoney, type Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { customersVerified } from '../../test/phones.js';
import { mailPart } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { expireUnpaidOrders } from './unpaid-orders.js';

// The mails of an order's moves at a real SMTP server, in the language its customer chose with
// their account: Bangla words and digits for the money, the order and tracking numbers as they are.
describe('order status mails in the customer language', () => {
  const shop = useTestShop({
    customers: ['Nusrat Jahan', 'Karim Ahmed'],
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified('01712-345678'),
  });
  let bangla: Customer;
  let english: Customer;
  let admin: Customer;

  const choose = async (customer: Customer, locale: 'bn' | 'en') => {
    const chosen = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: customer.headers,
      payload: { locale },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  };

  const place = async (customer: Customer, payload: Record<string, unknown> = {}) => {
    const product = await createProduct(shop.app.db, { name: 'Axio Brake Pads', priceMinor: 1250 });
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        productId: product.id,
        quantity: 1,
        size: 'M',
        paymentMethod: 'cod',
        delivery: {
          name: 'Nusrat Jahan',
          phone: '01712-345678',
          district: 'Dhaka',
          address: 'Flat 4B, Banani',
        },
        ...payload,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json<Order>();
  };

  const move = async (id: string, payload: Record<string, unknown>) => {
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };

  const mailTo = async (customer: Customer, subject: string) =>
    mailPart(await shop.smtp.waitForMail(customer.email, (mail) => mail.subject === subject), 'text/plain');

  beforeAll(async () => {
    ({ customer: bangla, other: english, admin } = shop);
    await choose(bangla, 'bn');
    await choose(english, 'en');
  });

  it('writes confirmed, shipped and delivered in Bangla for a customer who chose Bangla', async () => {
    const order = await place(bangla);
    const number = order.orderNumber;
    await move(order._id, { status: 'confirmed' });
    expect(await mailTo(bangla, `আপনার অর্ডার ${number} কনফার্ম করা হয়েছে`)).toContain(
      `আমরা আপনার অর্ডার ${number} কনফার্ম করেছি এবং প্যাক করছি।`,
    );

    await move(order._id, { status: 'shipped', courier: 'steadfast', trackingNumber: 'SF-778899' });
    const shipped = await mailTo(bangla, `আপনার অর্ডার ${number} রওনা হয়েছে`);
    expect(shipped).toContain('প্রিয় Nusrat Jahan,');
    expect(shipped).toContain('ট্র্যাকিং নম্বর: SF-778899');
    expect(shipped).toMatch(new RegExp(`আপনার অর্ডার ${number} Steadfast.*হস্তান্তর করা হয়েছে।`));
    const due = formatMoney(order.total * 100, { currency: 'USD', locale: 'bn' });
    expect(due).toMatch(/[০-৯]/);
    expect(shipped).toContain(`কুরিয়ারের জন্য ${due} নগদ প্রস্তুত রাখুন।`);

    await move(order._id, { status: 'delivered' });
    expect(await mailTo(bangla, `আপনার অর্ডার ${number} ডেলিভারি হয়েছে`)).toContain(
      'আমাদের কাছ থেকে কেনাকাটার জন্য ধন্যবাদ।',
    );
  });

  it("writes the shop's reason for a cancel in Bangla", async () => {
    const order = await place(bangla, { paymentMethod: 'online' });
    await shop.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, order._id));
    expect(await expireUnpaidOrders(shop.app.orders)).toBeGreaterThanOrEqual(1);
    const cancelled = await mailTo(bangla, `আপনার অর্ডার ${order.orderNumber} বাতিল করা হয়েছে`);
    expect(cancelled).toContain(`আপনার অর্ডার ${order.orderNumber} বাতিল করা হয়েছে: সময়মতো পেমেন্ট করা হয়নি।`);
    expect(cancelled).toContain('১ x Axio Brake Pads (সাইজ M)');
  });

  it('keeps the mails in English for a customer who chose English', async () => {
    const order = await place(english);
    await move(order._id, { status: 'confirmed' });
    await move(order._id, { status: 'shipped', courier: 'steadfast', trackingNumber: 'SF-112233' });
    const shipped = await mailTo(english, `Your order ${order.orderNumber} is on its way`);
    expect(shipped).toContain('Hello Karim Ahmed,');
    expect(shipped).toContain('Tracking number: SF-112233');
    expect(shipped).toContain(`Please have $${order.total.toFixed(2).replace(/\.00$/, '')} ready in cash`);
  });
});
