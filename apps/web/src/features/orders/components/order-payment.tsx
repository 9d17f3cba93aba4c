import { displayTransactionId, type OrderDetail } from '@chaka/contract';
import { useMoney } from '@/lib/money';
import { CollectedShort } from './collected-short';
import { hasAmounts, PaymentBadge, paymentState } from './order-cells';
import { useOrdersT, usePaymentMethodName } from './order-labels';

/**
 * An order's page's payment: what it costs (subtotal, discount, delivery, total), a cash order's
 * advance and what is due at the door, how it is paid and whether it is. A packer's answer carries
 * none of the amounts nor the payment (issue 38): then only the method and what the courier
 * collects at the door.
 */
export function OrderPayment({ order, isOwner }: { order: OrderDetail; isOwner: boolean }) {
  const money = useMoney();
  const t = useOrdersT();
  const methodName = usePaymentMethodName();
  const transactionId = displayTransactionId(order.transactionId);
  const cashOrder = order.paymentMethod === 'cod';
  const method = (
    <>
      <dt className="text-muted">{t('orders.page.method')}</dt>
      <dd className="text-right">{methodName(order.paymentMethod)}</dd>
    </>
  );
  if (!hasAmounts(order)) {
    return (
      <dl className="tabular grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {method}
        {cashOrder && typeof order.dueOnDelivery === 'number' && (
          <>
            <dt className="text-muted">{t('orders.page.dueOnDelivery')}</dt>
            <dd className="text-right font-semibold">{money(order.dueOnDelivery)}</dd>
          </>
        )}
      </dl>
    );
  }
  return (
    <dl className="tabular grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
      <dt className="text-muted">{t('orders.page.subtotal')}</dt>
      <dd className="text-right">{money(order.subtotal)}</dd>
      {order.discount > 0 && (
        <>
          <dt className="text-success">
            {[t('orders.page.discount'), order.promotionCode].filter(Boolean).join(' ')}
          </dt>
          <dd className="text-right text-success">−{money(order.discount)}</dd>
        </>
      )}
      <dt className="text-muted">{t('orders.page.deliveryFee')}</dt>
      <dd className="text-right">
        {order.deliveryFee === 0 ? t('orders.page.free') : money(order.deliveryFee)}
      </dd>
      <div className="col-span-2 grid grid-cols-subgrid border-t border-base-300 pt-2">
        <dt className="font-semibold">{t('orders.page.total')}</dt>
        <dd className="text-right text-lg font-bold">{money(order.total)}</dd>
      </div>
      {cashOrder && order.advance > 0 && (
        <>
          <dt className="text-muted">
            {t(order.advancePaid ? 'orders.page.advancePaid' : 'orders.page.advanceDue')}
          </dt>
          <dd className="text-right">{money(order.advance)}</dd>
          <dt className="text-muted">{t('orders.page.dueOnDelivery')}</dt>
          <dd className="text-right font-semibold">{money(order.dueOnDelivery)}</dd>
        </>
      )}
      {method}
      <dt className="text-muted">{t('orders.page.payment')}</dt>
      <dd className="text-right">
        <PaymentBadge state={paymentState(order)} />
      </dd>
      {!isOwner && (
        <dd className="col-span-2 text-right empty:hidden">
          <CollectedShort order={order} />
        </dd>
      )}
      {transactionId && (
        <>
          <dt className="text-muted">{t('orders.page.transaction')}</dt>
          <dd className="text-right font-mono text-sm break-all">{transactionId}</dd>
        </>
      )}
    </dl>
  );
}
