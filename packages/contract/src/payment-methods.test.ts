import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deliveryMessages } from './delivery.js';
import { PaymentMethodSchema } from './payment-methods.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('PaymentMethodSchema', () => {
  it.each([
    [undefined, 'online'],
    ['online', 'online'],
    ['cod', 'cod'],
  ])('reads %j as %s', (value, method) => {
    expect(PaymentMethodSchema.parse(value)).toBe(method);
  });
  it.each(['COD', 'cash', 'card', '', null, 1])('refuses %j', (value) => {
    expect(firstMessage(PaymentMethodSchema, value)).toBe(deliveryMessages.paymentMethod);
  });
});
