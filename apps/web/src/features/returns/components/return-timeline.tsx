import { formatMoment, type ReturnEvent } from '@chaka/contract';
import { ReturnStatusBadge, useReturnsT } from '@/components/return-labels';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';

/** The return's life, oldest first: each step, who took it, when, and its note (a rejection's reason). */
export function ReturnTimeline({ events }: { events: ReturnEvent[] }) {
  const locale = useLocale();
  const t = useReturnsT();
  return (
    <ol className="space-y-4 border-l-2 border-base-300 pl-5">
      {events.map((event) => (
        <li key={`${event.at}-${event.status}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full border-2 border-base-100 bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={event.status} />
            <time dateTime={event.at} className="text-sm text-muted">
              {formatMoment(event.at, locale)}
            </time>
          </div>
          <p className="mt-1 text-sm">
            {t('return-screens.by', { name: event.by })}
            {event.note && <span className="text-muted"> · {translated(event.note)}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
