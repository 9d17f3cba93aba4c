import type { StandInReply } from './courier-stand-in-kit.js';

/** Pathao's answers and checks, as its merchant API gives them (pathao-stand-in.ts). */

export type Fields = Record<string, unknown>;
export const refusal = (code: number, message: string, errors?: Record<string, string[]>): StandInReply => ({
  status: code,
  body: { message, type: 'error', code, ...(errors ? { errors } : {}) },
});
export const ok = (message: string, data: unknown): StandInReply => ({
  status: 200,
  body: { message, type: 'success', code: 200, data },
});

/** Pathao's charge: 60 taka in Dhaka, 110 outside, 15 more for each kg above the first. */
export function priceOf(weightKg: number, address: string) {
  return (/dhaka/i.test(address) ? 60 : 110) + Math.max(0, Math.ceil(weightKg - 1)) * 15;
}

/** What Pathao checks of a new order, field by field, with its own sentences. */
export function orderErrors(order: Fields, storeId: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, valid: boolean, message: string) => {
    if (!valid) errors[field] = [message];
  };
  need('store_id', order.store_id === storeId, 'The selected store id is invalid.');
  for (const field of ['recipient_name', 'recipient_address'])
    need(
      field,
      typeof order[field] === 'string' && (order[field] as string).length >= 3,
      `The ${field.replace('_', ' ')} field is required.`,
    );
  need(
    'recipient_phone',
    /^01\d{9}$/.test(String(order.recipient_phone ?? '')),
    'The recipient phone format is invalid.',
  );
  need(
    'delivery_type',
    order.delivery_type === 48 || order.delivery_type === 12,
    'The selected delivery type is invalid.',
  );
  need('item_type', order.item_type === 1 || order.item_type === 2, 'The selected item type is invalid.');
  const weight = Number(order.item_weight);
  need('item_weight', weight >= 0.5 && weight <= 10, 'The item weight must be between 0.5 and 10.');
  need(
    'item_quantity',
    Number.isInteger(order.item_quantity) && (order.item_quantity as number) >= 1,
    'The item quantity must be at least 1.',
  );
  need(
    'amount_to_collect',
    typeof order.amount_to_collect === 'number' && order.amount_to_collect >= 0,
    'The amount to collect must be a number.',
  );
  return errors;
}
