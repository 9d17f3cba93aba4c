import { isFreeOrder, type Order, PAYMENT_METHOD_LABELS } from '@chaka/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useMyOrders } from '../api/get-my-orders';
import {
  canPayOnline,
  OrderNumberLink,
  OrderPrice,
  OrderStatusCell,
  PaymentBadge,
  TransactionId,
} from '../components/order-cells';
import { OrdersScreen } from '../components/orders-state';
import { type OrderColumn, OrdersTable } from '../components/orders-table';
import { useStatusChoice } from '../components/status-filter';

function Payment({ order }: { order: Order }) {
  const state = isFreeOrder(order) ? (
    <PaymentBadge state="Free" />
  ) : order.paid ? (
    <PaymentBadge state="Paid" />
  ) : canPayOnline(order) ? (
    <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm min-w-20">
      Pay
    </Link>
  ) : (
    <PaymentBadge state="Not paid" />
  );
  return (
    <div className="flex flex-col items-start gap-1">
      {state}
      <span className="text-xs whitespace-nowrap text-muted">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </span>
    </div>
  );
}

// SPEC §2 "My Orders": Sl, Name (with image), Quantity, Size, Price, Payment, TrnxId; with the
// order's number and status. Price is what the order costs, delivery included.
const DETAILS: OrderColumn[] = [
  { header: 'Order', cell: (order) => <OrderNumberLink order={order} /> },
  { header: 'Status', cell: (order) => <OrderStatusCell order={order} /> },
  { header: 'Quantity', cell: (order) => <span className="tabular">{order.quantity}</span> },
  { header: 'Size', cell: (order) => order.size },
  { header: 'Price', cell: (order) => <OrderPrice order={order} /> },
  { header: 'Payment', cell: (order) => <Payment order={order} /> },
  { header: 'TrnxId', cell: (order) => <TransactionId order={order} /> },
];

const CHOICES = [
  { label: 'Active', status: undefined },
  { label: 'Cancelled', status: 'cancelled' as const },
  { label: 'All', status: 'all' as const },
];

/** /dashboard/orders: the customer's own orders (SPEC §2 "My Orders"). */
export function MyOrdersPage() {
  const { user } = useSession();
  const status = useStatusChoice();
  const orders = useMyOrders(user?.email, status);
  return (
    <OrdersScreen
      title="My Orders"
      intro="Everything you ordered, newest first. Open an order to follow it to your door."
      filter={{ label: 'Show orders', choices: CHOICES }}
      orders={orders}
      loading="Loading your orders"
      failed="Your orders could not be loaded"
      empty={
        <>
          <p>Find the parts your car needs and order them from the product page.</p>
          <Link to={paths.shop.getHref()} className="btn btn-primary mt-4">
            Browse the shop
          </Link>
        </>
      }
    >
      {(data) => <OrdersTable caption="My orders" orders={data} serialHeader="Sl" details={DETAILS} />}
    </OrdersScreen>
  );
}
