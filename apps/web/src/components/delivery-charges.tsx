import { deliveryFee, findDistrict, toMinorUnits } from '@chaka/contract';
import { useConfig } from '@/lib/config';
import { useMoney } from '@/lib/money';

/**
 * What the order will cost before it is placed: the parts, the delivery fee for the chosen
 * district (GET /api/config's charges) and the total. `subtotal` is null while the quantity is not
 * valid.
 */
export function DeliveryCharges({
  subtotal,
  district,
  priceLabel = 'Price',
}: {
  subtotal: number | null;
  district: string;
  /** What the parts' sum is called: Price on the order form, Subtotal for a cart. */
  priceLabel?: string;
}) {
  const { delivery } = useConfig();
  const money = useMoney();
  const known = findDistrict(district);
  const fee =
    subtotal === null || !known
      ? null
      : deliveryFee(
          { district: known.name, subtotalMinor: toMinorUnits(subtotal) },
          {
            dhakaFee: toMinorUnits(delivery.dhakaFee),
            outsideFee: toMinorUnits(delivery.outsideFee),
            freeOver: delivery.freeOver === null ? null : toMinorUnits(delivery.freeOver),
          },
        ) / 100;
  return (
    <dl
      className="tabular grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-200 px-4 py-3 text-sm"
      aria-label="Order total"
      aria-live="polite"
    >
      <dt className="text-muted">{priceLabel}</dt>
      <dd className="text-right">{subtotal === null ? '—' : money(subtotal)}</dd>
      <dt className="text-muted">Delivery fee{known ? ` to ${known.name}` : ''}</dt>
      <dd className="text-right">
        {fee === null ? (known ? '—' : 'Choose your district') : fee === 0 ? 'Free' : money(fee)}
      </dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-right text-base font-bold">
        {subtotal === null || fee === null ? '—' : money(subtotal + fee)}
      </dd>
    </dl>
  );
}
