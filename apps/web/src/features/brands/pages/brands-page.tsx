import type { Brand } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShopImage } from '@/components/shop-image';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { brandsQuery } from '@/lib/brands';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useCreateBrand, useDeleteBrand, useUpdateBrand } from '../api/brands';
import { BrandForm } from '../components/brand-form';

/**
 * /dashboard/brands (admin, issue 36): the brands the products are given, each with its logo and
 * how many parts it has; adding one, renaming it, changing its logo, and deleting one no part uses.
 */
export function BrandsPage() {
  const t = useT(admin);
  const brands = useQuery(brandsQuery());
  const createBrand = useCreateBrand();
  return (
    <Page title={t('admin.brands.title')} intro={t('admin.brands.intro')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="brand-list">
          <h2 id="brand-list" className="sr-only">
            {t('admin.brands.list')}
          </h2>
          {brands.isPending ? (
            <Spinner label={t('admin.brands.loading')} />
          ) : brands.isError ? (
            <EmptyState title={t('admin.brands.failed')}>{t('admin.products.reload')}</EmptyState>
          ) : brands.data.length === 0 ? (
            <EmptyState title={t('admin.brands.none')}>{t('admin.brands.noneText')}</EmptyState>
          ) : (
            <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
              {brands.data.map((brand) => (
                <BrandRow key={brand._id} brand={brand} />
              ))}
            </ul>
          )}
        </section>
        {/* On a phone the form comes first: the list of brands can be long. */}
        <section
          className="card order-first border border-base-300 bg-base-100 shadow-sm lg:order-none"
          aria-labelledby="add-brand"
        >
          <div className="card-body gap-2">
            <h2 id="add-brand" className="card-title">
              {t('admin.brands.add')}
            </h2>
            <BrandForm
              label={t('admin.brands.add')}
              submitLabel={t('admin.brands.addSubmit')}
              busyLabel={t('admin.brands.saving')}
              save={(body) => createBrand.mutateAsync(body)}
              onSaved={(reset) => {
                notify.success(t('admin.brands.added'));
                reset();
              }}
            />
          </div>
        </section>
      </div>
    </Page>
  );
}

/** One brand: logo, name, its parts (a link to them in the shop), Edit and Delete. */
function BrandRow({ brand }: { brand: Brand }) {
  const t = useT(admin);
  const [editing, setEditing] = useState(false);
  const updateBrand = useUpdateBrand();
  const deletion = useConfirmedMutation(useDeleteBrand(), {
    confirmLabel: t('admin.users.confirmDelete'),
    onDone: () => notify.success(t('admin.brands.deleted', { name: brand.name })),
    // A brand with parts is refused with 409 and the shop's own sentence (how many parts use it).
    failure: (error) =>
      error instanceof ApiError
        ? t('admin.products.notDeleted', { name: brand.name, reason: error.message })
        : t('admin.brands.notDeletedRetry'),
  });
  const count = brand.count ?? 0;
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-field border border-base-300 bg-base-200">
          {brand.logo ? (
            <ShopImage src={brand.logo} box={48} className="h-full w-full object-contain p-1" />
          ) : (
            <span aria-hidden="true" className="text-lg font-bold text-muted">
              {brand.name.slice(0, 1)}
            </span>
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{brand.name}</p>
          <Link to={`${paths.shop.getHref()}?brand=${brand._id}`} className="link text-sm text-muted tabular">
            {t('admin.brands.parts', { count })}
          </Link>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-expanded={editing}
            aria-label={t('admin.products.editName', { name: brand.name })}
            onClick={() => setEditing((open) => !open)}
          >
            {t('admin.products.edit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            disabled={deletion.running === brand._id}
            aria-label={t('admin.products.deleteName', { name: brand.name })}
            onClick={() => deletion.run(brand._id)}
          >
            {deletion.running === brand._id ? t('admin.products.deleting') : t('admin.products.delete')}
          </button>
        </div>
      </div>
      {editing && (
        <div className="mt-4 rounded-box border border-base-300 p-4">
          <BrandForm
            label={t('admin.products.editName', { name: brand.name })}
            defaultName={brand.name}
            storedLogo={brand.logo}
            submitLabel={t('admin.brands.saveChanges')}
            busyLabel={t('admin.brands.saving')}
            save={(body) => updateBrand.mutateAsync({ id: brand._id, body })}
            onSaved={() => {
              notify.success(t('admin.brands.updated'));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
    </li>
  );
}
