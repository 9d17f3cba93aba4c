import { type HeldStock, routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

/**
 * The parts each product has in open orders (admins): held by orders not yet paid or confirmed,
 * apart from those sold and waiting to ship. By product id; a product without any is not listed.
 */
export const useHeldStock = () =>
  useQuery({
    queryKey: productKeys.held(),
    queryFn: ({ signal }) => call(routes.heldStock, {}, { signal }),
    select: (rows: HeldStock[]) => new Map(rows.map((row) => [row.productId, row])),
  });
