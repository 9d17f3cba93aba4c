import { AUDIT_KINDS, type AuditEntry, type AuditKind } from '@chaka/contract';
import staff from '@chaka/contract/catalogs/en/staff.json';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { type AuditFilters, auditCsvHref, useAudit } from '../api/staff';

const FIELDS = ['actor', 'from', 'to', 'order', 'product'] as const;
type Field = (typeof FIELDS)[number];
const INPUT_TYPE: Record<Field, string> = {
  actor: 'email',
  from: 'date',
  to: 'date',
  order: 'text',
  product: 'text',
};

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Only the filters that are set, so the query and the CSV's address carry no empty ones. */
function setFilters(form: Record<Field | 'kind', string>): AuditFilters {
  const entries = Object.entries(form).filter(([, value]) => value.trim() !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, value.trim()])) as AuditFilters;
}

/** The audit log (owners, issue 38): every staff change with filters, a page at a time, and its CSV. */
export function AuditPage() {
  const t = useT(staff);
  const id = useId();
  const [form, setForm] = useState<Record<Field | 'kind', string>>({
    actor: '',
    kind: '',
    from: '',
    to: '',
    order: '',
    product: '',
  });
  const [filters, setApplied] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page);

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(setFilters(form));
    setPage(1);
  }

  return (
    <Page title={t('audit.title')} intro={t('audit.intro')}>
      <form
        onSubmit={apply}
        className="mb-6 grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        {FIELDS.map((field) => (
          <label key={field} className="form-control" htmlFor={`${id}-${field}`}>
            <span className="label-text mb-1 font-medium">{t(`audit.filter.${field}`)}</span>
            <input
              id={`${id}-${field}`}
              type={INPUT_TYPE[field]}
              className="input input-bordered w-full"
              value={form[field]}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            />
          </label>
        ))}
        <label className="form-control" htmlFor={`${id}-kind`}>
          <span className="label-text mb-1 font-medium">{t('audit.filter.kind')}</span>
          <select
            id={`${id}-kind`}
            className="select select-bordered w-full"
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as AuditKind | '' })}
          >
            <option value="">{t('audit.filter.allKinds')}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn btn-primary">
            {t('audit.apply')}
          </button>
          <a className="btn btn-outline" href={auditCsvHref(filters)} download>
            {t('audit.download')}
          </a>
        </div>
      </form>
      {audit.isPending ? (
        <Spinner label={t('audit.title')} />
      ) : audit.isError ? (
        <EmptyState title={t('audit.title')}>{audit.error.message}</EmptyState>
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <>
          <ul className="space-y-3">
            {audit.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <div className="mt-4 flex justify-between gap-2">
            <button
              type="button"
              className="btn btn-sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('audit.previous')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={page * audit.data.pageSize >= audit.data.total}
              onClick={() => setPage(page + 1)}
            >
              {t('audit.more')}
            </button>
          </div>
        </>
      )}
    </Page>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT(staff);
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="badge badge-outline">{entry.kind}</span>
        <span className="break-all font-medium">{entry.subject}</span>
        <time className="ml-auto text-sm text-muted" dateTime={entry.at}>
          {new Date(entry.at).toLocaleString()}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted">{t('audit.actor')}</dt>
        <dd className="break-all">
          {entry.actorName} &lt;{entry.actorEmail}&gt;
        </dd>
        <dt className="text-muted">{t('audit.before')}</dt>
        <dd className="break-all font-mono">{shown(entry.before)}</dd>
        <dt className="text-muted">{t('audit.after')}</dt>
        <dd className="break-all font-mono">{shown(entry.after)}</dd>
        <dt className="text-muted">{t('audit.address')}</dt>
        <dd>{entry.clientAddress ?? '—'}</dd>
      </dl>
    </li>
  );
}
