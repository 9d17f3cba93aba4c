import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeOrderStatusBodySchema,
  canMoveOrder,
  nextOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status.js';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('order status moves', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['placed', 'confirmed'],
    ['confirmed', 'shipped'],
    ['shipped', 'delivered'],
    ['placed', 'cancelled'],
    ['confirmed', 'cancelled'],
    // A parcel the courier brings back (issue 33).
    ['shipped', 'returned'],
  ];
  const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([a, b]) => a === from && b === to);
  const everyPair = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(everyPair.filter(([from, to]) => isAllowed(from, to)))('%s -> %s is allowed', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each(everyPair.filter(([from, to]) => !isAllowed(from, to)))('%s -> %s is refused', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it.each([
    ['placed', 'confirmed'],
    ['confirmed', 'shipped'],
    ['shipped', 'delivered'],
    ['delivered', null],
    ['cancelled', null],
    ['returned', null],
  ] as const)('after %s comes %s', (from, next) => {
    expect(nextOrderStatus(from)).toBe(next);
  });
});

describe('ChangeOrderStatusBodySchema', () => {
  it.each([
    [{ status: 'confirmed' }, { status: 'confirmed' }],
    [{ status: 'delivered' }, { status: 'delivered' }],
    [
      { status: 'shipped', courier: 'pathao', trackingNumber: ' PTH-123456 ' },
      { status: 'shipped', courier: 'Pathao', trackingNumber: 'PTH-123456' },
    ],
    [
      { status: 'shipped', courier: 'sa paribahan', trackingNumber: 'SA/2024/778' },
      { status: 'shipped', courier: 'SA Paribahan', trackingNumber: 'SA/2024/778' },
    ],
    [
      { status: 'shipped', courier: 'REDX', trackingNumber: '12345' },
      { status: 'shipped', courier: 'RedX', trackingNumber: '12345' },
    ],
    [
      { status: 'shipped', courier: 'Janani Express', trackingNumber: 'JE 889' },
      { status: 'shipped', courier: 'Janani Express', trackingNumber: 'JE 889' },
    ],
  ])('reads %j', (body, parsed) => {
    expect(ChangeOrderStatusBodySchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{ status: 'shipped' }, ['courier', 'trackingNumber']],
    [{ status: 'shipped', courier: 'Pathao' }, ['trackingNumber']],
    [{ status: 'shipped', trackingNumber: 'PTH-1' }, ['courier']],
    [{ status: 'shipped', courier: '  ', trackingNumber: 'PTH-1' }, ['courier']],
    [{ status: 'shipped', courier: 'Pathao', trackingNumber: '<b>1</b>' }, ['trackingNumber']],
    [{ status: 'lost' }, ['status']],
    [{}, ['status']],
  ])('refuses %j, naming %j', (body, fields) => {
    expect(issues(ChangeOrderStatusBodySchema, body).map((issue) => issue.path[0])).toEqual(fields);
  });
});
