import type { Product } from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { ShopImage } from '@/components/shop-image';
import { useT } from '@/lib/i18n/use-t';

type PartData = Pick<Product, 'brand' | 'sku' | 'partNumbers' | 'replaces'>;

/** The part's brand (its logo and name) and the shop's SKU, under the product's name (issue 36). */
export function PartIdentity({ product }: { product: PartData }) {
  const t = useT(productCatalog);
  if (!product.brand && !product.sku) return null;
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      {product.brand && (
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('product.part.brand')}</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {product.brand.logo && (
              <ShopImage
                src={product.brand.logo}
                box={32}
                className="h-8 w-8 rounded-field border border-base-300 bg-base-100 object-contain p-0.5"
              />
            )}
            {product.brand.name}
          </dd>
        </div>
      )}
      {product.sku && (
        <div className="flex items-center gap-1">
          <dt className="text-muted">{t('product.part.sku')}</dt>
          <dd className="font-mono font-medium break-all">{product.sku}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The "Part numbers" table: each number with its kind (the car maker's OEM number or a parts
 * maker's own) and whose it is; then the old numbers the part replaces, as "Replaces 04465-12590".
 */
export function PartNumbersTable({ product }: { product: PartData }) {
  const t = useT(productCatalog);
  const numbers = product.partNumbers ?? [];
  const replaces = product.replaces ?? [];
  if (numbers.length === 0 && replaces.length === 0) return null;
  return (
    <section aria-labelledby="part-numbers" className="mt-6 rounded-box border border-base-300">
      <h2 id="part-numbers" className="px-4 pt-3 text-lg font-semibold">
        {t('product.part.numbers')}
      </h2>
      {numbers.length > 0 && (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('product.part.kind')}</th>
                <th scope="col">{t('product.part.maker')}</th>
                <th scope="col">{t('product.part.number')}</th>
              </tr>
            </thead>
            <tbody>
              {numbers.map((number) => (
                <tr key={`${number.kind}:${number.maker}:${number.number}`}>
                  <td>{t(`product.part.kind.${number.kind}`)}</td>
                  <td>{number.maker}</td>
                  <td className="font-mono font-medium break-all">{number.number}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {replaces.length > 0 && (
        <ul className="space-y-1 px-4 pt-1 pb-3 text-sm" aria-label={t('product.part.replacedNumbers')}>
          {replaces.map((number) => (
            <li key={number}>
              {t('product.part.replaces')} <span className="font-mono font-medium">{number}</span>
            </li>
          ))}
        </ul>
      )}
      {replaces.length === 0 && <div className="pb-2" />}
    </section>
  );
}
