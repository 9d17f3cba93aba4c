import { CART_MAX_LINES, mergeCartItems } from '@chaka/contract';
import { type CartLine, lineKey } from './cart-lines';

/** What adding a part did: added (or added to its line), or refused because the cart is full. */
export type AddOutcome = 'added' | 'full';

/**
 * The lines of `base` with those of `extra` added: the same part and size is one line whose
 * quantities add up. A cart holds at most CART_MAX_LINES lines; the ones beyond are left out.
 */
export const mergeLines = (base: readonly CartLine[], extra: readonly CartLine[]): CartLine[] =>
  mergeCartItems([...base, ...extra]).slice(0, CART_MAX_LINES);

/** Adds a part to the cart; a new line is refused when the cart already holds CART_MAX_LINES lines. */
export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
): { lines: CartLine[]; outcome: AddOutcome } {
  const known = lines.some((existing) => lineKey(existing) === lineKey(line));
  if (!known && lines.length >= CART_MAX_LINES) return { lines: [...lines], outcome: 'full' };
  return { lines: mergeLines(lines, [line]), outcome: 'added' };
}

/** The cart with one line's quantity set as the customer typed it. */
export const setLineQuantity = (lines: readonly CartLine[], key: string, quantity: number) =>
  lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line));

/** The cart with one line in another size; if the cart holds that size already, the two are one line. */
export const setLineSize = (lines: readonly CartLine[], key: string, size: CartLine['size']) =>
  mergeCartItems(lines.map((line) => (lineKey(line) === key ? { ...line, size } : line)));

/** The cart without one line. */
export const removeLine = (lines: readonly CartLine[], key: string) =>
  lines.filter((line) => lineKey(line) !== key);
