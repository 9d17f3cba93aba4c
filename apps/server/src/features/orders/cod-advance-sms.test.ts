import { LOCALES, ORDER_TOTAL_MAX_MINOR } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { smsParts } from '../../lib/sms.js';
import type { OrderRow } from './order-queries.js';
import { orderSmsText } from './order-sms.js';

// Issue 34 (COD_ADVANCE): the placed SMS of a cash order that owes its delivery fee online says
// the fee and what is left for the door, within two parts with the longest values it can carry.
const context = { currency: 'BDT' as const, publicUrl: 'https://www.chakaparts-motorparts.com.bd' };
const owing = (fields: Partial<OrderRow> = {}) =>
  ({
    orderNumber: 999_999_999,
    totalMinor: ORDER_TOTAL_MAX_MINOR,
    paymentMethod: 'cod',
    advanceMinor: 99_999_99,
    advancePaid: false,
    ...fields,
  }) as OrderRow;

describe('the placed SMS of a cash order owing its delivery fee', () => {
  it.each(LOCALES)('fits in two SMS parts (%s)', (locale) => {
    const text = orderSmsText(context, 'placed', owing(), locale);
    expect(smsParts(text), text).toBeLessThanOrEqual(2);
  });

  it('says the fee to pay online first and the rest, in English and Bangla', () => {
    const order = owing({ totalMinor: 1060_00, advanceMinor: 60_00 });
    expect(orderSmsText(context, 'placed', order, 'en')).toBe(
      'Your order CP-999999999 is placed. Pay the delivery fee ৳60 online on the order page first; ৳1,000 is due at the door.',
    );
    expect(orderSmsText(context, 'placed', order, 'bn')).toBe(
      'অর্ডার CP-999999999 গৃহীত। অর্ডারের পেজে আগে ডেলিভারি চার্জ ৳৬০ দিন; বাকি ৳১,০০০ ডেলিভারিতে।',
    );
  });

  it('is the usual one once the fee is paid, or without an advance', () => {
    for (const order of [owing({ advancePaid: true }), owing({ advanceMinor: 0 })])
      expect(orderSmsText(context, 'placed', order, 'en')).toContain('payment: Cash on delivery');
  });
});
