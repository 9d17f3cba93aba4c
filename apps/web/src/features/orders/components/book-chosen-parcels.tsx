import {
  BOOKABLE_COURIER_NAMES,
  type BookableCourier,
  type BookParcelsResponse,
  type Order,
} from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useBookParcels } from '../api/parcels';
import { useBookableCouriers } from './book-parcel-button';
import type { OrderChoice } from './chosen-orders';

/**
 * Above All Orders' table: the ticked confirmed orders booked with one courier at once (issue 33;
 * Steadfast's bulk order, Pathao one by one), then a result per order.
 */
export function BookChosenParcels({ choice, shown }: { choice: OrderChoice; shown: readonly Order[] }) {
  const couriers = useBookableCouriers();
  const [courier, setCourier] = useState<BookableCourier | undefined>();
  const [results, setResults] = useState<BookParcelsResponse['results']>([]);
  const bookMany = useBookParcels();
  const t = useT(admin);
  if (couriers.length === 0) return null;
  const chosen = couriers.includes(courier!) ? courier! : couriers[0]!;
  // Only confirmed orders with an address can go; the rest of the ticks are for printing.
  const ready = shown.filter(
    (order, index) =>
      choice.has(order._id) &&
      order.status === 'confirmed' &&
      order.delivery &&
      shown.findIndex((other) => other._id === order._id) === index,
  );

  async function run() {
    try {
      const answer = await bookMany.mutateAsync({
        courier: chosen,
        orderIds: ready.map((order) => order._id),
      });
      setResults(answer.results);
    } catch (error) {
      notify.error(errorMessage(error, t('admin.parcel.failed')));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <select
          className="select select-sm"
          aria-label={t('admin.orders.courier')}
          value={chosen}
          onChange={(event) => setCourier(event.target.value as BookableCourier)}
        >
          {couriers.map((key) => (
            <option key={key} value={key}>
              {BOOKABLE_COURIER_NAMES[key]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={ready.length === 0 || bookMany.isPending}
          onClick={() => void run()}
        >
          {t('admin.parcel.bookChosen', { count: ready.length })}
        </button>
      </div>
      {results.length > 0 && (
        <ul className="text-sm" aria-label={t('admin.parcel.results')}>
          {results.map((result) => (
            <li key={result.orderId} className={result.ok ? 'text-success' : 'text-error'}>
              {result.ok
                ? t('admin.parcel.booked', {
                    orderNumber: result.orderNumber ?? '',
                    courier: BOOKABLE_COURIER_NAMES[result.parcel!.courier],
                    trackingCode: result.parcel!.trackingCode,
                  })
                : `${result.orderNumber ?? ''}: ${result.message ?? ''}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
