import { describe, expect, it } from 'vitest';
import {
  awaitsAdvance,
  awaitsOnlinePayment,
  canCancelOrder,
  isFreeOrder,
  isUnpaidOrder,
  needsDeliveryDetails,
} from './order-rules.js';
import type { OrderStatus } from './order-status.js';
import { isCustomer, roleOf } from './roles.js';

const order = (changes: Partial<{ status: OrderStatus; paid: boolean; total: number }> = {}) => ({
  status: 'placed' as OrderStatus,
  paid: false,
  paymentMethod: 'online' as const,
  total: 27,
  delivery: null,
  ...changes,
});

describe('isUnpaidOrder', () => {
  it.each([
    ['placed', false, 27, true],
    ['confirmed', false, 27, true],
    ['placed', true, 27, false],
    ['placed', false, 0, false],
    ['shipped', false, 27, false],
    ['delivered', false, 27, false],
    ['cancelled', false, 27, false],
  ] as const)('%s, paid %s, total %d: %s', (status, paid, total, unpaid) => {
    expect(isUnpaidOrder(order({ status, paid, total }))).toBe(unpaid);
  });

  it('counts a cash order too', () => {
    expect(isUnpaidOrder({ ...order(), paymentMethod: 'cod' })).toBe(true);
  });
});

describe('awaitsOnlinePayment', () => {
  it('holds for an unpaid online order that costs something', () => {
    expect(awaitsOnlinePayment(order())).toBe(true);
    expect(awaitsOnlinePayment(order({ paid: true }))).toBe(false);
    expect(awaitsOnlinePayment(order({ total: 0 }))).toBe(false);
    expect(awaitsOnlinePayment({ ...order(), paymentMethod: 'cod' })).toBe(false);
  });
});

describe('canCancelOrder', () => {
  it('allows an open unpaid order, free or not', () => {
    expect(canCancelOrder(order())).toBe(true);
    expect(canCancelOrder(order({ total: 0 }))).toBe(true);
    expect(canCancelOrder(order({ status: 'confirmed' }))).toBe(true);
    expect(canCancelOrder(order({ paid: true }))).toBe(false);
    expect(canCancelOrder(order({ status: 'shipped' }))).toBe(false);
    expect(canCancelOrder(order({ status: 'cancelled' }))).toBe(false);
  });

  it('refuses a cash order whose delivery fee was paid online first (COD_ADVANCE)', () => {
    expect(canCancelOrder({ ...order(), paymentMethod: 'cod', advancePaid: true })).toBe(false);
    expect(canCancelOrder({ ...order(), paymentMethod: 'cod', advancePaid: false })).toBe(true);
  });
});

describe('awaitsAdvance', () => {
  const cash = (changes: Partial<{ paid: boolean; advance: number; advancePaid: boolean }> = {}) => ({
    ...order(),
    paymentMethod: 'cod' as const,
    advance: 60,
    advancePaid: false,
    ...changes,
  });
  it('holds for a cash order whose delivery fee, owed online first, is not paid', () => {
    expect(awaitsAdvance(cash())).toBe(true);
    expect(awaitsAdvance(cash({ advancePaid: true }))).toBe(false);
    expect(awaitsAdvance(cash({ advance: 0 }))).toBe(false);
    expect(awaitsAdvance(cash({ paid: true }))).toBe(false);
    expect(awaitsAdvance({ ...cash(), paymentMethod: 'online' })).toBe(false);
  });
});

describe('the other rules', () => {
  it('reads free, delivery details and roles', () => {
    expect(isFreeOrder({ total: 0 })).toBe(true);
    expect(isFreeOrder({ total: 0.01 })).toBe(false);
    expect(needsDeliveryDetails({ delivery: null })).toBe(true);
    expect(needsDeliveryDetails({ delivery: { name: 'Nadia' } })).toBe(false);
    expect([roleOf('admin'), roleOf('user'), roleOf(null), roleOf('owner')]).toEqual([
      'admin',
      'user',
      'user',
      'user',
    ]);
    expect([isCustomer('user'), isCustomer('admin')]).toEqual([true, false]);
  });
});
