import { type CartQuote, deliveryFee, findDistrict, toMajorUnits, toMinorUnits } from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { useConfig } from '@/lib/config';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';

/**
 * What the order will cost before it is placed: the parts, the delivery fee for the chosen
 * district (GET /api/config's charges) and the total. `subtotal` is null while the quantity is not
 * valid. With `quote` (a promotion code the server accepted, issue 37) the discount shows and the
 * fee and total are the server's.
 */
export function DeliveryCharges({
  subtotal,
  district,
  priceLabel,
  quote,
}: {
  subtotal: number | null;
  district: string;
  /** What the parts' sum is called: Price (the default) on the order form, Subtotal for a cart. */
  priceLabel?: string;
  quote?: CartQuote | null;
}) {
  const { delivery } = useConfig();
  const money = useMoney();
  const t = useT(productCatalog);
  const known = findDistrict(district);
  const listed =
    subtotal === null || !known
      ? null
      : toMajorUnits(
          deliveryFee(
            { district: known.name, subtotalMinor: toMinorUnits(subtotal) },
            {
              dhakaFee: toMinorUnits(delivery.dhakaFee),
              outsideFee: toMinorUnits(delivery.outsideFee),
              freeOver: delivery.freeOver === null ? null : toMinorUnits(delivery.freeOver),
            },
          ),
        );
  // The server's quote once it prices these parts; the fee and total need the district.
  const quoted = quote && subtotal !== null ? quote : null;
  const priced = quoted && known ? quoted : null;
  const fee = priced ? priced.deliveryFee : listed;
  const total = priced ? priced.total : subtotal === null || fee === null ? null : subtotal + fee;
  return (
    <dl
      className="tabular grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-200 px-4 py-3 text-sm"
      aria-label={t('product.order.total')}
      aria-live="polite"
    >
      <dt className="text-muted">{priceLabel ?? t('product.order.price')}</dt>
      <dd className="text-right">{subtotal === null ? '—' : money(quoted?.subtotal ?? subtotal)}</dd>
      {quoted && quoted.discount > 0 && (
        <>
          <dt className="text-success">{t('product.order.discount', { code: quoted.code ?? '' })}</dt>
          <dd className="text-right text-success">−{money(quoted.discount)}</dd>
        </>
      )}
      <dt className="text-muted">
        {known ? t('product.order.deliveryFeeTo', { district: known.name }) : t('product.order.deliveryFee')}
      </dt>
      <dd className="text-right">
        {fee === null
          ? known
            ? '—'
            : t('product.order.chooseDistrict')
          : fee === 0
            ? t('product.order.free')
            : money(fee)}
      </dd>
      <dt className="font-semibold">{t('product.order.totalLabel')}</dt>
      <dd className="text-right text-base font-bold">{total === null ? '—' : money(total)}</dd>
    </dl>
  );
}
