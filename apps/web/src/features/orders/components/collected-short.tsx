import type { Order } from '@chaka/contract';
import { useMoney } from '@/lib/money';
import { useOrdersT } from './order-labels';

/**
 * Cash on delivery the courier collected short of what was due at the door (issue 33; the total
 * less a delivery fee paid online first, issue 34): the order is delivered
 * but not paid, and the owner sees what came in ("Collected ৳800 of ৳1,060").
 */
export const isShortCollection = (order: Pick<Order, 'collected' | 'paid' | 'dueOnDelivery'>) =>
  // A packer's answer has neither what was collected nor the payment (issue 38).
  typeof order.collected === 'number' && order.paid === false && order.collected < order.dueOnDelivery;

export function CollectedShort({ order, narrow = false }: { order: Order; narrow?: boolean }) {
  const money = useMoney();
  const t = useOrdersT();
  if (!isShortCollection(order)) return null;
  return (
    <span
      className={`badge badge-error badge-outline badge-sm h-auto ${narrow ? 'max-w-28 whitespace-normal py-0.5 leading-tight' : ''}`}
    >
      {t('orders.collectedShort', {
        collected: money(order.collected ?? 0),
        // What was owed at the door: the total less a delivery fee paid online first (issue 34).
        total: money(order.dueOnDelivery),
      })}
    </span>
  );
}
