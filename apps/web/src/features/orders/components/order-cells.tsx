import {
  awaitsOnlinePayment,
  displayTransactionId,
  isFreeOrder,
  isOpenOrder,
  needsDeliveryDetails,
  type Order,
} from '@chaka/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/order-timeline';
import { PartThumbnail } from '@/components/part-image';
import { paths } from '@/config/paths';
import { Money, useMoney } from '@/lib/money';
import { useOrdersT } from './order-labels';

/** The ordered part: its picture and name, as the order recorded them. */
export function OrderName({ order }: { order: Order }) {
  return (
    <div className="flex min-w-44 items-center gap-3">
      <PartThumbnail src={order.image} size={48} className="size-12 rounded-box" />
      <span className="font-medium leading-snug">{order.productName}</span>
    </div>
  );
}

/**
 * Whether the answer carries the order's amounts: a packer's answers leave them out (issue 38,
 * the contract's packer-view.ts), and a screen then shows nothing for them.
 */
export const hasAmounts = (order: Pick<Order, 'total'>) => typeof order.total === 'number';

/**
 * What the customer pays for the order, delivery included (the spec's Price column). With
 * `withDiscount` (All Orders, issue 37) a promotion's discount and code show beneath it.
 */
export function OrderPrice({ order, withDiscount = false }: { order: Order; withDiscount?: boolean }) {
  const t = useOrdersT();
  const money = useMoney();
  if (!hasAmounts(order)) return null;
  const price = isFreeOrder(order) ? (
    <span>{t('orders.paymentState.free')}</span>
  ) : (
    <Money amount={order.total} />
  );
  if (!withDiscount || !(order.discount > 0)) return price;
  const discount = money(order.discount);
  return (
    <div className="tabular">
      {price}
      <p className="text-xs text-success">
        {order.promotionCode
          ? t('orders.discount', { discount, code: order.promotionCode })
          : t('orders.discountAutomatic', { discount })}
      </p>
    </div>
  );
}

type PaymentState = 'Paid' | 'Not paid' | 'Free';

export const paymentState = (order: Order): PaymentState =>
  isFreeOrder(order) ? 'Free' : order.paid ? 'Paid' : 'Not paid';

const BADGE: Record<PaymentState, string> = {
  Paid: 'badge-success',
  'Not paid': 'badge-warning',
  Free: 'badge-neutral',
};

const PAYMENT_STATE_ID = {
  Paid: 'orders.paymentState.paid',
  'Not paid': 'orders.paymentState.notPaid',
  Free: 'orders.paymentState.free',
} as const;

/** Paid, Not paid or Free, in the language shown. */
export function PaymentBadge({ state }: { state: PaymentState }) {
  const t = useOrdersT();
  return (
    <span className={`badge h-auto min-h-6 py-0.5 text-center leading-tight ${BADGE[state]}`}>
      {t(PAYMENT_STATE_ID[state])}
    </span>
  );
}

/**
 * How wide a cell may grow: `narrow` in All Orders, whose eleven columns must fit beside the
 * dashboard's menu on a 1280 px screen, so what may wrap does and an address or id breaks where it
 * has to.
 */
type CellWidth = { narrow?: boolean };

/** The provider's transaction id without its "pi_" prefix (SPEC §9); narrow: lines as narrow as a short id. */
export function TransactionId({ order, narrow = false }: { order: Order } & CellWidth) {
  const t = useOrdersT();
  const shown = displayTransactionId(order.transactionId);
  return shown ? (
    <code className={`block text-xs break-all ${narrow ? 'max-w-24 min-w-16' : 'max-w-28 min-w-24'}`}>
      {shown}
    </code>
  ) : (
    <>
      <span className="text-muted" aria-hidden="true">
        —
      </span>
      <span className="sr-only">{t('orders.none')}</span>
    </>
  );
}

/**
 * An e-mail address that wraps before its "@" and before each dot of its domain, and mid-word only
 * when a part is wider than the column the table can spare.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  const [host, ...rest] = email.slice(at).split('.');
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {host}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        <span key={index}>
          <wbr />.{part}
        </span>
      ))}
    </span>
  );
}

/** Where the order is: Placed, Confirmed, Shipped, Delivered or Cancelled (shared with the return page). */
export const StatusBadge = OrderStatusBadge;

/**
 * The status, with a warning while the order cannot ship for want of an address (narrow: it wraps),
 * and below them any `notes` the screen adds (All Orders: awaiting e-mail verification).
 */
export function OrderStatusCell({
  order,
  narrow = false,
  notes,
}: { order: Order; notes?: ReactNode } & CellWidth) {
  const t = useOrdersT();
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={order.status} />
      {needsDeliveryDetails(order) && isOpenOrder(order) && (
        <span
          className={`badge badge-warning badge-sm h-auto ${narrow ? 'max-w-28 py-0.5 leading-tight' : 'whitespace-nowrap'}`}
        >
          {t('orders.error.deliveryNeeded')}
        </span>
      )}
      {notes}
    </div>
  );
}

/**
 * The order's number, leading to its own page. "Order CP-10001" is the word and the number in both
 * languages, not a message with a placeholder: as one, it would match any server sentence that
 * begins with "Order " and put it half into Bangla.
 */
export function OrderNumberLink({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <Link
      to={paths.dashboard.order.getHref(order._id)}
      className="link link-primary font-medium whitespace-nowrap"
      aria-label={`${t('orders.column.order')} ${order.orderNumber}`}
    >
      {order.orderNumber}
    </Link>
  );
}

/** Whether the customer can pay this order online now: online, unpaid, not free, not cancelled. */
export const canPayOnline = (order: Order) => awaitsOnlinePayment(order) && order.status !== 'cancelled';
