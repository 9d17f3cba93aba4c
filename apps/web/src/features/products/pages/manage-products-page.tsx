import { formatCount, type HeldStock, messages, PRODUCT_PAGE_SIZE, type Product } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { Link, useSearchParams } from 'react-router';
import { PartThumbnail } from '@/components/part-image';
import { useDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';
import { useStaffAccess } from '@/lib/permissions';
import { useDeleteProduct } from '../api/delete-product';
import { useHeldStock } from '../api/get-held-stock';
import { useCatalogueSize, useProductPage } from '../api/get-products';
import {
  type CatalogueParams,
  catalogueHref,
  pageCount,
  readCatalogueParams,
} from '../components/catalogue-params';
import { CatalogueSearch } from '../components/catalogue-search';

/**
 * /dashboard/manageProducts (admin): the products with a Delete button (SPEC §2), oldest first, 24 a
 * page; a search box once the catalogue is larger than one page.
 */
export function ManageProductsPage() {
  const [search] = useSearchParams();
  const params = readCatalogueParams(search);
  const products = useProductPage(params);
  const catalogueSize = useCatalogueSize();
  const large = (catalogueSize.data ?? 0) > PRODUCT_PAGE_SIZE;
  const t = useT(admin);
  const hrefOf = (page: number) =>
    catalogueHref(paths.dashboard.manageProducts.getHref(), { ...params, page });
  return (
    <Page title={t('admin.products.title')}>
      {products.isPending || catalogueSize.isPending ? (
        <Spinner label={t('admin.products.loading')} />
      ) : products.isError ? (
        <EmptyState title={t('admin.products.failed')}>{t('admin.products.reload')}</EmptyState>
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {(large || params.q) && <CatalogueSearch q={params.q} />}
            <LowStockFilter params={params} />
          </div>
          {products.data.items.length === 0 ? (
            <EmptyState title={translated(messages.products.none)}>
              {params.q || params.page > 1 || params.lowStock ? (
                <Link to={paths.dashboard.manageProducts.getHref()} className="link link-primary">
                  {t('admin.products.seeAll')}
                </Link>
              ) : (
                <>
                  {t('admin.products.emptyShop')}{' '}
                  <Link to={paths.dashboard.addProduct.getHref()} className="link link-primary">
                    {t('admin.products.addOne')}
                  </Link>{' '}
                  {t('admin.products.toOpen')}
                </>
              )}
            </EmptyState>
          ) : (
            <ProductsTable
              products={products.data.items}
              firstNumber={(params.page - 1) * PRODUCT_PAGE_SIZE + 1}
            />
          )}
          <Pager page={params.page} pages={pageCount(products.data.total)} hrefOf={hrefOf} />
        </>
      )}
    </Page>
  );
}

/** Shows only the parts at or under their low-stock threshold, or every part again. */
function LowStockFilter({ params }: { params: CatalogueParams }) {
  const pathname = paths.dashboard.manageProducts.getHref();
  const t = useT(admin);
  return (
    <nav aria-label={t('admin.products.filter')} className="flex gap-2">
      <Link
        to={catalogueHref(pathname, { ...params, page: 1, lowStock: undefined })}
        aria-current={params.lowStock ? undefined : 'page'}
        className={`btn btn-sm ${params.lowStock ? 'btn-ghost border-base-300' : 'btn-neutral'}`}
      >
        {t('admin.products.all')}
      </Link>
      <Link
        to={catalogueHref(pathname, { ...params, page: 1, lowStock: true })}
        aria-current={params.lowStock ? 'page' : undefined}
        className={`btn btn-sm ${params.lowStock ? 'btn-neutral' : 'btn-ghost border-base-300'}`}
      >
        {t('admin.products.lowStock')}
      </Link>
    </nav>
  );
}

/**
 * What open orders hold of a product besides its available stock: held by orders not yet paid or
 * confirmed (back to stock if they expire or are cancelled), and sold, waiting to ship.
 */
function OpenOrderStock({ held }: { held: HeldStock | undefined }) {
  const t = useT(admin);
  if (!held) return null;
  return (
    <span className="block text-xs text-muted" title={t('admin.products.heldHint')}>
      {t('admin.products.held', { count: held.held })}
      {' · '}
      {t('admin.products.sold', { count: held.sold })}
    </span>
  );
}

function ProductsTable({ products, firstNumber }: { products: Product[]; firstNumber: number }) {
  const heldStock = useHeldStock();
  const heldOf = (product: Product) => heldStock.data?.get(product._id);
  const dialog = useDialog();
  // Deleting a product is for staff who write products (issue 38).
  const mayDelete = useStaffAccess().can('products.write');
  const t = useT(admin);
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  // The list may have moved on to another page by the time a deletion fails.
  const nameOf = (id: string) =>
    products.find((product) => product._id === id)?.productName ?? t('admin.products.theProduct');
  const deletion = useConfirmedMutation(useDeleteProduct(), {
    onDone: () => dialog.notify({ title: messages.confirm.deletedTitle, text: messages.confirm.fileDeleted }),
    failure: (error, id) =>
      error instanceof ApiError
        ? t('admin.products.notDeleted', { name: nameOf(id), reason: error.message })
        : t('admin.products.notDeletedRetry'),
  });

  const actions = (product: Product) => {
    const deleting = deletion.running === product._id;
    return (
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.dashboard.editProduct.getHref(product._id)}
          className="btn btn-outline btn-sm"
          aria-label={t('admin.products.editName', { name: product.productName })}
        >
          {t('admin.products.edit')}
        </Link>
        {mayDelete && (
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            disabled={deleting}
            aria-label={t('admin.products.deleteName', { name: product.productName })}
            onClick={() => void deletion.run(product._id)}
          >
            {deleting ? t('admin.products.deleting') : t('admin.products.delete')}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      {/* Phones get one card per product; a seven-column table would not fit. */}
      <ol className="space-y-3 md:hidden" aria-label={t('admin.products.list')}>
        {products.map((product, index) => (
          <li key={product._id} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body flex-row items-start gap-4 p-4">
              <ProductThumbnail product={product} />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-muted">
                  {t('admin.products.serialOf', { number: firstNumber + index })}
                </p>
                <h2 className="font-semibold leading-snug">{product.productName}</h2>
                <dl className="tabular mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-muted">{t('admin.products.available')}</dt>
                  <dd>
                    {t('admin.products.pieces', { count: product.availableQty })}
                    <OpenOrderStock held={heldOf(product)} />
                  </dd>
                  <dt className="text-muted">{t('admin.products.minimumOrder')}</dt>
                  <dd>{count(product.orderQty)}</dd>
                  <dt className="text-muted">{t('admin.products.price')}</dt>
                  <dd className="font-semibold">
                    <Money amount={product.price} />
                  </dd>
                </dl>
                <div className="mt-3">{actions(product)}</div>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {/* Wider screens get the table; should it still not fit, it scrolls inside its own box. */}
      <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm md:block">
        <table className="table">
          <caption className="sr-only">{t('admin.products.caption')}</caption>
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('admin.products.column.serial')}</th>
              <th scope="col">{t('admin.products.column.image')}</th>
              <th scope="col">{t('admin.products.column.name')}</th>
              <th scope="col">{t('admin.products.column.available')}</th>
              <th scope="col">{t('admin.products.column.minimum')}</th>
              <th scope="col" className="text-right">
                {t('admin.products.column.price')}
              </th>
              <th scope="col">{t('admin.products.column.action')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product, index) => (
              <tr key={product._id} className="hover:bg-base-200">
                <td className="tabular">{count(firstNumber + index)}</td>
                <td>
                  <ProductThumbnail product={product} />
                </td>
                <th scope="row" className="min-w-48 font-medium">
                  {product.productName}
                </th>
                <td className="tabular whitespace-nowrap">
                  {t('admin.products.pieces', { count: product.availableQty })}
                  <OpenOrderStock held={heldOf(product)} />
                </td>
                <td className="tabular">{count(product.orderQty)}</td>
                <td className="text-right font-semibold">
                  <Money amount={product.price} />
                </td>
                <td>{actions(product)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ProductThumbnail({ product }: { product: Product }) {
  return <PartThumbnail src={product.image} size={56} className="h-14 w-14 rounded-field" />;
}
