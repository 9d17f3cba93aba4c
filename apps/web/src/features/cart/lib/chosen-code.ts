const KEY = 'chaka-parts.cart-code';

/**
 * The promotion code applied on the cart page, which the checkout applies again (issue 37). Kept for
 * the tab's session, so it survives the way through the login page; the order placed clears it.
 */
export const chosenCode = {
  get: (): string => {
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
  set: (code: string | null) => {
    try {
      if (code) sessionStorage.setItem(KEY, code);
      else sessionStorage.removeItem(KEY);
    } catch {
      // Without storage the checkout asks for the code again.
    }
  },
};
