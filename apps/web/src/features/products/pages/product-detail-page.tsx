import { messages, type Product } from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import site from '@chaka/contract/catalogs/en/site.json';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BackInStockButton } from '@/components/back-in-stock-button';
import { ForbiddenScreen } from '@/components/forbidden-screen';
import { DETAIL_IMAGE_SIZES, ProductImage } from '@/components/part-image';
import { TradePriceNote } from '@/components/trade-price';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';
import { productDescriptionIn, productNameIn } from '@/lib/product-text';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useProduct } from '../api/get-product';
import { PartIdentity, PartNumbersTable } from '../components/part-numbers';
import { ProductFitmentNotes } from '../components/product-fitment';
import { ProductReturnTerms } from '../components/product-return-terms';

export interface ProductDetailPageProps {
  /** The order form (quantity, size, Place Order), supplied by the ordering feature. */
  renderOrderForm?: (product: Product) => ReactNode;
  /** "{n} Reviews", supplied by the reviews feature. */
  reviewsLabel?: ReactNode;
}

/** /services/{id} (SPEC §2 "Product detail screen"). */
export function ProductDetailPage({ renderOrderForm, reviewsLabel }: ProductDetailPageProps) {
  const { id = '' } = useParams();
  const waiting = useMinimumDelay('productDetail');
  const product = useProduct(id);
  const role = useRole();
  const t = useT(productCatalog);

  if (waiting || product.isPending || role.isPending) {
    return (
      <Page title={t('product.detail.title')} heading={null}>
        <Spinner label={t('product.detail.loading')} />
      </Page>
    );
  }
  // SPEC §2: whatever made the product fail to load (refused, unknown, unreachable), the 403 screen.
  if (product.isError) return <ForbiddenScreen />;
  return (
    <ProductDetail
      product={product.data}
      isAdmin={role.role === 'admin'}
      renderOrderForm={renderOrderForm}
      reviewsLabel={reviewsLabel}
    />
  );
}

function ProductDetail({
  product,
  isAdmin,
  renderOrderForm,
  reviewsLabel,
}: ProductDetailPageProps & { product: Product; isAdmin: boolean }) {
  const t = useT(productCatalog);
  const siteT = useT(site);
  const locale = useLocale();
  const name = productNameIn(product, locale);
  return (
    <Page title={name} heading={null}>
      <nav aria-label={t('product.detail.breadcrumb')} className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link to={paths.shop.getHref()}>{siteT('site.nav.shop')}</Link>
          </li>
          {product.category && (
            <li>
              <Link to={paths.shop.getHref(product.category)}>
                {siteT(`site.category.${product.category}`)}
              </Link>
            </li>
          )}
          <li aria-current="page" className="max-w-[50vw] truncate sm:max-w-none">
            {name}
          </li>
        </ul>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <figure className="aspect-square overflow-hidden rounded-box border border-base-300 bg-base-200">
          <ProductImage
            product={product}
            size={640}
            sizes={DETAIL_IMAGE_SIZES}
            className="h-full w-full object-contain p-8"
          />
        </figure>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <PartIdentity product={product} />
          {reviewsLabel && <p className="mt-2 text-sm font-medium text-muted">{reviewsLabel}</p>}
          <p className="tabular mt-4 text-3xl font-bold text-primary">
            <Money amount={product.price} />
          </p>
          <TradePriceNote productId={product._id} className="mt-1 text-base" />
          <p className="mt-4 leading-relaxed">{productDescriptionIn(product, locale)}</p>
          <PartNumbersTable product={product} />
          <dl className="mt-6 grid grid-cols-2 gap-3">
            <Fact label={t('product.detail.minimum')} value={product.orderQty} />
            <Fact label={t('product.detail.available')} value={product.availableQty} />
          </dl>
          <div className="mt-6">
            <ProductFitmentNotes product={product} />
          </div>
          <div className="mt-6">
            <ProductReturnTerms product={product} />
          </div>
          <div className="mt-6">
            <OrderArea product={product} isAdmin={isAdmin} renderOrderForm={renderOrderForm} />
          </div>
        </div>
      </div>
    </Page>
  );
}

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-200 px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="tabular text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** What replaces the order form: admins may not order, and nobody can order an empty shelf. */
export function OrderArea({
  product,
  isAdmin,
  renderOrderForm,
}: {
  product: Product;
  isAdmin: boolean;
  renderOrderForm: ProductDetailPageProps['renderOrderForm'];
}) {
  const t = useT(productCatalog);
  if (isAdmin) {
    return (
      <div className="space-y-3">
        <p className="font-medium">
          {t('product.detail.availableItems')} <span className="tabular">{product.availableQty}</span>
        </p>
        <p role="note" className="alert alert-warning">
          {translated(messages.orders.adminNotAllowed)}
        </p>
      </div>
    );
  }
  if (product.availableQty <= 0) {
    return (
      <div className="space-y-2">
        <button type="button" className="btn btn-block" disabled>
          {t('product.detail.outOfStock')}
        </button>
        <p className="text-sm text-muted">
          {t('product.detail.soldOut')}{' '}
          <Link to={paths.contact.getHref()} className="link">
            {t('product.detail.askUs')}
          </Link>{' '}
          {t('product.detail.whenBack')}
        </p>
        <BackInStockButton productId={product._id} />
      </div>
    );
  }
  return <>{renderOrderForm?.(product)}</>;
}
