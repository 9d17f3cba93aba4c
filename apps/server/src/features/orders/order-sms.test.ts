import { LOCALES, ORDER_TOTAL_MAX_MINOR, PAYMENT_METHODS } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { ORDER_SMS_KINDS } from '../../db/schema/index.js';
import { smsParts } from '../../lib/sms.js';
import type { OrderRow } from './order-queries.js';
import { orderSmsText } from './order-sms.js';

// Every order SMS stays within two parts (a Bangla text is Unicode: 134 characters in two), with the
// longest values it can carry: the highest order number and total, a long courier name typed by the
// admin, and a shop address longer than most.
const context = { currency: 'BDT' as const, publicUrl: 'https://www.chakaparts-motorparts.com.bd' };
const order = (paymentMethod: OrderRow['paymentMethod']) =>
  ({
    orderNumber: 999_999_999,
    totalMinor: ORDER_TOTAL_MAX_MINOR,
    paymentMethod,
    courier: 'Sundarban Courier Service Private Limited, Motijheel Branch',
  }) as OrderRow;

describe('the texts of order SMS', () => {
  const cases = LOCALES.flatMap((locale) =>
    ORDER_SMS_KINDS.flatMap((kind) => PAYMENT_METHODS.map((method) => [locale, kind, method] as const)),
  );

  it.each(cases)('%s %s (%s) fits in two SMS parts', (locale, kind, method) => {
    const text = orderSmsText(context, kind, order(method), locale);
    expect(text).toContain('CP-999999999');
    expect(smsParts(text), text).toBeLessThanOrEqual(2);
  });

  it('says the total and how it is paid when placed, in the Bangla digits of the Bangla text', () => {
    const placed = { ...order('cod'), totalMinor: 125_000 };
    expect(orderSmsText(context, 'placed', placed, 'en')).toBe(
      'Your order CP-999999999 is placed. Total ৳1,250, payment: Cash on delivery.',
    );
    expect(orderSmsText(context, 'placed', placed, 'bn')).toBe(
      'আপনার অর্ডার CP-999999999 গ্রহণ করা হয়েছে। মোট ৳১,২৫০, পেমেন্ট: ক্যাশ অন ডেলিভারি।',
    );
  });

  it('names the courier, cut short, and links the tracking page with the order number filled in', () => {
    const text = orderSmsText(context, 'shipped', order('online'), 'en');
    expect(text).toBe(
      'Your order CP-999999999 has shipped with Sundarban Courier Se. Track it: https://www.chakaparts-motorparts.com.bd/track?order=CP-999999999',
    );
  });
});
