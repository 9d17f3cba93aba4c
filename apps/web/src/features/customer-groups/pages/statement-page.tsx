import trade from '@chaka/contract/catalogs/en/trade.json';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';
import { useStatement } from '../api/statement';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /dashboard/statement?month=YYYY-MM (issue 37): a trade customer's monthly statement, to print: each
 * order of the month with its lines at the prices they were sold at, and the month's total, paid and
 * due. Only for an account whose customer group keeps statements (the server says so otherwise).
 */
export function StatementPage() {
  const t = useT(trade);
  const money = useMoney();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  const statement = useStatement(month);
  return (
    <Page title={t('trade.statement.title')}>
      <div className="mb-6 flex flex-wrap items-end gap-3 print:hidden">
        <div className="form-control">
          <label htmlFor={`${id}-month`} className="label-text">
            {t('trade.statement.month')}
          </label>
          <input
            id={`${id}-month`}
            type="month"
            className="input input-bordered"
            value={month}
            onChange={(event) => event.target.value && setSearch({ month: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!statement.data}
          onClick={() => window.print()}
        >
          {t('trade.statement.print')}
        </button>
      </div>
      {statement.isPending ? (
        <Spinner label={t('trade.statement.loading')} />
      ) : statement.isError ? (
        <EmptyState title={errorMessage(statement.error, t('trade.statement.none'))} />
      ) : (
        <article className="space-y-6">
          <p className="font-semibold">
            {t('trade.statement.for', { name: statement.data.customer.name, group: statement.data.group })} ·{' '}
            {statement.data.month}
          </p>
          {statement.data.orders.length === 0 && (
            <p className="text-muted">{t('trade.statement.noOrders')}</p>
          )}
          {statement.data.orders.map((order) => (
            <section key={order.id} className="break-inside-avoid rounded-box border border-base-300 p-4">
              <h2 className="flex flex-wrap justify-between gap-2 font-semibold">
                <span>
                  {t('trade.statement.order')} {order.orderNumber}
                </span>
                <span className="tabular text-muted">{order.placedAt.slice(0, 10)}</span>
              </h2>
              <div className="overflow-x-auto">
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th>{t('trade.quick.part')}</th>
                      <th className="text-right">{t('trade.quick.quantity')}</th>
                      <th className="text-right">{t('trade.statement.unitPrice')}</th>
                      <th className="text-right">{t('trade.statement.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a printed statement's lines never move
                      <tr key={`${order.id}-${index}`}>
                        <td>{line.name}</td>
                        <td className="tabular text-right">{line.quantity}</td>
                        <td className="tabular text-right">{money(line.unitPrice)}</td>
                        <td className="tabular text-right">{money(line.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="tabular mt-2 flex flex-wrap justify-end gap-x-4 text-sm">
                <span>
                  {t('trade.statement.orderTotal')}: <strong>{money(order.total)}</strong>
                </span>
                <span className={order.paid ? 'text-success' : 'text-warning'}>
                  {order.paid ? t('trade.statement.paid') : t('trade.statement.unpaid')}
                </span>
              </p>
            </section>
          ))}
          <dl className="tabular ml-auto grid max-w-xs grid-cols-2 gap-1 text-right">
            <dt>{t('trade.statement.total')}</dt>
            <dd className="font-semibold">{money(statement.data.total)}</dd>
            <dt>{t('trade.statement.paidTotal')}</dt>
            <dd>{money(statement.data.paid)}</dd>
            <dt>{t('trade.statement.due')}</dt>
            <dd className="font-bold">{money(statement.data.due)}</dd>
          </dl>
        </article>
      )}
    </Page>
  );
}
