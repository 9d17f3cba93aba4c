import {
  CATALOGS,
  cardMessages,
  cartMessages,
  ORDER_STATUSES,
  orderMessages,
  sslcommerzMessages,
} from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('the Bangla chunk', () => {
  it("holds every area's Bangla the web app shows (all but the mails, the SMS and the server's page heads)", async () => {
    await import('./bangla');
    i18n.activate('bn');
    const missing = Object.entries(CATALOGS.bn)
      .filter(([area]) => !['mail', 'sms', 'seo'].includes(area))
      .flatMap(([, catalog]) => Object.keys(catalog))
      .filter((id) => i18n._(id, { count: 1 }) === id);
    expect(missing).toEqual([]);
  });
});

describe('the buying path’s sentences', () => {
  it('puts the cart’s, the orders’ and the card’s English into Bangla with Bangla digits', async () => {
    const { translateMessage } = await import('./bangla');
    i18n.activate('bn');
    expect(translateMessage(cartMessages.notEnough('Iridium Spark Plugs', 3))).toBe(
      'Iridium Spark Plugs মাত্র ৩টি বাকি আছে। অনুগ্রহ করে কম অর্ডার করুন।',
    );
    expect(translateMessage(cartMessages.tooManyLines)).toBe('একটি কার্টে সর্বোচ্চ ৫০টি পার্টস রাখা যায়');
    expect(translateMessage(orderMessages.tooManyUnpaid(5))).toMatch(/^আপনার ৫টি অর্ডারের পেমেন্ট বাকি।/);
    expect(translateMessage(cardMessages.declined)).toBe('আপনার কার্ডটি গ্রহণ করা হয়নি।');
    expect(translateMessage(sslcommerzMessages.cancelled)).toBe('আপনি পেমেন্ট বাতিল করেছেন');
    expect(translateMessage('Not one of ours')).toBe('Not one of ours');
    // A screen's words around a value ("Size SM", "Order CP-10001") are no pattern for other sentences.
    // (the validation sentence about sizes has its own translation, not "Size {size}" half in Bangla).
    expect(translateMessage('Size must be one of SM, M, L, XL')).toBe('সাইজ SM, M, L বা XL হতে হবে');
    for (const english of ['Order cancelled', 'order expiry failed']) {
      expect(translateMessage(english)).toBe(english);
    }
  });

  it('names the field of a generic sentence in Bangla too, and keeps a name it does not know', async () => {
    const { translateMessage } = await import('./bangla');
    i18n.activate('bn');
    expect(translateMessage('Minimum Order Quantity must be at least 1')).toBe(
      'সর্বনিম্ন অর্ডারের পরিমাণ কমপক্ষে ১ হতে হবে',
    );
    expect(translateMessage('Make must be at most 40 characters')).toBe('মেক সর্বোচ্চ ৪০ অক্ষরের হতে পারে');
    expect(translateMessage('Price must be at most 999999')).toBe('দাম সর্বোচ্চ ৯,৯৯,৯৯৯ হতে পারে');
    expect(translateMessage('Quantity must be at least 3')).toBe('পরিমাণ কমপক্ষে ৩ হতে হবে');
    expect(translateMessage('Colour must be a whole number')).toBe('Colour পূর্ণ সংখ্যা হতে হবে');
    i18n.activate('en');
  });

  it('names every order status and payment method in both languages', () => {
    for (const locale of ['en', 'bn'] as const) {
      i18n.activate(locale);
      const names = ORDER_STATUSES.map((status) => i18n._(`orders.status.${status}`));
      expect(new Set(names).size).toBe(ORDER_STATUSES.length);
      if (locale === 'bn') expect(names).toContain('ডেলিভারি হয়েছে');
    }
    i18n.activate('en');
  });
});
