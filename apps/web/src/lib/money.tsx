import { formatMoney, toMinorUnits } from '@chaka/contract';
import { useCallback } from 'react';
import { useConfig } from './config';

/**
 * Money as every screen shows it: the API's major units (dollars or taka) through the contract's
 * one formatter, in the shop's currency from GET /api/config.
 */
export function useMoney(): (majorUnits: number) => string {
  const { currency } = useConfig();
  return useCallback(
    (majorUnits: number) => formatMoney(toMinorUnits(majorUnits), { currency, locale: 'en' }),
    [currency],
  );
}

/** An amount in tabular figures, formatted for the shop's currency. */
export function Money({ amount, className = '' }: { amount: number; className?: string }) {
  const money = useMoney();
  return <span className={`tabular ${className}`}>{money(amount)}</span>;
}

/** "over $100": the order price from which delivery is free (FREE_DELIVERY_OVER); null if never. */
export function useFreeDeliveryThreshold(): string | null {
  const { delivery } = useConfig();
  const money = useMoney();
  return delivery.freeOver === null ? null : `over ${money(delivery.freeOver)}`;
}
