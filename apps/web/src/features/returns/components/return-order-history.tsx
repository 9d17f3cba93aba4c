import { OrderTimeline } from '@/components/order-timeline';
import { useReturnsT } from '@/components/return-labels';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useReturnOrder } from '../api/return-order';

/** The return's order's own timeline (placed, paid, shipped, delivered), shown inline to the admin. */
export function ReturnOrderHistory({ orderId }: { orderId: string }) {
  const t = useReturnsT();
  const order = useReturnOrder(orderId);
  if (order.isPending) return <Spinner label={t('return-screens.loading')} />;
  if (order.isError)
    return <p className="text-sm text-error">{errorMessage(order.error, t('return-screens.loadFailed'))}</p>;
  return <OrderTimeline events={order.data.events} />;
}
