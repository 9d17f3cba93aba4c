import { awaitsAdvance, formatCount, isFreeOrder, type Order } from '@chaka/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useLocale } from '@/lib/i18n/locale';
import { useReturns } from '@/lib/returns';
import { useMyOrders } from '../api/get-my-orders';
import {
  canPayOnline,
  OrderNumberLink,
  OrderPrice,
  OrderStatusCell,
  PaymentBadge,
  TransactionId,
} from '../components/order-cells';
import { useOrdersT, usePaymentMethodName } from '../components/order-labels';
import { OrderReturnNote, returnsByOrder } from '../components/order-return-note';
import { OrdersScreen } from '../components/orders-state';
import { type OrderColumn, OrdersTable } from '../components/orders-table';
import { useStatusChoice } from '../components/status-filter';

function Payment({ order }: { order: Order }) {
  const t = useOrdersT();
  const methodName = usePaymentMethodName();
  const state = isFreeOrder(order) ? (
    <PaymentBadge state="Free" />
  ) : order.paid ? (
    <PaymentBadge state="Paid" />
  ) : canPayOnline(order) ? (
    <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm min-w-20">
      {t('orders.mine.pay')}
    </Link>
  ) : awaitsAdvance(order) && order.status !== 'cancelled' ? (
    // Issue 34 (COD_ADVANCE): a cash order's delivery fee, owed online first, on SSLCommerz.
    <Link
      to={`${paths.dashboard.payment.getHref(order._id)}?method=sslcommerz`}
      className="btn btn-primary btn-sm min-w-20"
    >
      {t('orders.mine.payFee')}
    </Link>
  ) : (
    <PaymentBadge state="Not paid" />
  );
  return (
    <div className="flex flex-col items-start gap-1">
      {state}
      <span className="text-xs whitespace-nowrap text-muted">{methodName(order.paymentMethod)}</span>
    </div>
  );
}

function Quantity({ order }: { order: Order }) {
  const locale = useLocale();
  return <span className="tabular">{formatCount(order.quantity, locale)}</span>;
}

/** /dashboard/orders: the customer's own orders (SPEC §2 "My Orders"). */
export function MyOrdersPage() {
  const { user } = useSession();
  const status = useStatusChoice();
  const orders = useMyOrders(user?.email, status);
  const t = useOrdersT();
  // Issue 35: each order's returns, under its status.
  const returns = returnsByOrder(useReturns().data);
  // SPEC §2 "My Orders": Sl, Name (with image), Quantity, Size, Price, Payment, TrnxId; with the
  // order's number and status. Price is what the order costs, delivery included.
  const details: OrderColumn[] = [
    { header: t('orders.column.order'), cell: (order) => <OrderNumberLink order={order} /> },
    {
      header: t('orders.column.status'),
      cell: (order) => (
        <OrderStatusCell order={order} notes={<OrderReturnNote returns={returns.get(order._id)} />} />
      ),
    },
    { header: t('orders.column.quantity'), cell: (order) => <Quantity order={order} /> },
    { header: t('orders.column.size'), cell: (order) => order.size },
    { header: t('orders.column.price'), cell: (order) => <OrderPrice order={order} /> },
    { header: t('orders.column.payment'), cell: (order) => <Payment order={order} /> },
    { header: t('orders.column.transaction'), cell: (order) => <TransactionId order={order} /> },
  ];
  const choices = [
    { label: t('orders.mine.active'), status: undefined },
    { label: t('orders.mine.cancelled'), status: 'cancelled' as const },
    { label: t('orders.mine.all'), status: 'all' as const },
  ];
  return (
    <OrdersScreen
      title={t('orders.mine.title')}
      intro={t('orders.mine.intro')}
      filter={{ label: t('orders.mine.filter'), choices }}
      orders={orders}
      loading={t('orders.mine.loading')}
      failed={t('orders.mine.failed')}
      empty={
        <>
          <p>{t('orders.mine.emptyText')}</p>
          <Link to={paths.shop.getHref()} className="btn btn-primary mt-4">
            {t('orders.mine.browse')}
          </Link>
        </>
      }
    >
      {(data) => (
        <OrdersTable
          caption={t('orders.mine.caption')}
          orders={data}
          serialHeader={t('orders.column.serial')}
          details={details}
        />
      )}
    </OrdersScreen>
  );
}
