import type { Product, Vehicle } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';
import { productNameIn } from '@/lib/product-text';
import { CARD_IMAGE_SIZES, ProductImage } from './part-image';

// Only a list filtered by a car says a part fits it: the home page's cards never load the words.
const FitsYourCar = lazy(() => import('./fits-your-car').then((module) => ({ default: module.FitsYourCar })));
// Only a signed-in customer may have a trade price (issue 37): a visitor never loads its code or words.
const TradePriceNote = lazy(() =>
  import('./trade-price').then((module) => ({ default: module.TradePriceNote })),
);

/**
 * A product as a card (DESIGN.md "Product card"): square image, name, NEW badge, stock, price
 * and the Details link. Used by the shop grid and the home page. In a list of the parts that fit a
 * car, it says so; in a search that found one of its numbers, which (issue 36). Its brand is named,
 * and its name is the Bangla one for a Bangla reader when it has one.
 */
export function ProductCard({
  product,
  headingLevel = 2,
  eager = false,
  fitsCar,
  action,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eager?: boolean;
  /** The car the list was filtered by: every part in it fits. */
  fitsCar?: Vehicle;
  /** A second action beside Details (the shop's Add to cart). */
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inStock = product.availableQty > 0;
  const t = useT(site);
  const name = productNameIn(product, useLocale());
  const { user } = useSession();
  const customer = user !== null && user.role !== 'admin';
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="relative aspect-square bg-base-200">
        <ProductImage
          product={product}
          size={480}
          sizes={CARD_IMAGE_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-contain p-6"
        />
        <span className="badge badge-primary absolute top-3 left-3 font-semibold">{t('site.card.new')}</span>
      </figure>
      <div className="card-body gap-3">
        {product.brand && <p className="text-sm font-medium text-muted">{product.brand.name}</p>}
        <Heading className="card-title text-lg leading-snug">{name}</Heading>
        {product.match && (
          <p className="badge badge-outline h-auto max-w-full py-1 font-medium break-all">
            {t(`site.card.match.${product.match.kind}`, { number: product.match.number })}
          </p>
        )}
        {fitsCar && (
          <Suspense fallback={null}>
            <FitsYourCar car={fitsCar} />
          </Suspense>
        )}
        <div className="mt-auto flex items-end justify-between gap-3">
          <Money amount={product.price} className="text-2xl font-bold" />
          <span className={`tabular text-sm font-medium ${inStock ? 'text-muted' : 'text-error'}`}>
            {t('site.card.left', { count: product.availableQty })}
          </span>
        </div>
        {customer && (
          <Suspense fallback={null}>
            <TradePriceNote productId={product._id} tiers={false} className="-mt-2" />
          </Suspense>
        )}
        <div className={action ? 'grid grid-cols-2 gap-2' : ''}>
          <Link
            to={paths.product.getHref(product._id)}
            className="btn btn-primary btn-block"
            aria-label={t('site.card.detailsOf', { name })}
          >
            {t('site.card.details')}
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}
