import type { PartRequest, PartRequestStatus } from '@chaka/contract';
import partRequestsCatalog from '@chaka/contract/catalogs/en/part-requests.json';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/money';

export const usePartRequestsT = () => useT(partRequestsCatalog);

const BADGES: Record<PartRequestStatus, string> = {
  open: 'badge-warning',
  quoted: 'badge-success',
  cannot_source: 'badge-error',
  closed: 'badge-ghost',
};

/** A request's status as a badge, in the reader's language. */
export function PartRequestStatusBadge({ status }: { status: PartRequestStatus }) {
  const t = usePartRequestsT();
  return (
    <span className={`badge ${BADGES[status]} whitespace-nowrap`}>{t(`part-requests.status.${status}`)}</span>
  );
}

/** What was asked for: the part number and the description, and the car. */
export function AskedPart({ request }: { request: PartRequest }) {
  return (
    <div className="space-y-1">
      {request.partNumber && <p className="tabular font-medium">{request.partNumber}</p>}
      {request.description && <p className="whitespace-pre-line text-sm">{request.description}</p>}
      {request.photo && (
        <a href={request.photo} className="link text-sm" target="_blank" rel="noreferrer">
          <img src={request.photo} alt="" className="mt-1 h-16 w-16 rounded object-cover" />
        </a>
      )}
    </div>
  );
}

/** The car of a request: its name, and the chassis code given. */
export function AskedCar({ request }: { request: PartRequest }) {
  return (
    <div className="text-sm">
      <p>{request.vehicle ?? '—'}</p>
      {request.chassisCode && <p className="tabular text-muted">{request.chassisCode}</p>}
    </div>
  );
}

/** The shop's quote, as the customer reads it. */
export function QuoteOffer({ request }: { request: PartRequest }) {
  const t = usePartRequestsT();
  const money = useMoney();
  if (!request.quote) return null;
  const { productName, quantity, price } = request.quote;
  return <p>{t('part-requests.quote.offer', { product: productName, quantity, price: money(price) })}</p>;
}

/** One request in a list: its number and status, what the page shows of it, the note, then its actions. */
export function PartRequestCard({
  request,
  children,
  actions,
}: {
  request: PartRequest;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="tabular font-semibold">{request.number}</h2>
          <PartRequestStatusBadge status={request.status} />
        </div>
        {children}
        {request.note && <p className="whitespace-pre-line text-sm">{request.note}</p>}
        {actions}
      </div>
    </li>
  );
}
