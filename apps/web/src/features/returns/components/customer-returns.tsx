import type { Return } from '@chaka/contract';
import { Link } from 'react-router';
import { ReturnStatusBadge, useReasonName, useReturnsT } from '@/components/return-labels';
import { paths } from '@/config/paths';
import { useReturns } from '@/lib/returns';

/**
 * For the admin on a return's page: the customer's record, their other returns (number, order,
 * reason, status), so a customer who sends back everything is seen at a glance.
 */
export function CustomerReturns({ found }: { found: Return }) {
  const t = useReturnsT();
  const reasonName = useReasonName();
  const all = useReturns({ status: 'all' });
  const others = (all.data ?? []).filter((other) => other.email === found.email && other._id !== found._id);
  if (!all.data) return null;
  if (others.length === 0)
    return <p className="text-sm text-muted">{t('return-screens.admin.noOtherReturns')}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {others.map((other) => (
        <li key={other._id} className="flex flex-wrap items-center gap-2">
          <Link to={paths.dashboard.return.getHref(other._id)} className="link font-medium">
            {other.number}
          </Link>
          <Link to={paths.dashboard.order.getHref(other.orderId)} className="link">
            {other.orderNumber}
          </Link>
          <span>{reasonName(other.reason)}</span>
          <ReturnStatusBadge status={other.status} />
        </li>
      ))}
    </ul>
  );
}
