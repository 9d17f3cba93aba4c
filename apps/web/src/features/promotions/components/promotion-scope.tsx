import { CATEGORIES } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import site from '@chaka/contract/catalogs/en/site.json';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { brandsQuery } from '@/lib/brands';
import { productPageQuery } from '@/lib/catalogue';
import { useT } from '@/lib/i18n/use-t';

const BOX = 'flex flex-wrap gap-x-4 gap-y-1 rounded-box border border-base-300 p-3';

function Choice({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: string;
  checked?: boolean;
  onChange?: (on: boolean) => void;
}) {
  return (
    <label className="label cursor-pointer justify-start gap-2 py-1">
      <input
        type="checkbox"
        name={name}
        value={value}
        className="checkbox checkbox-sm"
        {...(checked === undefined ? {} : { checked })}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className="label-text">{label}</span>
    </label>
  );
}

/**
 * Issue 37: what a promotion covers, as checkboxes the form reads by name (`categories`, `brands`,
 * `productIds`): the shop's categories, its brands, and parts found by name or number (the chosen
 * ones stay while the search changes). None chosen: the whole order.
 */
export function PromotionScope() {
  const t = useT(admin);
  const siteT = useT(site);
  const id = useId();
  const brands = useQuery(brandsQuery());
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const found = useQuery({
    ...productPageQuery({ page: 1, limit: 8, q: search.trim() }),
    enabled: search.trim().length >= 2,
  });
  const choose = (productId: string, name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(productId, name);
      else next.delete(productId);
      return next;
    });
  const results = (found.data?.items ?? []).filter((product) => !chosen.has(product._id));

  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('admin.promotions.scope')}</legend>
      <p className="text-sm text-muted">{t('admin.promotions.scopeHint')}</p>
      <fieldset>
        <legend className="label-text mb-1">{t('admin.promotions.categories')}</legend>
        <div className={BOX}>
          {CATEGORIES.map((category) => (
            <Choice
              key={category}
              name="categories"
              value={category}
              label={siteT(`site.category.${category}`)}
            />
          ))}
        </div>
      </fieldset>
      {(brands.data?.length ?? 0) > 0 && (
        <fieldset>
          <legend className="label-text mb-1">{t('admin.promotions.brands')}</legend>
          <div className={`${BOX} max-h-40 overflow-y-auto`}>
            {brands.data?.map((brand) => (
              <Choice key={brand._id} name="brands" value={brand._id} label={brand.name} />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="label-text mb-1">{t('admin.promotions.products')}</legend>
        <div className="space-y-2 rounded-box border border-base-300 p-3">
          <label htmlFor={`${id}-find`} className="label-text">
            {t('admin.promotions.findProducts')}
          </label>
          <input
            id={`${id}-find`}
            type="search"
            className="input input-bordered input-sm w-full"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches as typed; it never submits the promotion half-filled.
              if (event.key === 'Enter') event.preventDefault();
            }}
            autoComplete="off"
          />
          <div className="flex flex-col">
            {[...chosen].map(([productId, name]) => (
              <Choice
                key={productId}
                name="productIds"
                value={productId}
                label={name}
                checked
                onChange={(on) => choose(productId, name, on)}
              />
            ))}
            {results.map((product) => (
              <Choice
                key={product._id}
                name="productIdsFound"
                value={product._id}
                label={product.productName}
                checked={false}
                onChange={(on) => choose(product._id, product.productName, on)}
              />
            ))}
            {found.isSuccess && found.data.items.length === 0 && (
              <p className="text-sm text-muted">{t('admin.promotions.noProducts')}</p>
            )}
          </div>
        </div>
      </fieldset>
    </fieldset>
  );
}
