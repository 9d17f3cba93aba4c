import type { CartQuote } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import { Link } from 'react-router';
import { DeliveryCharges } from '@/components/delivery-charges';
import { paths } from '@/config/paths';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import type { PricedLine } from '../api/use-priced-cart';

/** A line's price as the server quoted it (a trade customer's prices, issue 37), when quoted. */
const quotedPrice = (quote: CartQuote | null, line: PricedLine['line']) =>
  quote?.lines.find((quoted) => quoted.productId === line.productId && quoted.size === line.size)?.price;

/** The checkout's summary: each part with its quantity, size and price, then subtotal, fee and total. */
export function CheckoutSummary({
  lines,
  subtotal,
  district,
  quote,
}: {
  lines: PricedLine[];
  subtotal: number | null;
  district: string;
  /** The server's quote with the promotion code applied (issue 37), or null. */
  quote: CartQuote | null;
}) {
  const money = useMoney();
  const t = useT(cartCatalog);
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <Link to={paths.cart.getHref()} className="link link-primary text-sm">
          {t('cart.checkout.edit')}
        </Link>
      </div>
      <ul
        aria-label={t('cart.checkout.parts')}
        className="divide-y divide-base-300 rounded-box border border-base-300"
      >
        {lines.map(({ key, line, part, price, issue }) => (
          <li key={key} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {part.state === 'found' ? part.product.productName : t('cart.line.gone')}
              </p>
              <p className="tabular text-muted">
                {t('cart.checkout.quantitySize', { quantity: line.quantity, size: line.size })}
              </p>
              {issue && (
                <p role="alert" className="text-error">
                  {translated(issue)}
                </p>
              )}
            </div>
            <span className="tabular shrink-0 font-semibold">
              {price === null ? '—' : money(quotedPrice(quote, line) ?? price)}
            </span>
          </li>
        ))}
      </ul>
      <DeliveryCharges
        subtotal={subtotal}
        district={district}
        priceLabel={t('cart.subtotal')}
        quote={quote}
      />
    </section>
  );
}
