import { CATEGORIES, CATEGORY_LABELS, type Category, type Product } from '@chaka/contract';
import { Link, useSearchParams } from 'react-router';
import { ProductCard } from '@/components/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useProducts } from '../api/get-products';

/** Cards in the first rows of the widest grid load their images at once. */
const EAGER_CARDS = 3;

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

/** /shop (SPEC §2): every product as a card in a 1, 2 or 3 column grid, optionally one category. */
export function ShopPage() {
  const waiting = useMinimumDelay('shop');
  const products = useProducts();
  const [params] = useSearchParams();
  const requested = params.get('category');
  const category = isCategory(requested) ? requested : undefined;

  return (
    <Page
      title="Shop"
      heading={category ? CATEGORY_LABELS[category] : 'Shop'}
      intro="Brake pads, bulbs, filters, motor oil and spark plugs for the cars on Bangladesh's roads."
    >
      <nav aria-label="Categories" className="-mx-4 mb-8 overflow-x-auto px-4">
        <ul className="flex gap-2">
          <li>
            <CategoryLink to="/shop" active={!category} label="All parts" />
          </li>
          {CATEGORIES.map((value) => (
            <li key={value}>
              <CategoryLink
                to={`/shop?category=${value}`}
                active={category === value}
                label={CATEGORY_LABELS[value]}
              />
            </li>
          ))}
        </ul>
      </nav>
      {waiting || products.isPending ? (
        <Spinner label="Loading the parts" />
      ) : products.isError ? (
        <EmptyState title="The parts could not be loaded">
          Check your connection and reload the page.
        </EmptyState>
      ) : (
        <ProductGrid products={products.data.filter((p) => !category || p.category === category)} />
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

function ProductGrid({ products }: { products: Product[] }) {
  if (products.length === 0) {
    return (
      <EmptyState title="No parts here yet">
        <Link to="/shop" className="link link-primary">
          See all parts
        </Link>{' '}
        or{' '}
        <Link to="/contact" className="link link-primary">
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
