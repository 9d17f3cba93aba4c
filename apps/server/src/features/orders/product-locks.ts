/**
 * The one order in which an order's products are locked (placing and cancelling alike), so two
 * transactions over the same parts never wait for each other the other way round (a deadlock).
 */
export const compareProductIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
