import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddressSchema,
  BangladeshPhoneSchema,
  DELIVERY_FEE_DEFAULTS,
  DeliverySchema,
  deliveryFee,
  deliveryMessages,
} from './delivery.js';
import { districtMessages } from './districts.js';
import { messages } from './messages.js';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};
const firstMessage = (schema: z.ZodType, value: unknown) => issues(schema, value)[0]?.message;

describe('BangladeshPhoneSchema', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['+880 1712 345678', '+8801712345678'],
    ['+880-1712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['0171-234-5678', '+8801712345678'],
    ['  01712345678  ', '+8801712345678'],
    ['880 17 1234 5678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    // Every operator digit from 3 to 9.
    ['01312345678', '+8801312345678'],
    ['01412345678', '+8801412345678'],
    ['01512345678', '+8801512345678'],
    ['01612345678', '+8801612345678'],
    ['01812345678', '+8801812345678'],
    ['01912345678', '+8801912345678'],
  ])('accepts %j as %s', (typed, stored) => {
    expect(BangladeshPhoneSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['a Dhaka landline', '02-9876543'],
    ['a landline with the country code', '+880 2 9876543'],
    ['a Chattogram landline', '031-123456'],
    ['operator digit 2', '01212345678'],
    ['operator digit 1', '01112345678'],
    ['operator digit 0', '01012345678'],
    ['one digit short', '0171234567'],
    ['one digit too many', '017123456789'],
    ['no leading zero', '1712345678'],
    ['+880 followed by the leading zero', '+88001712345678'],
    ['an Indian number', '+919812345678'],
    ['a British number', '+447911123456'],
    ['a US number', '+1 212 555 0100'],
    ['letters', 'call me'],
    ['letters among digits', '0171234567a'],
    ['dots', '017.1234.5678'],
    ['brackets', '(017) 12345678'],
    ['a plus in the middle', '0171+2345678'],
    ['a very long string', '0'.repeat(1000)],
  ])('refuses %s (%j) with an example of a valid number', (_kind, typed) => {
    expect(firstMessage(BangladeshPhoneSchema, typed)).toBe(deliveryMessages.phoneInvalid);
    expect(deliveryMessages.phoneInvalid).toContain('01712345678');
  });

  it.each([
    ['', deliveryMessages.phoneRequired],
    ['   ', deliveryMessages.phoneRequired],
    [undefined, deliveryMessages.phoneRequired],
    [1712345678, deliveryMessages.phoneRequired],
  ])('asks for a number when given %j', (typed, message) => {
    expect(firstMessage(BangladeshPhoneSchema, typed)).toBe(message);
  });
});

describe('AddressSchema', () => {
  it.each([
    ['House 12', 'House 12'],
    ['  House 12, Road 5, Dhanmondi  ', 'House 12, Road 5, Dhanmondi'],
    ['বাড়ি ১২, রোড ৫, ধানমন্ডি', 'বাড়ি ১২, রোড ৫, ধানমন্ডি'],
    ['Flat 3B\nHouse 7, Road 2\nZindabazar', 'Flat 3B\nHouse 7, Road 2\nZindabazar'],
    ['a'.repeat(200), 'a'.repeat(200)],
    ['12345', '12345'],
  ])('keeps %j as %j', (typed, stored) => {
    expect(AddressSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['', deliveryMessages.addressRequired],
    ['    ', deliveryMessages.addressRequired],
    [undefined, deliveryMessages.addressRequired],
    ['1234', deliveryMessages.addressTooShort],
    ['  ab  ', deliveryMessages.addressTooShort],
    ['a'.repeat(201), deliveryMessages.addressTooLong],
    ['a'.repeat(1024 * 1024), deliveryMessages.addressTooLong],
    ['House 12\u0000Road 5', 'Must not contain control characters'],
    ['House 12\u001bRoad 5', 'Must not contain control characters'],
  ])('refuses %j with %j', (typed, message) => {
    expect(firstMessage(AddressSchema, typed)).toBe(message);
  });
});

describe('DeliverySchema', () => {
  const good = {
    name: 'Rahim Uddin',
    phone: '01712-345678',
    district: 'Chittagong',
    address: 'House 12, Road 5',
  };

  it('normalises the phone and the district and keeps the rest as typed', () => {
    expect(DeliverySchema.parse(good)).toEqual({
      name: 'Rahim Uddin',
      phone: '+8801712345678',
      district: 'Chattogram',
      address: 'House 12, Road 5',
    });
  });

  it('drops fields it does not know', () => {
    expect(DeliverySchema.parse({ ...good, paid: true })).not.toHaveProperty('paid');
  });

  it('names every field that is wrong', () => {
    expect(issues(DeliverySchema, { name: 'R2D2', phone: '123', district: 'Kolkata', address: 'x' })).toEqual(
      [
        { path: ['name'], message: messages.name.invalid },
        { path: ['phone'], message: deliveryMessages.phoneInvalid },
        { path: ['district'], message: districtMessages.unknown },
        { path: ['address'], message: deliveryMessages.addressTooShort },
      ],
    );
  });

  it('asks for every missing field', () => {
    expect(issues(DeliverySchema, {}).map((issue) => issue.message)).toEqual([
      messages.name.required,
      deliveryMessages.phoneRequired,
      districtMessages.required,
      deliveryMessages.addressRequired,
    ]);
  });
});

describe('deliveryFee', () => {
  const rule = { dhakaFee: 6_000, outsideFee: 12_000, freeOver: 500_000 };

  it.each([
    ['inside Dhaka', 'Dhaka', 100_000, 6_000],
    ['inside Dhaka, in Bangla', 'ঢাকা', 100_000, 6_000],
    ['next to Dhaka', 'Gazipur', 100_000, 12_000],
    ['outside Dhaka', 'Sylhet', 100_000, 12_000],
    ['a free order below the threshold', 'Sylhet', 0, 12_000],
    ['just below the threshold', 'Sylhet', 499_999, 12_000],
    ['at the threshold', 'Sylhet', 500_000, 0],
    ['at the threshold, inside Dhaka', 'Dhaka', 500_000, 0],
    ['over the threshold', 'Chattogram', 1_234_567_800, 0],
  ])('%s (%s, subtotal %d) costs %d', (_case, district, subtotalMinor, fee) => {
    expect(deliveryFee({ district, subtotalMinor }, rule)).toBe(fee);
  });

  it('is never free when the shop sets no threshold', () => {
    expect(
      deliveryFee({ district: 'Dhaka', subtotalMinor: 1_000_000_000 }, { ...rule, freeOver: null }),
    ).toBe(6_000);
  });

  it.each([
    ['USD', 'Dhaka', 9_999, 100],
    ['USD', 'Khulna', 9_999, 200],
    ['USD', 'Khulna', 10_000, 0],
    ['BDT', 'Dhaka', 499_999, 6_000],
    ['BDT', 'Rangpur', 499_999, 12_000],
    ['BDT', 'Rangpur', 500_000, 0],
  ] as const)('by default in %s: %s with subtotal %d costs %d', (currency, district, subtotalMinor, fee) => {
    expect(deliveryFee({ district, subtotalMinor }, DELIVERY_FEE_DEFAULTS[currency])).toBe(fee);
  });
});
