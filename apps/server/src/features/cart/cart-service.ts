import {
  type CartItem,
  type CartLine,
  mergeCartItems,
  messages,
  QUANTITY_MAX_LENGTH,
  type SavedCart,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { badRequest, unauthorized } from '../../lib/errors.js';

/**
 * The cart a customer keeps with the account. It is a list of wishes, not a reservation: no stock
 * is held and no price kept, so a part sold out or deleted since stays in it until the customer
 * removes it (the cart page re-reads each part and says so); the checkout decides.
 */

/** GET /api/cart: the caller's kept cart; an empty one when none was kept. */
export async function readCart(db: Db, userId: string): Promise<SavedCart> {
  const [row] = await db.select({ items: carts.items }).from(carts).where(eq(carts.userId, userId));
  return { items: (row?.items ?? []).map(toItem) };
}

/** PUT /api/cart: replaces the kept cart, the same part and size merged into one line. */
export async function saveCart(db: Db, userId: string, cart: SavedCart): Promise<SavedCart> {
  const items = mergeCartItems(cart.items);
  // Two lines merged can add up to more digits than a quantity may have.
  if (items.some((line) => String(line.quantity).length > QUANTITY_MAX_LENGTH))
    throw badRequest(messages.quantity.tooLong);
  try {
    await db
      .insert(carts)
      .values({ userId, items })
      .onConflictDoUpdate({ target: carts.userId, set: { items, updatedAt: new Date() } });
  } catch (error) {
    // A session can outlive its account by the few seconds a signed cookie is trusted unchecked.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
  return { items: items.map(toItem) };
}

/** A kept line as the API answers it (a quantity is a string of digits, as typed in a form). */
const toItem = (line: CartLine): CartItem => ({
  productId: line.productId,
  size: line.size,
  quantity: String(line.quantity),
  ...(line.quote ? { quote: line.quote } : {}),
});
