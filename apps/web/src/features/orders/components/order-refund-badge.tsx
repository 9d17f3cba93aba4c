import type { OrderDetail } from '@chaka/contract';
import { useReturnsT } from '@/components/return-labels';
import { useMoney } from '@/lib/money';

/** Beside an order's status once its returns paid money back: "Partly refunded" or "Refunded", and how much. */
export function OrderRefundBadge({ order }: { order: Pick<OrderDetail, 'refundState' | 'refunded'> }) {
  const t = useReturnsT();
  const money = useMoney();
  if (!order.refundState || order.refundState === 'none') return null;
  return (
    <span className="badge badge-success badge-outline h-auto min-h-6 py-0.5">
      {t(`returns.refundState.${order.refundState}`)}
      {order.refunded ? ` · ${money(order.refunded)}` : ''}
    </span>
  );
}
