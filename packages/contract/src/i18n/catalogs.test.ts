import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { formatMoney } from '../money.js';
import { CATALOG_AREAS, CATALOGS } from './catalogs.js';
import { formatDate } from './format.js';
import { pickLocale } from './locales.js';
import { messageMatcher } from './message-matcher.js';

/** The placeholders of an ICU message, with the kind of each (plain, plural, number...). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: ReturnType<typeof parse>) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'function') found.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const item of token.cases) walk(item.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the catalogs', () => {
  it.each(CATALOG_AREAS)('%s has every message in both languages with the same placeholders', (area) => {
    const english = CATALOGS.en[area];
    const bangla = CATALOGS.bn[area];
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(placeholders(bangla[id]!), id).toEqual(placeholders(message));
    }
  });

  it('never gives two areas the same message id', () => {
    const ids = CATALOG_AREAS.flatMap((area) => Object.keys(CATALOGS.en[area]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says one English label the same way in Bangla wherever it is shown', () => {
    // Words whose Bangla follows what they act on: "Edit" a profile or an order's delivery, "Cancel"
    // an order or a dialog, "Last year" of a model's build or of the Overview's periods.
    const byContext = new Set(['Edit', 'Cancel', 'Last year']);
    const banglaOf = new Map<string, Set<string>>();
    for (const area of CATALOG_AREAS) {
      for (const [id, english] of Object.entries(CATALOGS.en[area])) {
        if (byContext.has(english)) continue;
        const seen = banglaOf.get(english) ?? new Set();
        banglaOf.set(english, seen.add(CATALOGS.bn[area][id]!));
      }
    }
    const differing = [...banglaOf].filter(([, bangla]) => bangla.size > 1).map(([english]) => english);
    expect(differing).toEqual([]);
  });

  it("keeps the spec's English sentences word for word", () => {
    const english = CATALOGS.en.validation;
    expect(english['validation.email.invalid']).toBe(messages.email.invalid);
    expect(english['validation.orders.adminNotAllowed']).toBe(messages.orders.adminNotAllowed);
    const compiled = Object.fromEntries(Object.entries(english).map(([id, m]) => [id, compileMessage(m)]));
    const match = messageMatcher(compiled as never);
    expect(match(messages.quantity.belowMinimum(3))).toEqual({
      id: 'validation.quantity.belowMinimum',
      values: { minimum: 3 },
      terms: {},
    });
    expect(match(messages.users.couldNotDelete('a@b.co', 'it has orders'))).toEqual({
      id: 'validation.users.couldNotDelete',
      values: { email: 'a@b.co', reason: 'it has orders' },
      terms: {},
    });
    // A field the catalogs name is handed over with its id, for the other language's word.
    expect(match('Make must be at most 40 characters')).toEqual({
      id: 'validation.request.textTooLong',
      values: { label: 'Make', max: 40 },
      terms: { label: 'validation.field.make' },
    });
    expect(match('Not one of ours')).toBeUndefined();
  });
});

describe('plurals', () => {
  const translator = (locale: 'en' | 'bn') => {
    const catalog = Object.fromEntries(
      Object.values(CATALOGS[locale])
        .flatMap((catalog) => Object.entries(catalog))
        .map(([id, message]) => [id, compileMessage(message)]),
    );
    return setupI18n({ locale, messages: { [locale]: catalog as never } });
  };

  it('counts parts in English and in Bangla digits', () => {
    const en = translator('en');
    expect(en._('shop.count', { count: 1 })).toBe('1 part');
    expect(en._('shop.count', { count: 1204 })).toBe('1,204 parts');
    const bn = translator('bn');
    expect(bn._('shop.count', { count: 1 })).toBe('১টি পার্টস');
    expect(bn._('shop.count', { count: 1204 })).toBe('১,২০৪টি পার্টস');
    expect(bn._('site.card.left', { count: 12 })).toBe('১২টি বাকি');
  });
});

describe("the admin's screens", () => {
  const translator = (locale: 'en' | 'bn') => {
    const catalog = Object.fromEntries(
      [...Object.entries(CATALOGS[locale].admin), ...Object.entries(CATALOGS[locale].insights)].map(
        ([id, message]) => [id, compileMessage(message)],
      ),
    );
    return setupI18n({ locale, messages: { [locale]: catalog as never } });
  };

  it("counts orders, accounts and stock in the spec's English and in Bangla digits", () => {
    const en = translator('en');
    expect(en._('admin.orders.found', { count: 1 })).toBe('1 order found');
    expect(en._('admin.orders.found', { count: 1204 })).toBe('1,204 orders found');
    expect(en._('admin.products.pieces', { count: 40 })).toBe('40 pices');
    expect(en._('insights.orders', { count: 2 })).toBe('2 orders');
    expect(en._('insights.lowStock.left', { count: 4 })).toBe('4 left');
    const bn = translator('bn');
    expect(bn._('admin.orders.found', { count: 1204 })).toBe('১,২০৪টি অর্ডার পাওয়া গেছে');
    expect(bn._('admin.users.intro', { count: 3 })).toMatch(/^৩টি অ্যাকাউন্ট।/);
    expect(bn._('admin.products.pieces', { count: 40 })).toBe('৪০টি');
    expect(bn._('insights.lowStock.left', { count: 4 })).toBe('৪টি বাকি');
  });

  it('names the step an order takes, in either language', () => {
    const values = { orderNumber: 'CP-10001', status: 'shipped', name: 'Karim Hossain' };
    expect(translator('en')._('admin.orders.marked', values)).toBe('Order CP-10001 is shipped');
    expect(translator('en')._('admin.orders.markText', values)).toBe(
      'Order CP-10001 of Karim Hossain will be marked shipped, and the customer is told by mail.',
    );
    expect(translator('bn')._('admin.orders.marked', values)).toBe('অর্ডার CP-10001 পাঠানো হয়েছে');
  });
});

describe('locales', () => {
  it("follows the browser's languages to the first of the shop's", () => {
    expect(pickLocale(['bn-BD', 'en-US'])).toBe('bn');
    expect(pickLocale(['en-GB', 'bn'])).toBe('en');
    expect(pickLocale(['de-DE', 'bn'])).toBe('bn');
    expect(pickLocale(['fr-FR'])).toBeUndefined();
  });

  it('writes money in both languages: taka with lakh grouping, Bangla digits in Bangla', () => {
    expect(formatMoney(12345600, { currency: 'BDT', locale: 'en' })).toBe('৳1,23,456');
    expect(formatMoney(12345650, { currency: 'BDT', locale: 'bn' })).toBe('৳১,২৩,৪৫৬.৫০');
    expect(formatMoney(4400, { currency: 'USD', locale: 'en' })).toBe('$44');
    expect(formatMoney(4400, { currency: 'USD', locale: 'bn' })).toBe('$৪৪');
  });

  it('writes dates with Bangla digits and month names in Bangla', () => {
    const day = new Date('2026-11-26T06:00:00Z');
    expect(formatDate(day, 'en')).toBe('November 26, 2026');
    expect(formatDate(day, 'bn')).toBe('২৬ নভেম্বর, ২০২৬');
  });
});
