import { cartMessages, orderQuantityIssue, QuantityInputSchema } from '@chaka/contract';
import type { CartProduct } from '../api/get-cart-products';

/**
 * The spec's quantity messages (SPEC §5) for a quantity as typed in the cart, against the part's
 * minimum and stock; null when it is fine.
 */
export function quantityIssue(
  typed: string,
  limits: { orderQty: number; availableQty: number },
): string | null {
  const parsed = QuantityInputSchema.safeParse(typed);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  return orderQuantityIssue(Number(parsed.data), limits);
}

/**
 * Why a line cannot be checked out, naming its part: deleted, sold out, or a quantity the part does
 * not allow now (its stock may have dropped since it was added); null when it can.
 */
export function lineIssue(quantity: string, part: CartProduct): string | null {
  if (part.state === 'gone') return cartMessages.productGoneUnnamed;
  if (part.state !== 'found') return null;
  const { product } = part;
  if (product.availableQty <= 0 || product.availableQty < product.orderQty) {
    return cartMessages.soldOut(product.productName);
  }
  return quantityIssue(quantity, product);
}
