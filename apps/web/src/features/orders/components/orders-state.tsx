import { messages, type Order } from '@chaka/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { translated } from '@/lib/i18n/i18n';
import { useOrdersT } from './order-labels';
import { type StatusChoice, StatusFilter } from './status-filter';

/** An order list while it loads, when it fails, when it is empty ("No orders"), else `children`. */
export function OrdersState({
  orders,
  loading,
  failed,
  empty,
  children,
}: {
  orders: UseQueryResult<Order[]>;
  loading: string;
  failed: string;
  /** What to do next when there are no orders. */
  empty: ReactNode;
  children: (orders: Order[]) => ReactNode;
}) {
  const t = useOrdersT();
  if (orders.isPending) return <Spinner label={loading} />;
  if (orders.isError) {
    return (
      <EmptyState title={failed}>
        {orders.error.message} {t('orders.tryAgain')}
      </EmptyState>
    );
  }
  if (orders.data.length === 0) {
    return <EmptyState title={translated(messages.orders.none)}>{empty}</EmptyState>;
  }
  return <>{children(orders.data)}</>;
}

/** An orders screen: its title, the status filter and the list. */
export function OrdersScreen({
  title,
  intro,
  filter,
  search,
  ...state
}: Parameters<typeof OrdersState>[0] & {
  title: string;
  intro: string;
  filter: { label: string; choices: Array<{ label: string; status: StatusChoice }> };
  /** What narrows the list beyond its status (All Orders' search). */
  search?: ReactNode;
}) {
  return (
    <Page title={title} intro={intro}>
      <StatusFilter {...filter} />
      {search}
      <OrdersState {...state} />
    </Page>
  );
}
