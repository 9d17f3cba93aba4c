import { endpointUrl, type OrderSearchQuery, routes } from '@chaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

const searchOrdersQuery = (query: OrderSearchQuery) => ({
  queryKey: [...orderKeys.list(), 'search', query],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.searchOrders, { query }, { signal }),
  // The page shown stays up while the next one loads.
  placeholderData: keepPreviousData,
});

/** One page of the orders a search finds (admins): its orders' parts, and how many orders match. */
export function useOrderSearch(query: OrderSearchQuery) {
  const items = useQuery({ ...searchOrdersQuery(query), select: (page) => page.items });
  const total = useQuery({ ...searchOrdersQuery(query), select: (page) => page.total });
  return { items, total: total.data };
}

/** The CSV export of the orders a search keeps (every page): GET /api/admin/orders.csv. */
export function ordersCsvHref({ page: _page, limit: _limit, ...filters }: OrderSearchQuery): string {
  return endpointUrl(routes.exportOrders, { query: filters });
}
