const KEY = 'chaka-parts.cart-district';

/**
 * The district chosen on the cart page for its delivery fee, which the checkout starts with. Kept for
 * the tab's session, so it survives the way through the login page.
 */
export const chosenDistrict = {
  get: (): string => {
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
  set: (district: string) => {
    try {
      sessionStorage.setItem(KEY, district);
    } catch {
      // Without storage the checkout asks for the district again.
    }
  },
};
