import { z } from 'zod';
import { normalPartNumber } from './part-numbers.js';

/**
 * Issue 37: a quick order for garages. A customer pastes lines of "part number or SKU, quantity"
 * (a comma, a semicolon, a tab or spaces between them, as a spreadsheet pastes them); the server
 * finds each part by its number in any typed form (normalPartNumber).
 */

export const QUICK_ORDER_MAX_LINES = 100;

export const quickOrderMessages = {
  empty: 'Type or paste at least one line',
  tooManyLines: `At most ${QUICK_ORDER_MAX_LINES} lines at once`,
  unknown: 'No part has this number',
  badQuantity: 'The quantity must be a whole number from 1',
  short: (available: number) => (available > 0 ? `Only ${available} left` : 'Sold out'),
  belowMinimum: (minimum: number) => `The minimum order is ${minimum}`,
} as const;

export const QuickOrderBodySchema = z.object({
  lines: z
    .string({ error: quickOrderMessages.empty })
    .max(20_000)
    .refine((text) => text.trim().length > 0, quickOrderMessages.empty)
    .refine((text) => parseQuickOrder(text).length <= QUICK_ORDER_MAX_LINES, quickOrderMessages.tooManyLines),
});
export type QuickOrderBody = z.output<typeof QuickOrderBodySchema>;

/** One typed line: its number as typed, its normal form and the quantity (null when not a whole number). */
export interface QuickOrderLine {
  line: number;
  number: string;
  normal: string;
  quantity: number | null;
}

// A quantity typed after the number: at most 5 digits (a 5-digit group of a number such as
// 04465 12592 is part of the number only when nothing separates it by a comma or a tab).
const SEPARATED = /^(.*?)[\t,;]\s*([^\t,;]*)$/;
const SPACED = /^(.*\S)\s+(\d{1,4})$/;

/** The lines of a pasted list, blank ones left out; a line without a quantity orders 1. */
export function parseQuickOrder(text: string): QuickOrderLine[] {
  const parsed: QuickOrderLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const split = SEPARATED.exec(line) ?? SPACED.exec(line);
    const number = (split ? split[1]! : line).trim();
    const typedQuantity = split ? split[2]!.trim() : '1';
    const quantity =
      /^\d{1,5}$/.test(typedQuantity) && Number(typedQuantity) >= 1 ? Number(typedQuantity) : null;
    parsed.push({ line: index + 1, number, normal: normalPartNumber(number), quantity });
  });
  return parsed;
}

export const QUICK_ORDER_STATUSES = ['ok', 'unknown', 'short', 'belowMinimum', 'badQuantity'] as const;

export const QuickOrderAnswerSchema = z.object({
  lines: z.array(
    z.object({
      line: z.number().int(),
      number: z.string(),
      quantity: z.number().int().nullable(),
      status: z.enum(QUICK_ORDER_STATUSES),
      /** Why a line cannot go to the cart, in English (the catalogs translate it). */
      message: z.string().nullable(),
      /** How the part was found: its OEM, aftermarket or superseded number, or its SKU. */
      match: z.object({ kind: z.string(), number: z.string() }).nullable(),
      product: z
        .object({
          id: z.string(),
          name: z.string(),
          sku: z.string(),
          image: z.string(),
          price: z.number(),
          availableQty: z.number().int(),
          minOrderQty: z.number().int(),
        })
        .nullable(),
    }),
  ),
});
export type QuickOrderAnswer = z.infer<typeof QuickOrderAnswerSchema>;
