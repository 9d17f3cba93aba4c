/**
 * The number the top bar shows, on its own: the whole cart's code (lib/cart.ts) loads only with a
 * screen that changes the cart or with a customer's sign-in, so a visitor's first visit to the home
 * page carries just this (its first load has a budget). The cart tells it every change.
 */

/** Where a visitor's cart is kept in the browser; it survives reloads and closing the tab. */
export const VISITOR_CART_KEY = 'chaka-parts.cart';

/** How many units a visitor's stored cart holds, read without the cart's own code. */
function storedCount(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce(
      (sum: number, line) => sum + (Number(line?.quantity) > 0 ? Number(line.quantity) : 0),
      0,
    );
  } catch {
    return 0;
  }
}

let count = typeof localStorage === 'undefined' ? 0 : storedCount();
const listeners = new Set<() => void>();

export const cartCount = {
  get: () => count,
  set(next: number) {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
