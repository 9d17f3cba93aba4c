import { QUANTITY_MAX_LENGTH, SIZES, type Size } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import partRequestsCatalog from '@chaka/contract/catalogs/en/part-requests.json';
import { Link } from 'react-router';
import { PartImage } from '@/components/part-image';
import { TradePriceNote } from '@/components/trade-price';
import { SelectField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import type { PricedLine } from '../api/use-priced-cart';

/**
 * One line of the cart page: the part's picture and name, size, unit price, its quantity (editable
 * within the part's minimum and stock, with the spec's messages), the line's price and Remove. A part
 * that was deleted or sold out says so instead of a quantity.
 */
export function CartLineItem({
  priced,
  discount,
  linePrice,
  onQuantity,
  onSize,
  onRemove,
}: {
  priced: PricedLine;
  /** The line's share of a promotion code's discount and what is paid for it (issue 37). */
  discount?: { discount: number; pays: number; code: string };
  /** The line's price as the server quoted it (a trade customer's prices, issue 37), when quoted. */
  linePrice?: number;
  onQuantity: (typed: string) => void;
  onSize: (size: Size) => void;
  onRemove: () => void;
}) {
  const money = useMoney();
  const t = useT(cartCatalog);
  const quoteT = useT(partRequestsCatalog);
  const { line, part, issue, price, quantityText } = priced;
  const product = part.state === 'found' ? part.product : null;
  const name = product?.productName ?? t('cart.line.gone');
  const orderable = product !== null && product.availableQty > 0 && product.availableQty >= product.orderQty;
  return (
    <li className="flex gap-3 p-4 sm:gap-4">
      {product ? (
        <PartImage
          src={product.image}
          size={80}
          className="h-16 w-16 shrink-0 rounded-box border border-base-300 bg-base-200 object-contain p-1 sm:h-20 sm:w-20"
        />
      ) : (
        <div className="h-16 w-16 shrink-0 rounded-box border border-dashed border-base-300 bg-base-200 sm:h-20 sm:w-20" />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug break-words">
              {product ? (
                <Link to={paths.product.getHref(line.productId)} className="link link-hover">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            <p className="tabular text-sm text-muted">
              {/* The size has its own field below while the part can be ordered. */}
              {[
                !orderable && `${t('cart.line.sizeLabel')} ${line.size}`,
                product && t('cart.line.each', { price: money(priced.quoted?.price ?? product.price) }),
                priced.quoted && quoteT('part-requests.claim.quoted', { number: priced.quoted.number }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {product && !priced.quoted && (
              <TradePriceNote productId={line.productId} quantity={line.quantity} tiers={false} />
            )}
            {discount && discount.discount > 0 && price !== null && (
              <p className="tabular text-sm text-success">
                {t('cart.line.discount', {
                  discount: money(discount.discount),
                  code: discount.code,
                  pays: money(discount.pays),
                })}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end">
            <p className="tabular text-lg font-bold">{price === null ? '—' : money(linePrice ?? price)}</p>
            <button
              type="button"
              className="btn btn-ghost btn-sm -mr-2 text-error"
              aria-label={t('cart.line.removeLabel', { name, size: line.size })}
              onClick={onRemove}
            >
              {t('cart.line.remove')}
            </button>
          </div>
        </div>
        {part.state === 'error' && (
          <p role="alert" className="text-sm text-error">
            {t('cart.line.loadFailed')}
          </p>
        )}
        {!orderable && issue && (
          <p role="alert" className="text-sm font-medium text-error">
            {translated(issue)}
          </p>
        )}
        {product && orderable && (
          <div className="grid max-w-80 grid-cols-[minmax(0,1fr)_6rem] gap-x-3">
            <TextField
              label={t('cart.line.quantity')}
              aria-label={t('cart.line.quantityOf', { name, size: line.size })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={QUANTITY_MAX_LENGTH}
              value={quantityText}
              onChange={(event) => onQuantity(event.target.value)}
              error={issue ?? undefined}
              hint={t('cart.line.range', { minimum: product.orderQty, maximum: product.availableQty })}
            />
            <SelectField
              label={t('cart.line.sizeLabel')}
              aria-label={t('cart.line.sizeOf', { name })}
              value={line.size}
              onChange={(event) => onSize(event.target.value as Size)}
            >
              {SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </div>
    </li>
  );
}
