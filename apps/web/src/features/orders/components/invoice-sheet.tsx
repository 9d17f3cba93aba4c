import { formatDate, type OrderDocuments } from '@chaka/contract';
import { ReturnPolicyNote } from '@/components/return-policy-note';
import { useLocale } from '@/lib/i18n/locale';
import { DeliveryBlock, Labelled, ShopBlock, useDocumentsT, useMinorMoney } from './document-parts';
import { usePaymentMethodName } from './order-labels';

/** How the invoice says where the payment stands. */
function usePaymentState() {
  const t = useDocumentsT();
  return (order: OrderDocuments) =>
    order.paid || order.totalMinor <= 0
      ? t('documents.paid')
      : order.paymentMethod === 'cod'
        ? t('documents.codDue')
        : t('documents.unpaid');
}

/** One order's invoice, an A4 page in print: who sells, who buys, what, for how much, how paid. */
export function InvoiceSheet({ order }: { order: OrderDocuments }) {
  const t = useDocumentsT();
  const locale = useLocale();
  const money = useMinorMoney();
  const methodName = usePaymentMethodName();
  const paymentState = usePaymentState();
  return (
    <article
      aria-label={`${t('documents.invoice')} ${order.orderNumber}`}
      className="paper paper-invoice mx-auto w-full max-w-[210mm] rounded-box border border-base-300 p-6 shadow-sm sm:p-10"
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-gray-200 pb-6">
        <ShopBlock shop={order.shop} />
        <div className="text-right">
          <h2 className="text-3xl font-bold tracking-tight">{t('documents.invoice')}</h2>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-end gap-3">
              <dt className="text-gray-500">{t('documents.orderNumber')}</dt>
              <dd className="font-semibold tabular">{order.orderNumber}</dd>
            </div>
            <div className="flex justify-end gap-3">
              <dt className="text-gray-500">{t('documents.date')}</dt>
              <dd>{formatDate(order.createdAt, locale)}</dd>
            </div>
          </dl>
        </div>
      </header>
      <Labelled label={t('documents.billTo')} className="mt-6">
        <DeliveryBlock delivery={order.delivery} />
      </Labelled>
      <table className="mt-8 w-full text-left text-sm">
        <thead>
          <tr className="border-b-2 border-gray-300">
            <th scope="col" className="py-2 font-semibold">
              {t('documents.part')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('documents.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineId} className="border-b border-gray-200">
              <td className="py-3 pr-4">
                <p className="font-medium">{line.productName}</p>
                <p className="text-gray-500">
                  {t('documents.sizeQuantity', { size: line.size, quantity: line.quantity })}
                </p>
              </td>
              <td className="py-3 text-right align-top tabular">
                {line.priceMinor === 0 ? t('documents.free') : money(line.priceMinor)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto w-full max-w-xs space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('documents.subtotal')}</dt>
          <dd className="tabular">{money(order.subtotalMinor)}</dd>
        </div>
        {order.discountMinor > 0 && (
          <div className="flex justify-between gap-4">
            <dt>
              {t('documents.discount')} {order.promotionCode ?? ''}
            </dt>
            <dd className="tabular">−{money(order.discountMinor)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t('documents.deliveryFee')}</dt>
          <dd className="tabular">
            {order.deliveryFeeMinor === 0 ? t('documents.free') : money(order.deliveryFeeMinor)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t-2 border-gray-300 pt-2 text-base font-bold">
          <dt>{t('documents.total')}</dt>
          <dd className="tabular">{money(order.totalMinor)}</dd>
        </div>
        {order.advancePaidMinor > 0 && (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t('documents.advancePaid')}</dt>
              <dd className="tabular">{money(order.advancePaidMinor)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>{t('documents.dueOnDelivery')}</dt>
              <dd className="tabular">{money(order.amountToCollectMinor)}</dd>
            </div>
          </>
        )}
      </dl>
      <div className="mt-8 grid gap-4 rounded-box bg-gray-50 p-4 text-sm sm:grid-cols-2">
        <Labelled label={t('documents.paymentMethod')}>{methodName(order.paymentMethod)}</Labelled>
        <Labelled label={t('documents.paymentState')}>
          <span className="font-semibold">{paymentState(order)}</span>
        </Labelled>
      </div>
      <ReturnPolicyNote printed className="mt-6 text-gray-600" />
      <p className="mt-10 text-center text-sm text-gray-500">
        {t('documents.thanks', { siteName: order.shop.name })}
      </p>
    </article>
  );
}
