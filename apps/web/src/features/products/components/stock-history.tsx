import { routes, STOCK_REASON_LABELS } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

/** When a change was made, in the reader's own clock: 26 Nov 2026, 14:05. */
const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every change of a product's stock, newest first: who, when, before, after and why (admins). */
export function StockHistory({ productId }: { productId: string }) {
  const history = useQuery({
    // Under the product's keys: a save or an order refreshes it with the product.
    queryKey: [...productKeys.detail(productId), 'stock-history'],
    queryFn: ({ signal }) => call(routes.stockHistory, { params: { id: productId } }, { signal }),
  });
  return (
    <section
      aria-labelledby="stock-history"
      className="card mt-6 border border-base-300 bg-base-100 p-4 shadow-sm"
    >
      <h2 id="stock-history" className="text-lg font-semibold">
        Stock history
      </h2>
      {history.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading the stock history…</p>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-error">The stock history could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No stock changes yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">Stock history, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Why</th>
                <th scope="col" className="text-right">
                  Before
                </th>
                <th scope="col" className="text-right">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((change) => (
                <tr key={`${change.at}-${change.before}-${change.after}-${change.reason}`}>
                  <td className="whitespace-nowrap">{when(change.at)}</td>
                  <td>{change.by}</td>
                  <td>
                    {STOCK_REASON_LABELS[change.reason]}
                    {change.orderNumber && <span className="text-muted"> {change.orderNumber}</span>}
                  </td>
                  <td className="tabular text-right">{change.before}</td>
                  <td className="tabular text-right">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
