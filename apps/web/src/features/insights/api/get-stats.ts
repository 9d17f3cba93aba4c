import { routes, type StatsQuery } from '@chaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Cache keys of the Overview's numbers: one per range of days. */
const statsKeys = {
  all: ['stats'] as const,
  range: (range: StatsQuery) => [...statsKeys.all, range.from ?? '', range.to ?? ''] as const,
};

/** The Overview's numbers for a range of the shop's days (the last 30 without one); admins only. */
export const useStats = (range: StatsQuery) =>
  useQuery({
    queryKey: statsKeys.range(range),
    queryFn: ({ signal }) => call(routes.shopStats, { query: range }, { signal }),
    // The numbers shown stay up while another range loads.
    placeholderData: keepPreviousData,
  });
