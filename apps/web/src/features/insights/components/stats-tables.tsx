import type { Stats } from '@chaka/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
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

/** The parts that sold best, by revenue or by quantity. */
export function TopParts({ stats, by }: { stats: Stats; by: 'byRevenue' | 'byQuantity' }) {
  const rows = stats.topProducts[by];
  const title = by === 'byRevenue' ? 'Top parts by revenue' : 'Top parts by quantity';
  return (
    <TableCard title={title}>
      {rows.length === 0 ? (
        <None>No parts sold in this range.</None>
      ) : (
        <table className="table table-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col" className="text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.productId}-${row.productName}`}>
                <th scope="row" className="font-normal">
                  {row.productName}
                </th>
                <td className="tabular text-right">{row.quantity}</td>
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

/** Where the range's orders went. */
export function Districts({ stats }: { stats: Stats }) {
  return (
    <TableCard title="Delivery districts">
      {stats.districts.length === 0 ? (
        <None>No orders in this range.</None>
      ) : (
        <table className="table table-sm">
          <caption className="sr-only">Delivery districts</caption>
          <thead>
            <tr>
              <th scope="col">District</th>
              <th scope="col" className="text-right">
                Orders
              </th>
              <th scope="col" className="text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.districts.map((row) => (
              <tr key={row.district ?? 'none'}>
                <th scope="row" className="font-normal">
                  {row.district ?? 'Not given yet'}
                </th>
                <td className="tabular text-right">{row.orders}</td>
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

/** The parts at or under their threshold, each a link to its edit screen to restock it. */
export function LowStock({ stats }: { stats: Stats }) {
  return (
    <TableCard title="Low stock">
      {stats.lowStock.length === 0 ? (
        <None>Every part is above its low-stock threshold.</None>
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
                {part.availableQty} left
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        className="link mt-3 inline-block text-sm"
        to={`${paths.dashboard.manageProducts.getHref()}?lowStock=true`}
      >
        All low-stock parts in Manage Products
      </Link>
    </TableCard>
  );
}
