import { type PublicConfig, routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

const FALLBACK: PublicConfig = {
  siteName: 'Chaka Parts',
  paymentProvider: 'test',
  stripePublishableKey: null,
  sslcommerz: false,
  googleSignIn: false,
  uiDelays: true,
  currency: 'USD',
  // The server's USD defaults (DELIVERY_FEE_DEFAULTS), written out: importing them would bring the
  // delivery schemas into every page's first load.
  delivery: { dhakaFee: 1, outsideFee: 2, freeOver: 100 },
};

/** Cache key of the server's run-time settings, read once per visit. */
const configKeys = { all: ['config'] as const };

export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: ({ signal }) => call(routes.config, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The server's run-time settings (GET /api/config); sensible defaults until they arrive. `loaded`
 * is also true when they could not be fetched, so screens go on with the defaults instead of
 * waiting for ever.
 */
export function useConfig(): PublicConfig & { loaded: boolean } {
  const { data, isError } = useQuery(configQuery);
  return { ...(data ?? FALLBACK), loaded: data !== undefined || isError };
}
