import { formatCount, formatMoment, routes } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/** Every change of a product's stock, newest first: who, when, before, after and why (admins). */
export function StockHistory({ productId }: { productId: string }) {
  const history = useQuery({
    // Under the product's keys: a save or an order refreshes it with the product.
    queryKey: [...productKeys.detail(productId), 'stock-history'],
    queryFn: ({ signal }) => call(routes.stockHistory, { params: { id: productId } }, { signal }),
  });
  const t = useT(admin);
  const locale = useLocale();
  return (
    <section
      aria-labelledby="stock-history"
      className="card mt-6 border border-base-300 bg-base-100 p-4 shadow-sm"
    >
      <h2 id="stock-history" className="text-lg font-semibold">
        {t('admin.stock.history')}
      </h2>
      {history.isPending ? (
        <p className="mt-2 text-sm text-muted">{t('admin.stock.loading')}</p>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-error">{t('admin.stock.failed')}</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('admin.stock.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">{t('admin.stock.caption')}</caption>
            <thead className="text-base-content">
              <tr>
                <th scope="col">{t('admin.stock.when')}</th>
                <th scope="col">{t('admin.stock.who')}</th>
                <th scope="col">{t('admin.stock.why')}</th>
                <th scope="col" className="text-right">
                  {t('admin.stock.before')}
                </th>
                <th scope="col" className="text-right">
                  {t('admin.stock.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((change) => (
                <tr key={`${change.at}-${change.before}-${change.after}-${change.reason}`}>
                  <td className="whitespace-nowrap">{formatMoment(change.at, locale)}</td>
                  <td>{change.by}</td>
                  <td>
                    {t(`admin.stock.reason.${change.reason}`)}
                    {change.orderNumber && <span className="text-muted"> {change.orderNumber}</span>}
                  </td>
                  <td className="tabular text-right">{formatCount(change.before, locale)}</td>
                  <td className="tabular text-right">{formatCount(change.after, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
