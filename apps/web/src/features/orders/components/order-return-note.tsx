import type { Return } from '@chaka/contract';
import { Link } from 'react-router';
import { ReturnStatusBadge, useReturnsT } from '@/components/return-labels';
import { paths } from '@/config/paths';

/** Under an order's status in My Orders: each of its returns, by number (a link) and status. */
export function OrderReturnNote({ returns }: { returns: readonly Return[] | undefined }) {
  const t = useReturnsT();
  if (!returns?.length) return null;
  return (
    <ul className="space-y-1">
      {returns.map((found) => (
        <li key={found._id} className="flex flex-wrap items-center gap-1 text-xs">
          <Link to={paths.dashboard.return.getHref(found._id)} className="link whitespace-nowrap">
            {t('return-screens.myOrdersReturn', { number: found.number })}
          </Link>
          <ReturnStatusBadge status={found.status} />
        </li>
      ))}
    </ul>
  );
}

/** The customer's returns by the order they belong to. */
export function returnsByOrder(returns: readonly Return[] | undefined): Map<string, Return[]> {
  const byOrder = new Map<string, Return[]>();
  for (const found of returns ?? [])
    byOrder.set(found.orderId, [...(byOrder.get(found.orderId) ?? []), found]);
  return byOrder;
}
