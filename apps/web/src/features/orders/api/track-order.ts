import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A lookup of the tracking page, by the order number and phone number as typed. */
export interface TrackLookup {
  order: string;
  phone: string;
}

/** Not under the order keys: the answer is a stranger's view, never an order of the cache. */
const trackKeys = {
  lookup: ({ order, phone }: TrackLookup) => ['track', order, phone] as const,
};

export const trackOrderQuery = ({ order, phone }: TrackLookup) =>
  queryOptions({
    queryKey: trackKeys.lookup({ order, phone }),
    queryFn: ({ signal }) => call(routes.trackOrder, { query: { order, phone } }, { signal }),
    // A wrong pair is the visitor's to correct, not a network hiccup to try again.
    retry: false,
    staleTime: 30_000,
  });

/** Where an order is (GET /api/track); nothing is asked until both fields are given. */
export const useTrackOrder = (lookup: TrackLookup | undefined) =>
  useQuery({ ...trackOrderQuery(lookup ?? { order: '', phone: '' }), enabled: Boolean(lookup) });
