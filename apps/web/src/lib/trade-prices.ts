import { type MyPrices, routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './auth';

/** A trade customer's price of one part (issue 37): the price of one unit, the list price, the tiers. */
export type TradePrice = MyPrices['prices'][number];

// The cards of a page ask together: the ids asked within one tick go in one GET /api/me/prices.
const MAX_IDS = 100;
let waiting = new Map<string, Array<(price: TradePrice | null) => void>>();
let flushing = false;

async function flush() {
  const asked = waiting;
  waiting = new Map();
  flushing = false;
  const ids = [...asked.keys()];
  for (let start = 0; start < ids.length; start += MAX_IDS) {
    const chunk = ids.slice(start, start + MAX_IDS);
    const answer = await call(routes.myPrices, { query: { ids: chunk.join(',') } }).catch(() => null);
    for (const id of chunk) {
      const price = answer?.prices.find((p) => p.productId === id) ?? null;
      for (const resolve of asked.get(id) ?? []) resolve(price);
    }
  }
}

function priceOf(productId: string): Promise<TradePrice | null> {
  return new Promise((resolve) => {
    waiting.set(productId, [...(waiting.get(productId) ?? []), resolve]);
    if (!flushing) {
      flushing = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

/**
 * The signed-in customer's trade price of a part, or null: for a visitor, an admin, an account in
 * no customer group, and on the server's render (the price comes from the API after sign-in, so
 * no cached page ever carries one).
 */
export function useTradePrice(productId: string): TradePrice | null {
  const { user } = useSession();
  const customer = user !== null && user.role !== 'admin';
  const { data } = useQuery({
    queryKey: ['my-prices', user?.id ?? null, productId],
    queryFn: () => priceOf(productId),
    enabled: customer,
    staleTime: 60_000,
  });
  return customer ? (data ?? null) : null;
}

/** The unit price of `quantity` units at a trade price: the highest tier reached, else the price. */
export function tradeUnitPrice(price: TradePrice, quantity: number): number {
  const tier = price.tiers.filter((t) => t.minQty <= quantity).at(-1);
  return tier?.price ?? price.price;
}

/** The signed-in customer's group terms (GET /api/me/prices without parts), asked only when `asking`. */
function useGroupTerms(asking: boolean) {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: ['my-prices', user?.id ?? null, 'group'],
    queryFn: ({ signal }) => call(routes.myPrices, { query: { ids: '' } }, { signal }),
    enabled: asking && user !== null && user.role !== 'admin',
    staleTime: 60_000,
  });
  return data;
}

/** The signed-in customer's customer group (issue 37), or null: asked only when `asking`. */
export function useTradeGroup(asking: boolean): string | null {
  return useGroupTerms(asking)?.group ?? null;
}

/** Whether the signed-in customer's group keeps a monthly statement of their orders (issue 37). */
export function useMonthlyStatement(asking: boolean): boolean {
  return useGroupTerms(asking)?.monthlyStatement ?? false;
}
