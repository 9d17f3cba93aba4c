import { messages, type Order } from '@chaka/contract';
import { useDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { useCancelOrder } from '../api/cancel-order';
import { useAllOrders } from '../api/get-all-orders';
import {
  EmailAddress,
  OrderPrice,
  PaymentBadge,
  paymentState,
  TransactionId,
} from '../components/order-cells';
import { type OrderColumn, OrdersTable } from '../components/orders-table';

/** Unpaid orders can be cancelled, behind the one confirmation dialog (SPEC §5); paid ones cannot. */
function CancelOrder({ order }: { order: Order }) {
  const dialog = useDialog();
  const cancel = useConfirmedMutation(useCancelOrder(), {
    confirmLabel: 'Yes, cancel the order',
    onDone: () =>
      dialog.notify({ title: messages.confirm.deletedTitle, text: messages.confirm.orderDeleted }),
    failure: (error) => errorMessage(error, 'The order could not be cancelled.'),
  });
  if (order.paid) return null;

  return (
    <button
      type="button"
      className="btn btn-error btn-outline btn-sm"
      onClick={() => void cancel.run(order._id)}
      disabled={cancel.running !== undefined}
      aria-label={`Cancel the order of ${order.productName} by ${order.email}`}
    >
      Cancel
    </button>
  );
}

// SPEC §2 "All Orders": Sl., Name, Email, Quantity, Size, Price, Payment Status, TrnxId, Action.
const DETAILS: OrderColumn[] = [
  { header: 'Email', cell: (order) => <EmailAddress email={order.email} /> },
  { header: 'Quantity', cell: (order) => <span className="tabular">{order.quantity}</span> },
  { header: 'Size', cell: (order) => order.size },
  { header: 'Price', cell: (order) => <OrderPrice order={order} /> },
  { header: 'Payment Status', cell: (order) => <PaymentBadge state={paymentState(order)} /> },
  { header: 'TrnxId', cell: (order) => <TransactionId order={order} /> },
];
const ACTION: OrderColumn = { header: 'Action', cell: (order) => <CancelOrder order={order} /> };

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
        <OrdersTable
          caption="All orders"
          orders={orders.data}
          serialHeader="Sl."
          details={DETAILS}
          action={ACTION}
        />
      )}
    </Page>
  );
}
