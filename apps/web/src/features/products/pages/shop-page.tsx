import { CATEGORIES, type Product, type Vehicle, vehicleLabel } from '@chaka/contract';
import shop from '@chaka/contract/catalogs/en/shop.json';
import site from '@chaka/contract/catalogs/en/site.json';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AskForPartLink } from '@/components/ask-for-part-link';
import { ProductCard } from '@/components/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { VehicleName } from '@/components/vehicle-name';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useProductPage } from '../api/get-products';
import { BrandChips } from '../components/brand-chips';
import {
  type CatalogueParams,
  catalogueHref,
  pageCount,
  readCatalogueParams,
} from '../components/catalogue-params';
import { CatalogueSearch } from '../components/catalogue-search';
import { useShopVehicle } from '../components/use-shop-vehicle';

/** Cards in the first rows of the widest grid load their images at once. */
const EAGER_CARDS = 3;

/**
 * /shop (SPEC §2): the products as cards in a 1, 2 or 3 column grid, optionally one category, 24
 * cards a page, with a search box. Issue 18 adds the car picker (`carPicker`, from the garage
 * feature): with a car chosen, only the parts that fit it, and how many.
 */
export function ShopPage({
  carPicker,
  renderCardAction,
}: {
  carPicker?: ReactNode;
  /** A card's second action (the cart feature's Add to cart). */
  renderCardAction?: (product: Product) => ReactNode;
}) {
  const waiting = useMinimumDelay('shop');
  const [search] = useSearchParams();
  const params = readCatalogueParams(search);
  const shopVehicle = useShopVehicle(params.vehicle);
  const products = useProductPage(params);
  const { category, q, vehicle, brand } = params;
  const t = useT(shop);
  const siteT = useT(site);

  return (
    <Page
      title={t('shop.title')}
      heading={category ? siteT(`site.category.${category}`) : t('shop.title')}
      intro={t('shop.intro')}
    >
      {carPicker && <div className="mb-6">{carPicker}</div>}
      <nav aria-label={t('shop.categories')} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-2">
          <li>
            <CategoryLink
              to={catalogueHref(paths.shop.getHref(), { page: 1, q, vehicle, brand })}
              active={!category}
              label={t('shop.allParts')}
            />
          </li>
          {CATEGORIES.map((value) => (
            <li key={value}>
              <CategoryLink
                to={catalogueHref(paths.shop.getHref(), { page: 1, q, category: value, vehicle, brand })}
                active={category === value}
                label={siteT(`site.category.${value}`)}
              />
            </li>
          ))}
        </ul>
      </nav>
      <BrandChips params={params} />
      {/* The chosen car may still be read (the session): the parts of the address show meanwhile, as
          the server renders them, and the address follows the car once it is known. */}
      {waiting || products.isPending ? (
        <Spinner label={t('shop.loading')} />
      ) : products.isError ? (
        <EmptyState title={t('shop.failed')}>{t('shop.failedText')}</EmptyState>
      ) : (
        <>
          <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
            <CatalogueSearch q={q} category={category} vehicle={vehicle} brand={brand} />
            <p className="tabular text-muted sm:mt-2" aria-live="polite">
              {/* While the next page loads the previous one stays up; its count would be wrong here. */}
              {products.isPlaceholderData ? (
                t('shop.looking')
              ) : (
                <CountLine total={products.data.total} q={q} car={shopVehicle.vehicle} />
              )}
            </p>
          </div>
          <div aria-busy={products.isPlaceholderData}>
            <ProductGrid
              products={products.data.items}
              params={params}
              car={shopVehicle.vehicle}
              renderCardAction={renderCardAction}
            />
          </div>
          <Pager
            page={params.page}
            pages={pageCount(products.data.total)}
            hrefOf={(page) => catalogueHref(paths.shop.getHref(), { ...params, page })}
          />
        </>
      )}
    </Page>
  );
}

/** "1,204 parts", "3 parts for “brake”", "12 parts fit your Toyota Axio (NZE141, 2006-2012)". */
function CountLine({ total, q, car }: { total: number; q: string | undefined; car: Vehicle | undefined }) {
  const t = useT(shop);
  const parts = q ? t('shop.countFor', { count: total, q }) : t('shop.count', { count: total });
  if (!car) return parts;
  return (
    <>
      {parts} {t('shop.fitYour', { count: total })} <VehicleName vehicle={car} />
    </>
  );
}

function CategoryLink({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`btn btn-sm whitespace-nowrap ${active ? 'btn-neutral' : 'btn-ghost border-base-300'}`}
    >
      {label}
    </Link>
  );
}

function ProductGrid({
  products,
  params,
  car,
  renderCardAction,
}: {
  products: Product[];
  params: CatalogueParams;
  car: Vehicle | undefined;
  renderCardAction?: (product: Product) => ReactNode;
}) {
  const t = useT(shop);
  if (products.length === 0) {
    const title = params.q
      ? t('shop.empty.search', { q: params.q })
      : params.page > 1
        ? t('shop.empty.page')
        : car
          ? t('shop.empty.car', { car: vehicleLabel(car) })
          : t('shop.empty.none');
    if (car && !params.q) {
      return (
        <EmptyState title={title}>
          <Link to={paths.contact.getHref()} className="link link-primary">
            {t('shop.empty.askUs')}
          </Link>{' '}
          {t('shop.empty.askUsCar')}
          <AskForPartLink />
        </EmptyState>
      );
    }
    return (
      <EmptyState title={title}>
        <Link to={paths.shop.getHref()} className="link link-primary">
          {t('shop.empty.seeAll')}
        </Link>{' '}
        {t('shop.empty.or')}{' '}
        <Link to={paths.contact.getHref()} className="link link-primary">
          {t('shop.empty.askUsLower')}
        </Link>{' '}
        {t('shop.empty.toFind')}
        {params.q && <AskForPartLink q={params.q} />}
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('shop.products')}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            eager={index < EAGER_CARDS}
            fitsCar={car}
            action={renderCardAction?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
