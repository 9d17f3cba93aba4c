import {
  formatCount,
  ORDER_SEARCH_PAGE_SIZE,
  type OrderSearchQuery,
  OrderSearchQuerySchema,
} from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { useStaffAccess } from '@/lib/permissions';
import { ordersCsvHref, useOrderSearch } from '../api/search-orders';
import { BookChosenParcels } from '../components/book-chosen-parcels';
import { BookParcelButton } from '../components/book-parcel-button';
import { CancelOrderButton } from '../components/cancel-order-button';
import {
  ChooseOrderBox,
  type OrderChoice,
  PrintChosenOrders,
  useOrderChoice,
} from '../components/chosen-orders';
import { CollectedShort } from '../components/collected-short';
import { MarkReturnedButton } from '../components/mark-returned-button';
import { NextStatusButton } from '../components/next-status-button';
import { ACTION_BUTTON_SIZE } from '../components/order-action-button';
import {
  EmailAddress,
  hasAmounts,
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
import { PhoneRecordLine } from '../components/phone-record';
import { useStatusChoice } from '../components/status-filter';

type Translate = ReturnType<typeof useT<typeof admin>>;

/** A cash order whose buyer has not verified their e-mail address: not to be confirmed blindly. */
function AwaitingVerification({ t }: { t: Translate }) {
  return (
    <span
      className="badge badge-error badge-outline badge-sm h-auto max-w-28 whitespace-normal py-0.5 leading-tight [overflow-wrap:anywhere]"
      title={t('admin.orders.awaitingVerificationHint')}
    >
      {t('admin.orders.awaitingVerification')}
    </span>
  );
}

/** A cash order to a phone its customer has not verified (issue 34): confirmed only with a note. */
function PhoneNotVerified({ t }: { t: Translate }) {
  return (
    <span
      className="badge badge-error badge-outline badge-sm h-auto max-w-28 whitespace-normal py-0.5 leading-tight [overflow-wrap:anywhere]"
      title={t('admin.orders.phoneNotVerifiedHint')}
    >
      {t('admin.orders.phoneNotVerified')}
    </span>
  );
}

// SPEC §2 "All Orders": Sl., Name, Email, Quantity, Size, Price, Payment Status, TrnxId, Action;
// with the order's number and status. Price is what the order costs, delivery included. Without
// `amounts` (a packer's answers carry none: issue 38), no Price, Payment Status or TrnxId.
const details = (
  t: Translate,
  count: (value: number) => string,
  choice: OrderChoice,
  amounts: boolean,
): OrderColumn[] => [
  {
    header: t('admin.orders.column.order'),
    // The tick chooses the order for printing its invoice or packing slip (issue 33).
    cell: (order) => (
      <span className="flex items-center gap-2">
        <ChooseOrderBox order={order} choice={choice} />
        <OrderNumberLink order={order} />
      </span>
    ),
  },
  {
    header: t('admin.orders.column.status'),
    cell: (order) => (
      <OrderStatusCell
        order={order}
        narrow
        notes={
          <>
            {order.awaitingVerification && <AwaitingVerification t={t} />}
            {order.awaitingPhoneVerification && <PhoneNotVerified t={t} />}
            <PhoneRecordLine record={order.phoneRecord} />
            <CollectedShort order={order} narrow />
          </>
        }
      />
    ),
  },
  { header: t('admin.orders.column.email'), cell: (order) => <EmailAddress email={order.email} /> },
  {
    header: t('admin.orders.column.quantity'),
    cell: (order) => <span className="tabular">{count(order.quantity)}</span>,
  },
  { header: t('admin.orders.column.size'), cell: (order) => order.size },
  ...(amounts ? money(t) : []),
];
const money = (t: Translate): OrderColumn[] => [
  { header: t('admin.orders.column.price'), cell: (order) => <OrderPrice order={order} withDiscount /> },
  {
    header: t('admin.orders.column.payment'),
    cell: (order) => (
      <div className="flex flex-col items-start gap-1">
        <PaymentBadge state={paymentState(order)} />
        <span className="text-xs leading-tight text-muted">{t(`admin.method.${order.paymentMethod}`)}</span>
      </div>
    ),
  },
  { header: t('admin.orders.column.transaction'), cell: (order) => <TransactionId order={order} narrow /> },
];
const action = (t: Translate): OrderColumn => ({
  header: t('admin.orders.column.action'),
  cell: (order) => (
    <div className="flex flex-wrap items-center gap-2 empty:hidden">
      <BookParcelButton order={order} />
      <NextStatusButton order={order} />
      <MarkReturnedButton order={order} />
      <CancelOrderButton order={order} className={ACTION_BUTTON_SIZE} />
    </div>
  ),
});

const CHOICES = [
  { label: 'admin.status.active', status: undefined },
  { label: 'admin.status.placed', status: 'placed' as const },
  { label: 'admin.status.confirmed', status: 'confirmed' as const },
  { label: 'admin.status.shipped', status: 'shipped' as const },
  { label: 'admin.status.delivered', status: 'delivered' as const },
  { label: 'admin.status.cancelled', status: 'cancelled' as const },
  { label: 'admin.status.returned', status: 'returned' as const },
  { label: 'admin.status.all', status: 'all' as const },
] as const;
const PACKER_CHOICES = new Set<string | undefined>([undefined, 'confirmed', 'shipped']);

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
  const choice = useOrderChoice();
  const staff = useStaffAccess();
  const t = useT(admin);
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const page = query.page ?? 1;
  const pages = Math.ceil((total ?? 0) / ORDER_SEARCH_PAGE_SIZE);
  const hrefOf = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(to));
    return `?${next}`;
  };
  return (
    <OrdersScreen
      title={t('admin.orders.title')}
      intro={t('admin.orders.intro')}
      filter={{
        label: t('admin.orders.byStatus'),
        // A packer's orders are those to pack and on their way: the other statuses would list none.
        choices: CHOICES.filter((choice) => !staff.packsOnly || PACKER_CHOICES.has(choice.status)).map(
          (choice) => ({ label: t(choice.label), status: choice.status }),
        ),
      }}
      search={
        <>
          <OrderSearchForm />
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted" aria-live="polite">
              {total === undefined ? '' : t('admin.orders.found', { count: total })}
            </p>
            <PrintChosenOrders choice={choice} shown={items.data ?? []} />
            <BookChosenParcels choice={choice} shown={items.data ?? []} />
            {staff.can('sales.read') && (
              <a className="btn btn-sm btn-outline" href={ordersCsvHref(query)} download>
                {t('admin.orders.csv')}
              </a>
            )}
          </div>
        </>
      }
      orders={items}
      loading={t('admin.orders.loading')}
      failed={t('admin.orders.failed')}
      empty={t('admin.orders.empty')}
    >
      {(data) => (
        <>
          {/* Eleven columns beside the dashboard's menu: headers wrap and cells are padded
              less, so that on a 1280 px screen the whole table fits and none hides under the
              sticky Action column. */}
          <div className="[&_td]:px-1.5! [&_th]:px-1.5! [&_thead]:whitespace-normal">
            <OrdersTable
              caption={t('admin.orders.caption')}
              orders={data}
              serialHeader={t('admin.orders.column.serial')}
              details={details(t, count, choice, !staff.packsOnly && data.some(hasAmounts))}
              action={action(t)}
              firstNumber={(page - 1) * ORDER_SEARCH_PAGE_SIZE + 1}
            />
          </div>
          <Pager page={page} pages={pages} hrefOf={hrefOf} />
        </>
      )}
    </OrdersScreen>
  );
}
