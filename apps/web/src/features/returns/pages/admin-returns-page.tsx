import { RETURN_REASONS, RETURN_STATUSES, type ReturnListQuery } from '@chaka/contract';
import { Link, useSearchParams } from 'react-router';
import { ReturnStatusBadge, useReasonName, useReturnsT } from '@/components/return-labels';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useMoney } from '@/lib/money';
import { useReturns } from '@/lib/returns';

const STATUS_FILTERS = ['open', 'all', ...RETURN_STATUSES] as const;

/**
 * /dashboard/returns (admins): every return, newest first, narrowed by status and reason (kept in
 * the address, so a filtered list can be bookmarked); each opens its own page with the actions.
 */
export function AdminReturnsPage() {
  const t = useReturnsT();
  const money = useMoney();
  const reasonName = useReasonName();
  const [search, setSearch] = useSearchParams();
  const status = (STATUS_FILTERS as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as ReturnListQuery['status'])
    : 'open';
  const reason = (RETURN_REASONS as readonly string[]).includes(search.get('reason') ?? '')
    ? (search.get('reason') as ReturnListQuery['reason'])
    : undefined;
  const returns = useReturns({ status, ...(reason ? { reason } : {}) });
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  return (
    <Page title={t('return-screens.admin.title')}>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label={t('return-screens.admin.status')}
          value={status}
          onChange={(event) => filter('status', event.target.value)}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option === 'open'
                ? t('return-screens.admin.open')
                : option === 'all'
                  ? t('return-screens.admin.all')
                  : t(`returns.status.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('return-screens.admin.reason')}
          value={reason ?? ''}
          onChange={(event) => filter('reason', event.target.value)}
        >
          <option value="">{t('return-screens.admin.anyReason')}</option>
          {RETURN_REASONS.map((option) => (
            <option key={option} value={option}>
              {reasonName(option)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState
        query={returns}
        loading={t('return-screens.loading')}
        failed={t('return-screens.loadFailed')}
        failedHint={returns.error?.message}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('return-screens.admin.empty')} />
          ) : (
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('return-screens.admin.number')}</th>
                    <th>{t('return-screens.order')}</th>
                    <th>{t('return-screens.customer')}</th>
                    <th>{t('return-screens.reason')}</th>
                    <th>{t('return-screens.status')}</th>
                    <th className="text-right">{t('return-screens.admin.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((row) => (
                    <tr key={row._id}>
                      <td>
                        <Link
                          to={paths.dashboard.return.getHref(row._id)}
                          className="link font-medium"
                          aria-label={t('return-screens.admin.openReturn', { number: row.number })}
                        >
                          {row.number}
                        </Link>
                      </td>
                      <td>
                        <Link to={paths.dashboard.order.getHref(row.orderId)} className="link">
                          {row.orderNumber}
                        </Link>
                      </td>
                      <td>
                        <p>{row.customerName}</p>
                        <p className="text-xs text-muted">{row.email}</p>
                      </td>
                      <td>{reasonName(row.reason)}</td>
                      <td>
                        <ReturnStatusBadge status={row.status} />
                      </td>
                      <td className="tabular text-right">{money(row.refundable)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
