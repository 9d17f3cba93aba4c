import type { OrderEvent } from '@chaka/contract';
import { StatusBadge } from './order-cells';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The order's life, oldest first: each change, who made it and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
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
              {when.format(new Date(event.at))}
            </time>
          </div>
          <p className="mt-1 text-sm">
            by {event.by}
            {event.note && <span className="text-muted"> · {event.note}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
