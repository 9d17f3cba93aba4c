import { isFreeOrder, messages, type Order } from '@chaka/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useMyOrders } from '../api/get-my-orders';
import { OrderName, OrderPrice, PaymentBadge, TransactionId } from '../components/order-cells';
import { OrdersTable } from '../components/orders-table';

const COLUMNS = ['Sl', 'Name', 'Quantity', 'Size', 'Price', 'Payment', 'TrnxId'];

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
          <Link to="/shop" className="btn btn-primary mt-4">
            Browse the shop
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable caption="My orders" columns={COLUMNS}>
          {orders.data.map((order, index) => (
            <MyOrderRow key={order._id} order={order} serial={index + 1} />
          ))}
        </OrdersTable>
      )}
    </Page>
  );
}

function MyOrderRow({ order, serial }: { order: Order; serial: number }) {
  return (
    <tr>
      <td className="tabular">{serial}</td>
      <td>
        <OrderName order={order} />
      </td>
      <td className="tabular">{order.quantity}</td>
      <td>{order.size}</td>
      <td>
        <OrderPrice order={order} />
      </td>
      <td>
        {isFreeOrder(order) ? (
          <PaymentBadge state="Free" />
        ) : order.paid ? (
          <PaymentBadge state="Paid" />
        ) : (
          <Link to={`/dashboard/payment/${order._id}`} className="btn btn-primary btn-sm">
            Pay
          </Link>
        )}
      </td>
      <td>
        <TransactionId order={order} />
      </td>
    </tr>
  );
}
