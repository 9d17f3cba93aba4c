import {
  ORDER_SEARCH_PAGE_SIZE,
  type OrderSearchQuery,
  OrderSearchQuerySchema,
  PAYMENT_METHOD_LABELS,
} from '@chaka/contract';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { ordersCsvHref, useOrderSearch } from '../api/search-orders';
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
import { OrderSearchForm, SEARCH_FIELDS } from '../components/order-search-form';
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

/** The search in the address: its fields, the status links' choice (active orders by default) and the page. */
function useSearchQuery(): OrderSearchQuery {
  const [search] = useSearchParams();
  const status: OrderSearchQuery['status'] = useStatusChoice() ?? 'active';
  const fields = Object.fromEntries(SEARCH_FIELDS.map((field) => [field, search.get(field) || undefined]));
  const parsed = OrderSearchQuerySchema.safeParse({
    ...fields,
    status,
    page: search.get('page') ?? undefined,
  });
  // An address edited by hand into something the server refuses shows the first page of everything.
  return parsed.success ? parsed.data : { status };
}

/**
 * /dashboard/allOrders: every order of the shop, for admins to find and fulfil (SPEC §2 "All
 * Orders", with the search, paging and CSV export of issue 19).
 */
export function AllOrdersPage() {
  const [search] = useSearchParams();
  const query = useSearchQuery();
  const { items, total } = useOrderSearch(query);
  const page = query.page ?? 1;
  const pages = Math.ceil((total ?? 0) / ORDER_SEARCH_PAGE_SIZE);
  const hrefOf = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(to));
    return `?${next}`;
  };
  return (
    <OrdersScreen
      title="All Orders"
      intro="Every order in the shop, newest first. Move each one on to its next step until it is delivered."
      filter={{ label: 'Show orders by status', choices: CHOICES }}
      search={
        <>
          <OrderSearchForm />
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted" aria-live="polite">
              {total === undefined
                ? ''
                : `${total.toLocaleString('en')} ${total === 1 ? 'order' : 'orders'} found`}
            </p>
            <a className="btn btn-sm btn-outline" href={ordersCsvHref(query)} download>
              Download CSV
            </a>
          </div>
        </>
      }
      orders={items}
      loading="Loading the orders"
      failed="The orders could not be loaded"
      empty="New orders show up here as soon as customers place them."
    >
      {(data) => (
        <>
          <OrdersTable
            caption="All orders"
            orders={data}
            serialHeader="Sl."
            details={DETAILS}
            action={ACTION}
            firstNumber={(page - 1) * ORDER_SEARCH_PAGE_SIZE + 1}
          />
          <Pager page={page} pages={pages} hrefOf={hrefOf} />
        </>
      )}
    </OrdersScreen>
  );
}
