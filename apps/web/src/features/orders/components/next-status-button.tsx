import {
  COURIERS,
  isFreeOrder,
  nextOrderStatus,
  ORDER_STATUS_LABELS,
  type Order,
  orderMessages,
} from '@chaka/contract';
import { useDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useChangeOrderStatus } from '../api/order-detail';
import { ShipFields, type Shipment } from './ship-fields';

/** Why the order cannot take its next step yet; null when it can. */
function blocker(order: Order, next: string): string | null {
  if (next === 'confirmed' && order.paymentMethod === 'online' && !order.paid && !isFreeOrder(order))
    return 'Waiting for payment';
  if (next === 'shipped' && !order.delivery) return orderMessages.deliveryNeeded;
  return null;
}

/** The admin's "Mark confirmed / shipped / delivered", behind the one confirmation dialog. */
export function NextStatusButton({ order }: { order: Order }) {
  const dialog = useDialog();
  const change = useChangeOrderStatus();
  const next = nextOrderStatus(order.status);
  if (!next || next === 'cancelled') return null;
  const label = `Mark ${ORDER_STATUS_LABELS[next].toLowerCase()}`;
  const waiting = blocker(order, next);
  if (waiting) return <span className="text-xs whitespace-nowrap text-muted">{waiting}</span>;

  async function run() {
    if (!next) return;
    const shipment: Shipment = { courier: COURIERS[0], trackingNumber: '' };
    const confirmed = await dialog.confirm({
      title: `${label}?`,
      text: `Order ${order.orderNumber} of ${order.userName} will be marked ${ORDER_STATUS_LABELS[next].toLowerCase()}, and the customer is told by mail.`,
      confirmLabel: label,
      content: next === 'shipped' ? <ShipFields shipment={shipment} /> : undefined,
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({
        id: order._id,
        status: next,
        ...(next === 'shipped' ? shipment : {}),
      });
      notify.success(`Order ${order.orderNumber} is ${ORDER_STATUS_LABELS[next].toLowerCase()}`);
    } catch (error) {
      notify.error(errorMessage(error, 'The order could not be changed.'));
    }
  }

  return (
    <button
      type="button"
      className="btn btn-primary btn-sm whitespace-nowrap"
      onClick={() => void run()}
      disabled={change.isPending}
    >
      {label}
    </button>
  );
}
