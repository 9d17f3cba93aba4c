import { INTL_LOCALES, type Locale, type OrderEvent } from '@chaka/contract';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { StatusBadge } from './order-cells';
import { useOrdersT } from './order-labels';

const formats = new Map<Locale, Intl.DateTimeFormat>();
/** A moment of the order's life in the language shown ("26 Nov 2026, 14:05"). */
function when(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      // A 24-hour clock, as en-GB writes it: Bangla's AM and PM would stay in Latin letters.
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format;
}

/** The order's life, oldest first: each change, who made it and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const locale = useLocale();
  const t = useOrdersT();
  return (
    <ol className="space-y-4 border-l-2 border-base-300 pl-5">
      {events.map((event) => (
        <li key={`${event.at}-${event.status}-${event.note ?? ''}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full border-2 border-base-100 bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={event.status} />
            <time dateTime={event.at} className="text-sm text-muted">
              {when(locale).format(new Date(event.at))}
            </time>
          </div>
          <p className="mt-1 text-sm">
            {t('orders.timeline.by', { name: event.by })}
            {event.note && <span className="text-muted"> · {translated(event.note)}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
