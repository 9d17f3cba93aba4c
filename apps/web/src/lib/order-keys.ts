/**
 * Cache keys of orders. The orders screens list them and the payment screen changes them, so
 * invalidating `orderKeys.all` refreshes every list and order at once.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  of: (email: string) => [...orderKeys.all, 'of', email] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
