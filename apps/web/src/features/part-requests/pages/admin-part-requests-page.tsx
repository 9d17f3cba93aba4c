import { formatDate, PART_REQUEST_STATUSES, type PartRequestListQuery } from '@chaka/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useLocale } from '@/lib/i18n/locale';
import { useStaffAccess } from '@/lib/permissions';
import { useAdminPartRequests } from '../api/part-requests';
import { AnswerForm } from '../components/answer-form';
import {
  AskedCar,
  AskedPart,
  PartRequestCard,
  QuoteOffer,
  usePartRequestsT,
} from '../components/part-request-labels';

const FILTERS = ['all', ...PART_REQUEST_STATUSES] as const;
const PAGE_SIZE = 50;

/**
 * /dashboard/part-requests (admins, issue 36): every part request, newest first, narrowed by status
 * (kept in the address); each is answered in place with a quote, cannot source, or closed.
 */
export function AdminPartRequestsPage() {
  const t = usePartRequestsT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as PartRequestListQuery['status'])
    : 'open';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const requests = useAdminPartRequests({ status, page, limit: PAGE_SIZE });
  const [answering, setAnswering] = useState<string | null>(null);
  // Answering (a quote, cannot source, closed) is for staff who write products; support reads (issue 38).
  const mayAnswer = useStaffAccess().can('products.write');
  const go = (next: Record<string, string>) =>
    setSearch({ status: status ?? 'open', ...next }, { replace: true });
  return (
    <Page title={t('part-requests.admin.title')}>
      <div className="mb-6 max-w-xs">
        <SelectField
          label={t('part-requests.admin.filter')}
          value={status}
          onChange={(event) => go({ status: event.target.value })}
        >
          {FILTERS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('part-requests.admin.all') : t(`part-requests.status.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState
        query={requests}
        loading={t('part-requests.admin.title')}
        failed={t('part-requests.admin.failed')}
        failedHint={requests.error?.message}
      >
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState title={t('part-requests.admin.empty')} />
          ) : (
            <>
              <ul className="space-y-4">
                {items.map((request) => (
                  <PartRequestCard
                    key={request.id}
                    request={request}
                    actions={
                      !mayAnswer ? undefined : answering === request.id ? (
                        <AnswerForm request={request} onDone={() => setAnswering(null)} />
                      ) : (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline w-fit"
                          onClick={() => setAnswering(request.id)}
                        >
                          {t('part-requests.admin.answer')}
                        </button>
                      )
                    }
                  >
                    <div className="grid gap-4 sm:grid-cols-3">
                      <div>
                        <p className="text-xs font-medium text-muted">{t('part-requests.list.car')}</p>
                        <AskedCar request={request} />
                      </div>
                      <div>
                        <p className="text-xs font-medium text-muted">{t('part-requests.list.part')}</p>
                        <AskedPart request={request} />
                      </div>
                      <div className="text-sm">
                        <p className="text-xs font-medium text-muted">{t('part-requests.list.contact')}</p>
                        <p>{request.name ?? (request.signedIn ? '' : t('part-requests.list.visitor'))}</p>
                        {request.phone && <p className="tabular">{request.phone}</p>}
                        {request.email && <p className="break-all">{request.email}</p>}
                        <p className="text-xs text-muted">{formatDate(request.createdAt, locale)}</p>
                      </div>
                    </div>
                    <QuoteOffer request={request} />
                  </PartRequestCard>
                ))}
              </ul>
              <Pager
                page={page}
                pages={Math.ceil(total / PAGE_SIZE)}
                hrefOf={(to) => `?${new URLSearchParams({ status: status ?? 'open', page: String(to) })}`}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
