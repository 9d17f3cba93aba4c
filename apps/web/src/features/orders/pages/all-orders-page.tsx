import { messages, type Order } from '@chaka/contract';
import { useDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useAllOrders } from '../api/get-all-orders';
import { OrderName, OrderPrice, PaymentBadge, paymentState, TransactionId } from '../components/order-cells';
import { OrdersTable } from '../components/orders-table';

const COLUMNS = ['Sl.', 'Name', 'Email', 'Quantity', 'Size', 'Price', 'Payment Status', 'TrnxId', 'Action'];

/** /dashboard/allOrders: every order of the shop, for admins (SPEC §2 "All Orders"). */
export function AllOrdersPage() {
  const orders = useAllOrders();
  return (
    <Page title="All Orders" intro="Every order in the shop, newest first. Unpaid orders can be cancelled.">
      {orders.isPending ? (
        <Spinner label="Loading the orders" />
      ) : orders.isError ? (
        <EmptyState title="The orders could not be loaded">
          {orders.error.message} Please try again.
        </EmptyState>
      ) : orders.data.length === 0 ? (
        <EmptyState title={messages.orders.none}>
          New orders show up here as soon as customers place them.
        </EmptyState>
      ) : (
        <OrdersTable caption="All orders" columns={COLUMNS}>
          {orders.data.map((order, index) => (
            <AdminOrderRow key={order._id} order={order} serial={index + 1} />
          ))}
        </OrdersTable>
      )}
    </Page>
  );
}

function AdminOrderRow({ order, serial }: { order: Order; serial: number }) {
  const dialog = useDialog();
  const cancel = useCancelOrder();

  async function onCancel() {
    if (!(await dialog.confirm({ confirmLabel: 'Yes, cancel the order' }))) return;
    try {
      await cancel.mutateAsync(order._id);
      await dialog.notify({ title: messages.confirm.deletedTitle, text: messages.confirm.orderDeleted });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'The order could not be cancelled.');
    }
  }

  return (
    <tr>
      <td className="tabular">{serial}</td>
      <td>
        <OrderName order={order} />
      </td>
      <td className="break-all">{order.email}</td>
      <td className="tabular">{order.quantity}</td>
      <td>{order.size}</td>
      <td>
        <OrderPrice order={order} />
      </td>
      <td>
        <PaymentBadge state={paymentState(order)} />
      </td>
      <td>
        <TransactionId order={order} />
      </td>
      <td>
        {!order.paid && (
          <button
            type="button"
            className="btn btn-error btn-outline btn-sm"
            onClick={onCancel}
            disabled={cancel.isPending}
            aria-label={`Cancel the order of ${order.productName} by ${order.email}`}
          >
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}
