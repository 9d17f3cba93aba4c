import { isFreeOrder, messages, type Order } from '@chaka/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useMyOrders } from '../api/get-my-orders';
import { OrderPrice, PaymentBadge, TransactionId } from '../components/order-cells';
import { type OrderColumn, OrdersTable } from '../components/orders-table';

function Payment({ order }: { order: Order }) {
  if (isFreeOrder(order)) return <PaymentBadge state="Free" />;
  if (order.paid) return <PaymentBadge state="Paid" />;
  return (
    <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm min-w-20">
      Pay
    </Link>
  );
}

// SPEC §2 "My Orders": Sl, Name (with image), Quantity, Size, Price, Payment, TrnxId.
const DETAILS: OrderColumn[] = [
  { header: 'Quantity', cell: (order) => <span className="tabular">{order.quantity}</span> },
  { header: 'Size', cell: (order) => order.size },
  { header: 'Price', cell: (order) => <OrderPrice order={order} /> },
  { header: 'Payment', cell: (order) => <Payment order={order} /> },
  { header: 'TrnxId', cell: (order) => <TransactionId order={order} /> },
];

/** /dashboard/orders: the customer's own orders (SPEC §2 "My Orders"). */
export function MyOrdersPage() {
  const { user } = useSession();
  const orders = useMyOrders(user?.email);
  return (
    <Page title="My Orders" intro="Everything you ordered, newest first. Pay for an order to have it sent.">
      {orders.isPending ? (
        <Spinner label="Loading your orders" />
      ) : orders.isError ? (
        <EmptyState title="Your orders could not be loaded">
          {orders.error.message} Please try again.
        </EmptyState>
      ) : orders.data.length === 0 ? (
        <EmptyState title={messages.orders.none}>
          <p>Find the parts your car needs and order them from the product page.</p>
          <Link to={paths.shop.getHref()} className="btn btn-primary mt-4">
            Browse the shop
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable caption="My orders" orders={orders.data} serialHeader="Sl" details={DETAILS} />
      )}
    </Page>
  );
}
