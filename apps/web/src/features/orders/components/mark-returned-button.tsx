import type { Order } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useStaffAccess } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useChangeOrderStatus } from '../api/order-detail';
import { OrderActionButton } from './order-action-button';

/**
 * The admin's "Mark returned" for a shipped order whose parcel came back to the shop (a parcel
 * shipped by hand; a courier's returns arrive by themselves): final, its parts back in stock.
 */
export function MarkReturnedButton({ order }: { order: Order }) {
  const dialog = useDialog();
  const change = useChangeOrderStatus();
  const staff = useStaffAccess();
  const t = useT(admin);
  // Staff who move orders, but not a packer, whose move is to shipped only (issue 38).
  if (order.status !== 'shipped' || !staff.can('orders.move') || staff.packsOnly) return null;
  const label = t('admin.orders.mark.returned');
  const values = { orderNumber: order.orderNumber, status: 'returned' };

  async function run() {
    const confirmed = await dialog.confirm({
      title: t('admin.orders.markTitle.returned'),
      text: t('admin.orders.returnText', { ...values, name: order.userName }),
      confirmLabel: label,
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ id: order._id, status: 'returned' });
      notify.success(t('admin.orders.marked', values));
    } catch (error) {
      notify.error(errorMessage(error, t('admin.orders.notChanged')));
    }
  }

  return <OrderActionButton label={label} look="return" busy={change.isPending} onClick={() => void run()} />;
}
