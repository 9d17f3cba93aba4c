import { OPEN_RETURN_STATUSES, type OrderDetail } from '@chaka/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ReturnStatusBadge, useReturnsT } from '@/components/return-labels';
import { paths } from '@/config/paths';
import { useReturns } from '@/lib/returns';
import { ReturnForm } from './return-form';
import { returnableParts } from './return-quantities';

/**
 * The returns of an order on its page: each with its status and link, and, for its customer once
 * the order is delivered, "Return or claim warranty" opening the form (none while one is open: the
 * shop takes one open return per order).
 */
export function OrderReturns({ order, isOwner }: { order: OrderDetail; isOwner: boolean }) {
  const t = useReturnsT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const delivered = order.status === 'delivered';
  const returns = useReturns({ orderId: order._id }, delivered);
  if (!delivered || !returns.data) return null;
  const parts = returnableParts(order, returns.data);
  const canOpen =
    isOwner &&
    !returns.data.some((earlier) => (OPEN_RETURN_STATUSES as readonly string[]).includes(earlier.status)) &&
    parts.some((part) => part.left > 0);
  if (returns.data.length === 0 && !canOpen) return null;
  return (
    <section
      aria-label={t('return-screens.ofOrder')}
      className="mb-6 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold">{t('return-screens.ofOrder')}</h2>
      {returns.data.length > 0 && (
        <ul className="mb-4 space-y-2">
          {returns.data.map((earlier) => (
            <li key={earlier._id} className="flex flex-wrap items-center gap-3">
              <Link to={paths.dashboard.return.getHref(earlier._id)} className="link font-medium">
                {t('return-screens.myOrdersReturn', { number: earlier.number })}
              </Link>
              <ReturnStatusBadge status={earlier.status} />
            </li>
          ))}
        </ul>
      )}
      {canOpen &&
        (opened ? (
          <ReturnForm
            order={order}
            parts={parts}
            onSent={(sent) => void navigate(paths.dashboard.return.getHref(sent._id))}
            onCancel={() => setOpened(false)}
          />
        ) : (
          <button type="button" className="btn btn-primary btn-outline" onClick={() => setOpened(true)}>
            {t('return-screens.open')}
          </button>
        ))}
    </section>
  );
}
