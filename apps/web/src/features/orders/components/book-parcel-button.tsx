import { BOOKABLE_COURIER_NAMES, type BookableCourier, type Order } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';
import { useStaffAccess } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useBookParcel, useCouriersOn, useParcelQuote } from '../api/parcels';
import { useKilograms } from './document-parts';
import { OrderActionButton } from './order-action-button';

/**
 * The couriers that are on, and a confirmed order with an address can be booked with them; none
 * for staff who do not move orders (issue 38), who are not asked about them.
 */
export function useBookableCouriers(order?: Order): readonly BookableCourier[] {
  const couriers = useCouriersOn(useStaffAccess().can('orders.move')).data?.couriers ?? [];
  if (order && (order.status !== 'confirmed' || !order.delivery)) return [];
  return couriers;
}

/** The dialog's courier choice, with what the parcel weighs, what is collected and the courier's price. */
function ParcelFields({
  orderId,
  couriers,
  choice,
}: {
  orderId: string;
  couriers: readonly BookableCourier[];
  choice: { courier: BookableCourier };
}) {
  const [courier, setCourier] = useState(choice.courier);
  const quote = useParcelQuote(orderId, courier);
  const kilograms = useKilograms();
  const t = useT(admin);
  // A packer sees what to collect, not the courier's charge (issue 38).
  const { packsOnly } = useStaffAccess();
  return (
    <div className="flex flex-col gap-3 pb-2">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold">{t('admin.orders.courier')}</legend>
        {couriers.map((key) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name="parcel-courier"
              checked={courier === key}
              onChange={() => {
                setCourier(key);
                choice.courier = key;
              }}
            />
            {BOOKABLE_COURIER_NAMES[key]}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {quote.isPending && <p className="text-sm text-muted">{t('admin.parcel.asking')}</p>}
        {quote.isError && (
          <p className="text-sm text-error">{errorMessage(quote.error, t('admin.parcel.noQuote'))}</p>
        )}
        {quote.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>{t('admin.parcel.weight')}</dt>
            <dd className="tabular">{kilograms(quote.data.weightGrams)}</dd>
            <dt>{t('admin.parcel.collect')}</dt>
            <dd>
              <Money amount={quote.data.amountToCollect} />
            </dd>
            {!packsOnly && (
              <>
                <dt>{t('admin.parcel.fee')}</dt>
                <dd>
                  {quote.data.fee === null ? t('admin.parcel.noFee') : <Money amount={quote.data.fee} />}
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}

/**
 * "Book parcel" for a confirmed order (issue 33): the courier among those that are on, the parcel's
 * weight, the amount to collect and the courier's price, then Book. The order is shipped with the
 * courier's tracking code; a refusal shows the courier's own words.
 */
export function BookParcelButton({ order }: { order: Order }) {
  const couriers = useBookableCouriers(order);
  const dialog = useDialog();
  const book = useBookParcel();
  const t = useT(admin);
  if (couriers.length === 0) return null;
  const label = t('admin.parcel.book');

  async function run() {
    const choice = { courier: couriers[0]! };
    const confirmed = await dialog.confirm({
      title: t('admin.parcel.title', { orderNumber: order.orderNumber }),
      text: t('admin.parcel.text', { name: order.userName }),
      confirmLabel: label,
      content: <ParcelFields orderId={order._id} couriers={couriers} choice={choice} />,
    });
    if (!confirmed) return;
    try {
      const booked = await book.mutateAsync({ orderId: order._id, courier: choice.courier });
      notify.success(
        t('admin.parcel.booked', {
          orderNumber: order.orderNumber,
          courier: BOOKABLE_COURIER_NAMES[booked.courier],
          trackingCode: booked.trackingCode,
        }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('admin.parcel.failed')));
    }
  }

  return <OrderActionButton label={label} look="book" busy={book.isPending} onClick={() => void run()} />;
}
