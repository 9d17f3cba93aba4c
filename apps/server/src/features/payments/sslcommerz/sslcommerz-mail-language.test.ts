import { formatMoney } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/app.js';
import { placeOrder, startSession, useSslcommerzShop } from '../../../test/sslcommerz-shop.js';

const toMinor = (major: number) => Math.round(major * 100);

// The receipt of a payment through SSLCommerz, at a real SMTP server, in the language the customer
// chose with their account: Bangla digits for the taka, the order number as it is.
describe('the SSLCommerz receipt in the customer language', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });

  const chooseLanguage = async (customer: Customer, locale: 'bn' | 'en') => {
    const chosen = await state.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: customer.headers,
      payload: { locale },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  };

  const payAndReadReceipt = async (customer: Customer) => {
    const order = await placeOrder(state.app, customer);
    const started = await startSession(state.app, customer, order._id);
    expect(started.statusCode, started.body).toBe(200);
    await state.gateway.completePayment(started.json().url, { method: 'bkash', outcome: 'pay' });
    // The order's confirmation comes first; the receipt is the mail that names the payment.
    const receipt = await state.shop.smtp.waitForMail(
      customer.email,
      (mail) =>
        mail.subject.includes(order.orderNumber) && /পেমেন্ট পাওয়া গেছে|Payment received/.test(mail.subject),
    );
    return { order, receipt };
  };

  it('writes the receipt in Bangla for a customer who chose Bangla', async () => {
    await chooseLanguage(state.customer, 'bn');
    const { order, receipt } = await payAndReadReceipt(state.customer);
    const amount = formatMoney(toMinor(order.total), { currency: 'BDT', locale: 'bn' });
    expect(amount).toMatch(/^৳[০-৯,.]+$/);
    expect(receipt.subject).toBe(`অর্ডার ${order.orderNumber}-এর পেমেন্ট পাওয়া গেছে`);
    expect(receipt.text).toContain(
      `অর্ডার ${order.orderNumber}-এর জন্য SSLCommerz (BKASH)-এর মাধ্যমে আপনার ${amount} পেমেন্ট আমরা পেয়েছি।`,
    );
    expect(receipt.text).toContain('Chaka Parts-এ কেনাকাটার জন্য ধন্যবাদ।');
  });

  it('keeps the receipt in English for a customer who chose English', async () => {
    await chooseLanguage(state.other, 'en');
    const { order, receipt } = await payAndReadReceipt(state.other);
    const amount = formatMoney(toMinor(order.total), { currency: 'BDT', locale: 'en' });
    expect(receipt.subject).toBe(`Payment received for order ${order.orderNumber}`);
    expect(receipt.text).toContain(
      `We received your payment of ${amount} for order ${order.orderNumber} through SSLCommerz (BKASH).`,
    );
  });
});
