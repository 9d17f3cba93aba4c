import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { mailPart } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';

// A customer who chose Bangla (kept with the account through better-auth's update-user) gets the
// order confirmation in Bangla, at a real SMTP server; order and phone numbers stay as they are.
describe('the order confirmation in the customer language', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan'] });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });

  it('writes the confirmation in Bangla for an account that chose Bangla', async () => {
    const chosen = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: customer.headers,
      payload: { locale: 'bn' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const product = await createProduct(shop.app.db, { name: 'Axio Brake Pads', priceMinor: 1250 });
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        productId: product.id,
        quantity: 2,
        size: 'M',
        paymentMethod: 'cod',
        delivery: { name: 'Nusrat Jahan', phone: '01712-345678', district: 'Sylhet', address: 'House 12' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();

    const mail = await shop.smtp.waitForMail(customer.email, (m) => m.subject.includes(order.orderNumber));
    expect(mail.subject).toBe(`আপনার অর্ডার ${order.orderNumber} গ্রহণ করা হয়েছে`);
    const text = mailPart(mail, 'text/plain');
    for (const expected of [
      'প্রিয় Nusrat Jahan,',
      '২ x Axio Brake Pads (সাইজ M): $২৫',
      'মোট: $২৭',
      'পেমেন্ট: ক্যাশ অন ডেলিভারি',
      '+8801712345678',
      'কুরিয়ার এলে মোট টাকা নগদ প্রস্তুত রাখুন।',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
