import { canCancelOrder, messages, type Order } from '@chaka/contract';
import { useDialog } from '@/components/ui/dialog';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useStaffAccess } from '@/lib/permissions';
import { useCancelOrder } from '../api/cancel-order';
import { useOrdersT } from './order-labels';

/**
 * Cancel, behind the one confirmation dialog (SPEC §5); nothing for orders that cannot be, nor for
 * staff who may not cancel another's order (issue 38: those who do not move orders, and a packer).
 */
export function CancelOrderButton({ order, className = 'btn-sm' }: { order: Order; className?: string }) {
  const dialog = useDialog();
  const { user } = useSession();
  const staff = useStaffAccess();
  const t = useOrdersT();
  const cancel = useConfirmedMutation(useCancelOrder(), {
    confirmLabel: t('orders.cancel.confirm'),
    onDone: () =>
      dialog.notify({ title: messages.confirm.deletedTitle, text: messages.confirm.orderDeleted }),
    failure: (error) => errorMessage(error, t('orders.cancel.failed')),
  });
  if (!canCancelOrder(order)) return null;
  // Another's order: only once the server has said what the signed-in person may do.
  const own = user?.email === order.email;
  if (!own && (!staff.known || !staff.can('orders.move') || staff.packsOnly)) return null;

  return (
    <button
      type="button"
      className={`btn btn-error btn-outline ${className}`}
      onClick={() => void cancel.run(order._id)}
      disabled={cancel.running !== undefined}
      aria-label={t('orders.cancel.label', { product: order.productName, email: order.email })}
    >
      {t('orders.cancel.button')}
    </button>
  );
}
