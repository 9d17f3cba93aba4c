import { formatMoney, orderMessages } from '@chaka/contract';
import type { OrderCaps } from '../../config.js';
import { conflict, type HttpError } from '../../lib/errors.js';
import type { ProductRow } from './product-snapshots.js';

/**
 * What one account may order and hold (issue 30, docs/decisions/027), so one account cannot take
 * the shelves: units of one product in one order, the value of one order's parts, and the units
 * its open orders hold (placed or confirmed: not yet shipped, not cancelled), all lower until the
 * account's e-mail address is verified. A refusal is a 409 that says how to raise the cap.
 *
 * The order's statement checks the same caps on the account's row as it locks it (take-stock.ts),
 * so orders placed at the same moment never pass them together; this file gives a refusal its
 * reason from the account as the transaction locked it (place-order.ts).
 */

/** The caps that apply to one account: the verified ones, or the lower ones until it is verified. */
export interface AccountCaps {
  maxLineQuantity: number;
  maxOpenUnits: number;
  verified: boolean;
}

export function capsOf(caps: OrderCaps, verified: boolean): AccountCaps {
  if (verified) return { maxLineQuantity: caps.maxLineQuantity, maxOpenUnits: caps.maxOpenUnits, verified };
  // An unverified cap above the verified one would let an unverified account hold more.
  return {
    maxLineQuantity: Math.min(caps.unverifiedMaxLineQuantity, caps.maxLineQuantity),
    maxOpenUnits: Math.min(caps.unverifiedMaxOpenUnits, caps.maxOpenUnits),
    verified,
  };
}

/** The parts of an order: its products once each, with every line's quantity of it (sizes together). */
export function unitsByProduct(lines: ReadonlyArray<{ productId: string; quantity: number }>) {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** The order's units, all lines together. */
export const unitsOfOrder = (lines: ReadonlyArray<{ quantity: number }>) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The value of the order's parts against MAX_ORDER_VALUE: a refusal, or null. */
export function orderValueRefusal(caps: OrderCaps, subtotalMinor: number, currency: OrderCurrency) {
  if (subtotalMinor <= caps.maxOrderMinor) return null;
  return conflict(orderMessages.orderValueCap(formatMoney(caps.maxOrderMinor, { currency, locale: 'en' })));
}

type OrderCurrency = Parameters<typeof formatMoney>[1]['currency'];

/** What the account holds as its row was locked. */
export interface AccountHolding {
  openUnits: number;
  /** Its e-mail address or its phone number verified (issue 34). */
  verified: boolean;
}

/**
 * The caps of one account against an order of `lines` (its products `found`, in the lines' order):
 * the refusal of the first cap it passes, or null.
 */
export function accountCapRefusal(
  caps: OrderCaps,
  account: AccountHolding,
  lines: ReadonlyArray<{ productId: string; quantity: number }>,
  found: ProductRow[],
): HttpError | null {
  const own = capsOf(caps, account.verified);
  const names = new Map(found.map((product) => [product.id, product.name]));
  for (const [productId, quantity] of unitsByProduct(lines)) {
    if (quantity <= own.maxLineQuantity) continue;
    const name = names.get(productId) ?? '';
    return conflict(
      own.verified
        ? orderMessages.lineCap(name, own.maxLineQuantity)
        : orderMessages.lineCapUnverified(name, own.maxLineQuantity),
    );
  }
  if (account.openUnits + unitsOfOrder(lines) > own.maxOpenUnits)
    return conflict(
      own.verified
        ? orderMessages.openUnitsCap(own.maxOpenUnits)
        : orderMessages.openUnitsCapUnverified(own.maxOpenUnits),
    );
  return null;
}
