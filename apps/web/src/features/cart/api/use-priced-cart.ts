import { partRequestMessages } from '@chaka/contract';
import { useCart } from '../lib/cart';
import { type CartLine, lineKey } from '../lib/cart-lines';
import { useCartOwner } from '../lib/cart-owner';
import { lineIssue } from '../lib/line-status';
import { type CartProduct, useCartProducts } from './get-cart-products';
import { useQuotes } from './quotes';

export interface PricedLine {
  line: CartLine;
  key: string;
  part: CartProduct;
  /** The quantity as the customer is typing it. */
  quantityText: string;
  /** Why the line cannot be checked out now, naming its part. */
  issue: string | null;
  /** The server's unit price times the quantity; null while unknown or not orderable. */
  price: number | null;
  /** A quoted line's price each, its request's number and how many it is for (issue 36). */
  quoted: { price: number; number: string; quantity: number } | null;
}

/**
 * The cart with every line's part, price and problem as the shop has them now, the subtotal of the
 * orderable lines and whether the whole cart can be checked out. `drafts` are quantities being typed.
 */
export function usePricedCart(drafts: Record<string, string> = {}) {
  const { signedIn } = useCartOwner({ needsCart: true });
  const cart = useCart();
  const partOf = useCartProducts(
    cart.lines.map((line) => line.productId),
    signedIn,
  );
  const quoteOf = useQuotes(cart.lines.some((line) => line.quote) && signedIn);
  // Issue 36: a quote's lines (one per size) together order at most what it is quoted for, as the
  // checkout refuses otherwise.
  const quotedIssue = (line: CartLine, typed: string, quoted: NonNullable<PricedLine['quoted']>) => {
    const ordered = cart.lines
      .filter((other) => other.quote === line.quote)
      .reduce((sum, other) => sum + (other === line ? Number(typed) : other.quantity), 0);
    return ordered > quoted.quantity
      ? partRequestMessages.quoteQuantity(quoted.number, quoted.quantity)
      : null;
  };
  const lines: PricedLine[] = cart.lines.map((line) => {
    const key = lineKey(line);
    const quantityText = drafts[key] ?? String(line.quantity);
    const part = partOf(line.productId);
    const quoted = line.quote ? quoteOf(line.quote) : null;
    const issue = lineIssue(quantityText, part) ?? (quoted && quotedIssue(line, quantityText, quoted));
    const each = part.state === 'found' ? (quoted?.price ?? part.product.price) : 0;
    const price = part.state === 'found' && !issue ? each * Number(quantityText) : null;
    return { line, key, part, quantityText, issue, price, quoted };
  });
  const loading = !cart.ready || lines.some(({ part }) => part.state === 'loading');
  const subtotal = lines.reduce((sum, { price }) => sum + (price ?? 0), 0);
  const unreadable = lines.some(({ part }) => part.state === 'error');
  const blocked = lines.length === 0 || unreadable || lines.some(({ issue }) => issue !== null);
  return { owner: cart.owner, lines, loading, subtotal, blocked, unreadable };
}
