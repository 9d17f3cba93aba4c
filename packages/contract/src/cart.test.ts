import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CheckoutBodySchema, cartMessages, mergeCartItems, SavedCartSchema } from './cart.js';

const PADS = '6f1c3a52-8b7e-4d3a-9c1f-2a4b5c6d7e8f';
const OIL = '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11';

describe('mergeCartItems', () => {
  it('adds up the same part in the same size, keeps sizes apart, and keeps the first place', () => {
    expect(
      mergeCartItems([
        { productId: PADS, size: 'M', quantity: '2' },
        { productId: OIL, size: 'L', quantity: 1 },
        { productId: PADS, size: 'L', quantity: 1 },
        { productId: PADS, size: 'M', quantity: 3 },
      ]),
    ).toEqual([
      { productId: PADS, size: 'M', quantity: 5 },
      { productId: OIL, size: 'L', quantity: 1 },
      { productId: PADS, size: 'L', quantity: 1 },
    ]);
  });
});

describe('cart schemas', () => {
  const line = { productId: PADS, quantity: 1, size: 'M' };

  it(`hold 1 to ${CART_MAX_LINES} lines at checkout, and an empty kept cart`, () => {
    const delivery = {
      name: 'Rahim Uddin',
      phone: '01712345678',
      district: 'Sylhet',
      address: 'House 7, Road 2',
    };
    const body = (items: unknown[]) => ({ items, delivery, paymentMethod: 'cod' });
    expect(CheckoutBodySchema.safeParse(body([line])).success).toBe(true);
    expect(CheckoutBodySchema.safeParse(body([])).error?.issues[0]?.message).toBe(cartMessages.empty);
    const tooMany = Array.from({ length: CART_MAX_LINES + 1 }, () => line);
    expect(CheckoutBodySchema.safeParse(body(tooMany)).error?.issues[0]?.message).toBe(
      cartMessages.tooManyLines,
    );
    expect(SavedCartSchema.safeParse({ items: [] }).success).toBe(true);
  });

  it('drops a price sent with a line', () => {
    expect(SavedCartSchema.parse({ items: [{ ...line, price: 0.01 }] })).toEqual({
      items: [{ productId: PADS, quantity: '1', size: 'M' }],
    });
  });
});
