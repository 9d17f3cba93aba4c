import { formatCount, type Stats } from '@chaka/contract';
import insights from '@chaka/contract/catalogs/en/insights.json';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';

/**
 * Issue 37: the Overview's promotions: per promotion used in the range its uses, the discount it
 * gave and the sales it brought (the totals of the orders that used it), the one that brought most
 * first. Cancelled and returned orders count for none.
 */
export function PromotionsTable({ stats }: { stats: Stats }) {
  const t = useT(insights);
  const locale = useLocale();
  const rows = stats.promotions ?? [];
  const title = t('insights.promotions');
  return (
    <section className="card border border-base-300 bg-base-100 p-4 lg:col-span-2" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3 overflow-x-auto">
        {rows.length === 0 ? (
          <p className="text-sm text-muted">{t('insights.promotions.none')}</p>
        ) : (
          <table className="table table-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-base-content">
              <tr>
                <th scope="col">{t('insights.column.promotion')}</th>
                <th scope="col" className="text-right">
                  {t('insights.column.uses')}
                </th>
                <th scope="col" className="text-right">
                  {t('insights.column.discount')}
                </th>
                <th scope="col" className="text-right">
                  {t('insights.column.sales')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="font-mono font-normal">
                    {row.code ?? t('insights.promotions.automatic')}
                  </th>
                  <td className="tabular text-right">{formatCount(row.uses, locale)}</td>
                  <td className="text-right">
                    <Money amount={row.discount} />
                  </td>
                  <td className="text-right">
                    <Money amount={row.sales} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
