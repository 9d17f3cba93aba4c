import { PAYMENT_METHOD_LABELS } from '@chaka/contract';
import { useAllOrders } from '../api/get-all-orders';
import { CancelOrderButton } from '../components/cancel-order-button';
import { NextStatusButton } from '../components/next-status-button';
import {
  EmailAddress,
  OrderNumberLink,
  OrderPrice,
  OrderStatusCell,
  PaymentBadge,
  paymentState,
  TransactionId,
} from '../components/order-cells';
import { OrdersScreen } from '../components/orders-state';
import { type OrderColumn, OrdersTable } from '../components/orders-table';
import { useStatusChoice } from '../components/status-filter';

// SPEC §2 "All Orders": Sl., Name, Email, Quantity, Size, Price, Payment Status, TrnxId, Action;
// with the order's number and status. Price is what the order costs, delivery included.
const DETAILS: OrderColumn[] = [
  { header: 'Order', cell: (order) => <OrderNumberLink order={order} /> },
  { header: 'Status', cell: (order) => <OrderStatusCell order={order} /> },
  { header: 'Email', cell: (order) => <EmailAddress email={order.email} /> },
  { header: 'Quantity', cell: (order) => <span className="tabular">{order.quantity}</span> },
  { header: 'Size', cell: (order) => order.size },
  { header: 'Price', cell: (order) => <OrderPrice order={order} /> },
  {
    header: 'Payment Status',
    cell: (order) => (
      <div className="flex flex-col items-start gap-1">
        <PaymentBadge state={paymentState(order)} />
        <span className="text-xs whitespace-nowrap text-muted">
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </span>
      </div>
    ),
  },
  { header: 'TrnxId', cell: (order) => <TransactionId order={order} /> },
];
const ACTION: OrderColumn = {
  header: 'Action',
  cell: (order) => (
    <div className="flex flex-wrap items-center gap-2 empty:hidden">
      <NextStatusButton order={order} />
      <CancelOrderButton order={order} />
    </div>
  ),
};

const CHOICES = [
  { label: 'Active', status: undefined },
  { label: 'Placed', status: 'placed' as const },
  { label: 'Confirmed', status: 'confirmed' as const },
  { label: 'Shipped', status: 'shipped' as const },
  { label: 'Delivered', status: 'delivered' as const },
  { label: 'Cancelled', status: 'cancelled' as const },
  { label: 'All', status: 'all' as const },
];

/** /dashboard/allOrders: every order of the shop, for admins to fulfil (SPEC §2 "All Orders"). */
export function AllOrdersPage() {
  const orders = useAllOrders(useStatusChoice());
  return (
    <OrdersScreen
      title="All Orders"
      intro="Every order in the shop, newest first. Move each one on to its next step until it is delivered."
      filter={{ label: 'Show orders by status', choices: CHOICES }}
      orders={orders}
      loading="Loading the orders"
      failed="The orders could not be loaded"
      empty="New orders show up here as soon as customers place them."
    >
      {(data) => (
        <OrdersTable
          caption="All orders"
          orders={data}
          serialHeader="Sl."
          details={DETAILS}
          action={ACTION}
        />
      )}
    </OrdersScreen>
  );
}
