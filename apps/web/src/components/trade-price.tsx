import trade from '@chaka/contract/catalogs/en/trade.json';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { tradeUnitPrice, useTradePrice } from '@/lib/trade-prices';

/**
 * A trade customer's price of a part beside its list price (issue 37): "Your price ৳950 · List price
 * ৳1,200", and the lower prices from a quantity on. Nothing for anyone else, and nothing in a page
 * the server rendered: the price is asked of the API once the customer is signed in.
 */
export function TradePriceNote({
  productId,
  quantity = 1,
  tiers = true,
  className = '',
}: {
  productId: string;
  /** The units ordered, for the tier they reach. */
  quantity?: number;
  /** Also list the lower prices of larger quantities. */
  tiers?: boolean;
  className?: string;
}) {
  const t = useT(trade);
  const money = useMoney();
  const price = useTradePrice(productId);
  if (!price) return null;
  const unit = tradeUnitPrice(price, quantity);
  if (unit >= price.listPrice && price.tiers.length === 0) return null;
  return (
    <div className={`text-sm ${className}`} data-trade-price>
      <p className="tabular flex flex-wrap gap-x-2">
        <span className="font-semibold text-success">{t('trade.price.yours', { price: money(unit) })}</span>
        <span className="text-muted line-through decoration-1">
          {t('trade.price.list', { price: money(price.listPrice) })}
        </span>
      </p>
      {tiers &&
        price.tiers.map((tier) => (
          <p key={tier.minQty} className="tabular text-muted">
            {t('trade.price.tier', { count: tier.minQty, price: money(tier.price) })}
          </p>
        ))}
    </div>
  );
}
