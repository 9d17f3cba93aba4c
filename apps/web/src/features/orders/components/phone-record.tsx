import type { PhoneRecord } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useT } from '@/lib/i18n/use-t';
import { useOrdersT, useStatusName } from './order-labels';

const OUTCOMES = ['delivered', 'returned', 'cancelled'] as const;

/**
 * Issue 34, the admin's: how this shop's other orders to a cash order's phone ended (delivered,
 * returned, cancelled), so a number with returns is called before its parcel leaves. Nothing for
 * an order without one (customers, orders paid online).
 */
export function PhoneRecordList({ record }: { record: PhoneRecord | undefined }) {
  const t = useOrdersT();
  const statusName = useStatusName();
  if (!record) return null;
  return (
    <section aria-label={t('orders.phone.record')} className="mt-4 text-sm">
      <h3 className="mb-1 font-medium">{t('orders.phone.record')}</h3>
      <dl className="tabular grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {OUTCOMES.map((outcome) => (
          <div key={outcome} className="col-span-2 grid grid-cols-subgrid">
            <dt className="text-muted">{statusName(outcome)}</dt>
            <dd
              className={`font-medium ${outcome === 'returned' && record.returned > 0 ? 'text-error' : ''}`}
            >
              {record[outcome]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The same record in one short line, for the All Orders table. */
export function PhoneRecordLine({ record }: { record: PhoneRecord | undefined }) {
  const t = useT(admin);
  if (!record) return null;
  return (
    <span
      className={`block max-w-28 text-xs leading-tight [overflow-wrap:anywhere] ${record.returned > 0 ? 'text-error' : 'text-muted'}`}
    >
      {t('admin.orders.phoneRecord', record)}
    </span>
  );
}
