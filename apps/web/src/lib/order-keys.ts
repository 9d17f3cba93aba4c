import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from './catalogue';

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

/**
 * An order placed or cancelled makes the orders and the parts' stock stale: this reads both afresh.
 * Run it once the change is settled, refused or not, so a refusal shows the stock that refused it.
 */
export function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}
