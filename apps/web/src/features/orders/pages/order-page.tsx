import { awaitsAdvance, formatDate, type OrderDetail } from '@chaka/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OrderTimeline } from '@/components/order-timeline';
import { PartThumbnail } from '@/components/part-image';
import { PaymentResultNotice } from '@/components/payment-result';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useLocale } from '@/lib/i18n/locale';
import { useMoney } from '@/lib/money';
import { usePermissions } from '@/lib/permissions';
import { useOrderDetail } from '../api/order-detail';
import { CancelOrderButton } from '../components/cancel-order-button';
import { canPayOnline, hasAmounts, StatusBadge } from '../components/order-cells';
import { OrderDelivery } from '../components/order-delivery';
import { useOrdersT } from '../components/order-labels';
import { OrderNotes } from '../components/order-notes';
import { OrderPaperLinks } from '../components/order-paper-links';
import { OrderPayment } from '../components/order-payment';
import { OrderPhone } from '../components/order-phone';
import { OrderRefundBadge } from '../components/order-refund-badge';
import { OrderReturns } from '../components/order-returns';
import { PhoneRecordList } from '../components/phone-record';
import { ResendMessageButtons } from '../components/resend-message-buttons';

/**
 * /dashboard/orders/{id}: one order, its parts, where it goes, what it costs and where it is; a
 * customer coming back from the payment gateway lands here and sees how the payment went.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrderDetail(id);
  const t = useOrdersT();
  if (order.isPending) {
    return (
      <Page title={t('orders.page.title')}>
        <Spinner label={t('orders.page.loading')} />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title={t('orders.page.title')}>
        <EmptyState title={t('orders.page.loadFailed')}>
          <p>{order.error.message}</p>
          <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-primary mt-4">
            {t('orders.page.back')}
          </Link>
        </EmptyState>
      </Page>
    );
  }
  return <OrderSummary order={order.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function OrderSummary({ order }: { order: OrderDetail }) {
  const { user } = useSession();
  const money = useMoney();
  const t = useOrdersT();
  const locale = useLocale();
  const isOwner = user?.email === order.email;
  // Staff on the phone with the customer (issue 38) open a return for them and send a message again.
  const permissions = usePermissions().data?.permissions ?? [];
  const shipped = order.status === 'shipped' || order.status === 'delivered' || order.status === 'returned';
  const cashOrder = order.paymentMethod === 'cod';
  const owesFee = awaitsAdvance(order) && order.status !== 'cancelled';
  return (
    <Page
      title={`${t('orders.page.title')} ${order.orderNumber}`}
      intro={t('orders.page.placedOn', { date: formatDate(order.createdAt, locale), name: order.userName })}
    >
      <div className="mb-6 empty:hidden">
        {/* A cash order's payment online is its delivery fee (COD_ADVANCE). */}
        {hasAmounts(order) && (
          <PaymentResultNotice
            amount={money(cashOrder ? order.advance : order.total)}
            paid={cashOrder ? order.advancePaid : order.paid}
            transactionId={order.transactionId}
          />
        )}
      </div>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <OrderRefundBadge order={order} />
        <OrderPaperLinks order={order} />
        <span className="grow" />
        {isOwner && canPayOnline(order) && (
          <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary">
            {t('orders.page.pay', { amount: money(order.total) })}
          </Link>
        )}
        {isOwner && owesFee && (
          <Link
            to={`${paths.dashboard.payment.getHref(order._id)}?method=sslcommerz`}
            className="btn btn-primary"
          >
            {t('orders.page.payFee', { amount: money(order.advance) })}
          </Link>
        )}
        <CancelOrderButton order={order} className="" />
        {permissions.includes('messages.resend') && <ResendMessageButtons order={order} />}
      </div>
      {owesFee && (
        <p role="status" className="alert alert-warning mb-6 text-sm">
          {t(isOwner ? 'orders.page.awaitingAdvance' : 'orders.page.awaitingAdvanceShop')}
        </p>
      )}
      {order.awaitingVerification && (
        <p role="status" className="alert alert-warning mb-6 text-sm">
          {t(isOwner ? 'orders.page.awaitingVerification' : 'orders.page.awaitingVerificationShop')}
        </p>
      )}
      <OrderPhone order={order} isOwner={isOwner} />
      <OrderReturns order={order} isOwner={isOwner || permissions.includes('returns.open')} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Section title={t('orders.page.parts')}>
            <ul className="divide-y divide-base-300">
              {order.lines.map((line) => (
                <li key={line.lineId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <PartThumbnail src={line.image} size={48} className="size-12 rounded-box" />
                  <div className="min-w-0 grow">
                    <p className="font-medium leading-snug">{line.productName}</p>
                    <p className="tabular text-sm text-muted">
                      {t('orders.page.sizeQuantity', { size: line.size, quantity: line.quantity })}
                    </p>
                  </div>
                  {/* A packer's answer has no prices (issue 38). */}
                  {typeof line.price === 'number' && (
                    <span className="tabular font-semibold">
                      {line.price === 0 ? t('orders.page.free') : money(line.price)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('orders.page.delivery')}>
            <OrderDelivery
              order={order}
              canEdit={isOwner && (order.status === 'placed' || order.status === 'confirmed')}
            />
            <PhoneRecordList record={order.phoneRecord} />
            {shipped && order.courier && (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t('orders.page.courier')}</dt>
                <dd className="font-medium">{order.courier}</dd>
                <dt className="text-muted">{t('orders.page.tracking')}</dt>
                <dd className="font-mono font-medium">{order.trackingNumber}</dd>
              </dl>
            )}
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('orders.page.payment')}>
            <OrderPayment order={order} isOwner={isOwner} />
          </Section>
          <Section title={t('orders.page.timeline')}>
            <OrderTimeline events={order.events} />
          </Section>
        </div>
      </div>
      <OrderNotes orderId={order._id} />
    </Page>
  );
}
