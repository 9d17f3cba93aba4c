import { DISTRICTS, formatCount, type Stats } from '@chaka/contract';
import insights from '@chaka/contract/catalogs/en/insights.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { Money } from '@/lib/money';

function TableCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card border border-base-300 bg-base-100 p-4" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3 overflow-x-auto">{children}</div>
    </section>
  );
}

const None = ({ children }: { children: string }) => <p className="text-sm text-muted">{children}</p>;

interface RevenueRow {
  key: string;
  name: string;
  count: number;
  revenue: number;
}

/** A card with a table of names, a count and the revenue, or a sentence when it is empty. */
function RevenueTable({
  title,
  columns: [nameColumn, countColumn],
  rows,
  empty,
}: {
  title: string;
  columns: [string, string];
  rows: RevenueRow[];
  empty: string;
}) {
  const t = useT(insights);
  const locale = useLocale();
  return (
    <TableCard title={title}>
      {rows.length === 0 ? (
        <None>{empty}</None>
      ) : (
        <table className="table table-sm">
          <caption className="sr-only">{title}</caption>
          {/* The theme's own header grey is too faint on white for the small table's letters. */}
          <thead className="text-base-content">
            <tr>
              <th scope="col">{nameColumn}</th>
              <th scope="col" className="text-right">
                {countColumn}
              </th>
              <th scope="col" className="text-right">
                {t('insights.column.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="font-normal">
                  {row.name}
                </th>
                <td className="tabular text-right">{formatCount(row.count, locale)}</td>
                <td className="text-right">
                  <Money amount={row.revenue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

/** The parts that sold best, by revenue or by quantity. */
export function TopParts({ stats, by }: { stats: Stats; by: 'byRevenue' | 'byQuantity' }) {
  const t = useT(insights);
  const rows = stats.topProducts[by].map((row) => ({
    key: `${row.productId}-${row.productName}`,
    name: row.productName,
    count: row.quantity,
    revenue: row.revenue,
  }));
  return (
    <RevenueTable
      title={t(by === 'byRevenue' ? 'insights.topByRevenue' : 'insights.topByQuantity')}
      columns={[t('insights.column.part'), t('insights.column.quantity')]}
      rows={rows}
      empty={t('insights.noParts')}
    />
  );
}

/** Where the range's orders went. */
export function Districts({ stats }: { stats: Stats }) {
  const t = useT(insights);
  const locale = useLocale();
  // A district is named in the language shown (its Bangla name beside the stored English one).
  const named = (district: string) =>
    (locale === 'bn' && DISTRICTS.find((known) => known.name === district)?.bangla) || district;
  const rows = stats.districts.map((row) => ({
    key: row.district ?? 'none',
    name: row.district ? named(row.district) : t('insights.noDistrict'),
    count: row.orders,
    revenue: row.revenue,
  }));
  return (
    <RevenueTable
      title={t('insights.districts')}
      columns={[t('insights.column.district'), t('insights.column.orders')]}
      rows={rows}
      empty={t('insights.noOrders')}
    />
  );
}

/** The parts at or under their threshold, each a link to its edit screen to restock it. */
export function LowStock({ stats }: { stats: Stats }) {
  const t = useT(insights);
  return (
    <TableCard title={t('insights.lowStock')}>
      {stats.lowStock.length === 0 ? (
        <None>{t('insights.lowStock.none')}</None>
      ) : (
        <ul className="divide-y divide-base-300">
          {stats.lowStock.map((part) => (
            <li key={part._id} className="flex items-center justify-between gap-3 py-2">
              <Link className="link link-hover" to={paths.dashboard.editProduct.getHref(part._id)}>
                {part.productName}
              </Link>
              <span
                className={`badge whitespace-nowrap ${part.availableQty === 0 ? 'badge-error' : 'badge-warning'}`}
              >
                {t('insights.lowStock.left', { count: part.availableQty })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        className="link mt-3 inline-block text-sm"
        to={`${paths.dashboard.manageProducts.getHref()}?lowStock=true`}
      >
        {t('insights.lowStock.all')}
      </Link>
    </TableCard>
  );
}
