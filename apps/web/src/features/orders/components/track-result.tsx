import type { TrackAnswer } from '@chaka/contract';
import trackingCatalog from '@chaka/contract/catalogs/en/tracking.json';
import type { ReactNode } from 'react';
import { OrderTimeline } from '@/components/order-timeline';
import { useT } from '@/lib/i18n/use-t';
import { StatusBadge } from './order-cells';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

/** What the tracking page shows of an order: where it is, who carries it, and its way so far. */
export function TrackResult({ answer, placedOn }: { answer: TrackAnswer; placedOn: string }) {
  const t = useT(trackingCatalog);
  return (
    <article
      aria-label={t('tracking.result', { number: answer.orderNumber })}
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tabular">
          {t('tracking.result', { number: answer.orderNumber })}
        </h2>
        <StatusBadge status={answer.status} />
      </div>
      <p className="mt-1 text-sm text-muted">{t('tracking.placedOn', { date: placedOn })}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Fact label={t('tracking.courier')}>{answer.courier ?? t('tracking.notShipped')}</Fact>
        <Fact label={t('tracking.trackingCode')}>
          <span className="tabular">{answer.trackingNumber ?? '—'}</span>
        </Fact>
      </dl>
      <h3 className="mt-8 mb-4 font-semibold">{t('tracking.timeline')}</h3>
      <OrderTimeline events={answer.events} />
    </article>
  );
}
