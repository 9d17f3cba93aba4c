import { routes, type StatsQuery } from '@chaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The Overview's numbers for a range of the shop's days (the last 30 without one); admins only. */
export const useStats = (range: StatsQuery) =>
  useQuery({
    queryKey: ['stats', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => call(routes.shopStats, { query: range }, { signal }),
    // The numbers shown stay up while another range loads.
    placeholderData: keepPreviousData,
  });
