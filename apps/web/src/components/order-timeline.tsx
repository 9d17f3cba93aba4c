import { formatMoment, type OrderEvent, type OrderStatus } from '@chaka/contract';
import ordersCatalog from '@chaka/contract/catalogs/en/orders.json';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

const STATUS_BADGE: Record<OrderStatus, string> = {
  placed: 'badge-info',
  confirmed: 'badge-primary',
  shipped: 'badge-accent',
  delivered: 'badge-success',
  cancelled: 'badge-ghost',
  returned: 'badge-warning',
};

/** Where the order is: Placed, Confirmed, Shipped, Delivered or Cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT(ordersCatalog);
  return (
    <span className={`badge h-auto min-h-6 py-0.5 text-center leading-tight ${STATUS_BADGE[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** A step of the order's life: who made it is left out where the reader may not know it (/track). */
type TimelineEvent = Pick<OrderEvent, 'status' | 'at' | 'note'> & { by?: string };

/**
 * The order's life, oldest first: each change, who made it and when (the order page, the admin's
 * return page beside the return's own steps, and /track without the names).
 */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  const locale = useLocale();
  const t = useT(ordersCatalog);
  return (
    <ol className="space-y-4 border-l-2 border-base-300 pl-5">
      {events.map((event) => (
        <li key={`${event.at}-${event.status}-${event.note ?? ''}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full border-2 border-base-100 bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={event.status} />
            <time dateTime={event.at} className="text-sm text-muted">
              {formatMoment(event.at, locale)}
            </time>
          </div>
          {event.by !== undefined ? (
            <p className="mt-1 text-sm">
              {t('orders.timeline.by', { name: event.by })}
              {event.note && <span className="text-muted"> · {translated(event.note)}</span>}
            </p>
          ) : (
            event.note && <p className="mt-1 text-sm text-muted">{translated(event.note)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
