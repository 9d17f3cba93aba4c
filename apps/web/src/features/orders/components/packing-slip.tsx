import type { OrderDocuments } from '@chaka/contract';
import { DeliveryBlock, Labelled, useDocumentsT, useKilograms, useMinorMoney } from './document-parts';
import { OrderBarcode } from './order-barcode';

/**
 * One order's packing slip, half an A4 page (A5) in print: where it goes, what is in it, what it
 * weighs, what the courier collects, and the order number as a barcode.
 */
export function PackingSlip({ order }: { order: OrderDocuments }) {
  const t = useDocumentsT();
  const money = useMinorMoney();
  const kilograms = useKilograms();
  return (
    <article
      aria-label={`${t('documents.packingSlip')} ${order.orderNumber}`}
      className="paper paper-slip mx-auto w-full max-w-[148mm] rounded-box border border-base-300 p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-4">
        <div>
          <h2 className="text-lg font-bold">{t('documents.packingSlip')}</h2>
          <Labelled label={t('documents.from')} className="mt-2">
            <p className="text-sm font-semibold">{order.shop.name}</p>
          </Labelled>
        </div>
        <OrderBarcode
          value={order.orderNumber}
          label={t('documents.barcode', { number: order.orderNumber })}
        />
      </header>
      <Labelled label={t('documents.shipTo')} className="mt-4">
        <DeliveryBlock delivery={order.delivery} large />
      </Labelled>
      <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200 text-sm">
        {order.lines.map((line) => (
          <li key={line.lineId} className="flex justify-between gap-3 py-2">
            <span className="font-medium">{line.productName}</span>
            <span className="whitespace-nowrap text-gray-600">
              {t('documents.sizeQuantity', { size: line.size, quantity: line.quantity })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <Labelled label={t('documents.weight')}>
          <span className="text-base font-semibold">{kilograms(order.parcelWeightGrams)}</span>
        </Labelled>
        {order.courier && (
          <Labelled label={t('documents.courier')}>
            <span className="font-semibold">{order.courier}</span>
            {order.trackingNumber && <span className="block tabular">{order.trackingNumber}</span>}
          </Labelled>
        )}
      </div>
      <div className="mt-4 flex items-center justify-between gap-4 rounded-box border-2 border-gray-800 p-3">
        <span className="font-semibold">{t('documents.toCollect')}</span>
        <span className="text-2xl font-bold tabular">{money(order.amountToCollectMinor)}</span>
      </div>
    </article>
  );
}
