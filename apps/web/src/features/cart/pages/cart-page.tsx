import type { CartQuote } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeliveryCharges } from '@/components/delivery-charges';
import { DistrictSelect } from '@/components/district-select';
import { PromotionCode } from '@/components/promotion-code';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useCartQuote } from '@/lib/cart-quote';
import { useT } from '@/lib/i18n/use-t';
import { useTradeGroup } from '@/lib/trade-prices';
import { usePricedCart } from '../api/use-priced-cart';
import { CartGate } from '../components/cart-gate';
import { CartLineItem } from '../components/cart-line-item';
import { cartStore } from '../lib/cart';
import { removeLine, setLineQuantity, setLineSize } from '../lib/cart-rules';
import { chosenCode } from '../lib/chosen-code';
import { chosenDistrict } from '../lib/chosen-district';
import { quantityIssue } from '../lib/line-status';
import { useQuoteFromAddress } from './quote-page';

/**
 * /cart: every part in the cart with its price and stock as the shop has them now, the subtotal,
 * the delivery fee to a chosen district and the total, then Checkout.
 */
export function CartPage() {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [district, setDistrict] = useState(chosenDistrict.get);
  const cart = usePricedCart(drafts);
  const t = useT(cartCatalog);
  // Issue 37: a promotion code the server accepted for the cart; it carries on to the checkout.
  const [initialCode] = useState(chosenCode.get);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const signedIn = cart.owner.startsWith('account:');
  useQuoteFromAddress(signedIn);
  // Issue 37: a trade customer's cart is priced by the server at their prices, with or without a code.
  const trade = useTradeGroup(signedIn);
  const items = cart.lines.map(({ line }) => line);
  const tradeQuote = useCartQuote(
    trade && !quote && !cart.blocked ? { items, ...(district ? { delivery: { district } } : {}) } : null,
  );
  const serverQuote = quote ?? tradeQuote.data ?? null;

  const changeQuantity = (key: string, typed: string) => {
    const priced = cart.lines.find((line) => line.key === key);
    const product = priced?.part.state === 'found' ? priced.part.product : null;
    const valid = product !== null && quantityIssue(typed, product) === null;
    if (valid) cartStore.update((lines) => setLineQuantity(lines, key, Number(typed.trim())));
    setDrafts(({ [key]: _, ...rest }) => (valid ? rest : { ...rest, [key]: typed }));
  };

  return (
    <Page title={t('cart.title')} heading={t('cart.heading')}>
      <CartGate cart={cart}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ul
            aria-label={t('cart.lines')}
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {cart.lines.map((priced, index) => (
              <CartLineItem
                key={priced.key}
                priced={priced}
                discount={quote?.code ? { ...quote.lines[index]!, code: quote.code } : undefined}
                linePrice={
                  serverQuote?.lines.find(
                    (l) => l.productId === priced.line.productId && l.size === priced.line.size,
                  )?.price
                }
                onQuantity={(typed) => changeQuantity(priced.key, typed)}
                onSize={(size) => cartStore.update((lines) => setLineSize(lines, priced.key, size))}
                onRemove={() => cartStore.update((lines) => removeLine(lines, priced.key))}
              />
            ))}
          </ul>
          <section aria-label={t('cart.summary')} className="space-y-4 lg:sticky lg:top-24">
            <DistrictSelect
              label={t('cart.deliverTo')}
              placeholder={t('cart.chooseDistrict')}
              value={district}
              onChange={(event) => {
                setDistrict(event.target.value);
                chosenDistrict.set(event.target.value);
              }}
            />
            <DeliveryCharges
              subtotal={cart.subtotal}
              district={district}
              priceLabel={t('cart.subtotal')}
              quote={serverQuote}
            />
            {signedIn && (
              <PromotionCode
                items={cart.lines.map(({ line }) => line)}
                district={district}
                initialCode={initialCode}
                onChange={chosenCode.set}
                onQuote={setQuote}
              />
            )}
            {cart.blocked ? (
              <>
                <p className="text-sm text-error">{t('cart.fixToCheckout')}</p>
                <button type="button" className="btn btn-primary btn-block" disabled>
                  {t('cart.checkout')}
                </button>
              </>
            ) : (
              <Link to={paths.checkout.getHref()} className="btn btn-primary btn-block">
                {t('cart.checkout')}
              </Link>
            )}
            <Link to={paths.shop.getHref()} className="btn btn-ghost btn-block">
              {t('cart.continue')}
            </Link>
          </section>
        </div>
      </CartGate>
    </Page>
  );
}
