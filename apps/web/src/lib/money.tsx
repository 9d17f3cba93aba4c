import { useCallback, useSyncExternalStore } from 'react';
import { useConfig } from './config';
import { useLocale } from './i18n/locale';

type Formatter = typeof import('./money-format');

let formatter: Formatter | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the contract's money formatter. The app starts it at once (src/main.tsx), beside the page's
 * own code, so amounts show as soon as the data they format does.
 */
export function loadMoneyFormatter(): Promise<void> {
  loading ??= import('./money-format').then((module) => {
    formatter = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** The server's render has the formatter from its start (src/entry-server.tsx). */
export function provideMoneyFormatter(module: Formatter) {
  formatter = module;
  loading = Promise.resolve();
}

const readFormatter = () => formatter;

function useFormatter(): Formatter | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void loadMoneyFormatter();
      return () => listeners.delete(listener);
    },
    readFormatter,
    // A server-rendered page is hydrated once the formatter is loaded (src/main.tsx).
    readFormatter,
  );
}

/**
 * Money as every screen shows it: the API's major units (taka or dollars) through the contract's
 * one formatter, in the shop's currency from GET /api/config (empty until the formatter is loaded).
 */
export function useMoney(): (majorUnits: number) => string {
  const { currency } = useConfig();
  const locale = useLocale();
  const format = useFormatter();
  return useCallback(
    (majorUnits: number) =>
      format ? format.formatMoney(format.toMinorUnits(majorUnits), { currency, locale }) : '',
    [currency, format, locale],
  );
}

/** An amount in tabular figures, formatted for the shop's currency. */
export function Money({ amount, className = '' }: { amount: number; className?: string }) {
  const money = useMoney();
  return <span className={`tabular ${className}`}>{money(amount)}</span>;
}

/**
 * "$100": the order price over which delivery is free (FREE_DELIVERY_OVER); null if never,
 * undefined until the formatter is loaded.
 */
export function useFreeDeliveryAmount(): string | null | undefined {
  const { delivery } = useConfig();
  const money = useMoney();
  const loaded = useFormatter() !== undefined;
  if (delivery.freeOver === null) return null;
  return loaded ? money(delivery.freeOver) : undefined;
}
