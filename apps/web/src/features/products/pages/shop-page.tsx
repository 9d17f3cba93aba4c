import { CATEGORIES, CATEGORY_LABELS, PRODUCT_PAGE_SIZE, type Product } from '@chaka/contract';
import { Link, useSearchParams } from 'react-router';
import { ProductCard } from '@/components/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useCatalogueSize, useProductPage } from '../api/get-products';
import {
  type CatalogueParams,
  catalogueHref,
  pageCount,
  readCatalogueParams,
} from '../components/catalogue-params';
import { CatalogueSearch } from '../components/catalogue-search';
import { Pager } from '../components/pager';

/** Cards in the first rows of the widest grid load their images at once. */
const EAGER_CARDS = 3;

/**
 * /shop (SPEC §2): the products as cards in a 1, 2 or 3 column grid, optionally one category. A
 * catalogue larger than one page is shown 24 cards a page, with a search box.
 */
export function ShopPage() {
  const waiting = useMinimumDelay('shop');
  const [search] = useSearchParams();
  const params = readCatalogueParams(search);
  const products = useProductPage(params);
  const catalogueSize = useCatalogueSize();
  const large = (catalogueSize.data ?? 0) > PRODUCT_PAGE_SIZE;
  const { category, q } = params;

  return (
    <Page
      title="Shop"
      heading={category ? CATEGORY_LABELS[category] : 'Shop'}
      intro="Brake pads, bulbs, filters, motor oil and spark plugs for the cars on Bangladesh's roads."
    >
      <nav aria-label="Categories" className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-2">
          <li>
            <CategoryLink
              to={catalogueHref(paths.shop.getHref(), { page: 1, q })}
              active={!category}
              label="All parts"
            />
          </li>
          {CATEGORIES.map((value) => (
            <li key={value}>
              <CategoryLink
                to={catalogueHref(paths.shop.getHref(), { page: 1, q, category: value })}
                active={category === value}
                label={CATEGORY_LABELS[value]}
              />
            </li>
          ))}
        </ul>
      </nav>
      {waiting || products.isPending || catalogueSize.isPending ? (
        <Spinner label="Loading the parts" />
      ) : products.isError ? (
        <EmptyState title="The parts could not be loaded">
          Check your connection and reload the page.
        </EmptyState>
      ) : (
        <>
          {(large || q) && (
            <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
              <CatalogueSearch q={q} category={category} />
              <p className="tabular text-muted" aria-live="polite">
                {/* While the next page loads the previous one stays up; its count would be wrong here. */}
                {products.isPlaceholderData
                  ? 'Looking for parts…'
                  : `${products.data.total.toLocaleString('en')} ${products.data.total === 1 ? 'part' : 'parts'}${q ? ` for “${q}”` : ''}`}
              </p>
            </div>
          )}
          <div aria-busy={products.isPlaceholderData}>
            <ProductGrid products={products.data.items} params={params} />
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

function ProductGrid({ products, params }: { products: Product[]; params: CatalogueParams }) {
  if (products.length === 0) {
    const title = params.q
      ? `No parts match “${params.q}”`
      : params.page > 1
        ? 'This page is empty'
        : 'No parts here yet';
    return (
      <EmptyState title={title}>
        <Link to={paths.shop.getHref()} className="link link-primary">
          See all parts
        </Link>{' '}
        or{' '}
        <Link to={paths.contact.getHref()} className="link link-primary">
          ask us
        </Link>{' '}
        to find one for you.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
