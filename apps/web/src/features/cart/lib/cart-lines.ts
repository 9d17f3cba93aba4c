import { SIZES, type Size } from '@chaka/contract';

/** One line of the cart: a part, how many and which size. Prices are always read afresh. */
export interface CartLine {
  productId: string;
  quantity: number;
  size: Size;
  /** The part request whose quote prices the line (issue 36): the server charges the quoted price. */
  quote?: string;
}

/** A line is one part in one size, and a quoted one is a line of its own. */
export const lineKey = (line: Pick<CartLine, 'productId' | 'size' | 'quote'>) =>
  `${line.productId}:${line.size}${line.quote ? `:${line.quote}` : ''}`;

/** How many parts the cart holds, every unit counted (the top bar's number). */
export const countItems = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const isLine = (value: unknown): value is CartLine => {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line?.productId === 'string' &&
    line.productId.length > 0 &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity ?? 0) > 0 &&
    SIZES.includes(line.size as Size)
  );
};

/**
 * The lines of a stored or received cart; anything that is not a line (an old format, a hand-edited
 * entry) is left out rather than breaking the page. The quantity arrives as a number or a string.
 * Written without zod so the top bar's cart count stays out of the heavy first-load code.
 */
export function readLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item) => (item && typeof item === 'object' ? { ...item, quantity: Number(item.quantity) } : item))
    .filter(isLine)
    .map(({ productId, quantity, size, quote }) => ({
      productId,
      quantity,
      size,
      ...(typeof quote === 'string' && quote ? { quote } : {}),
    }));
}
