import type { ReturnReason, ReturnStatus } from '@chaka/contract';
import screens from '@chaka/contract/catalogs/en/return-screens.json';
import returns from '@chaka/contract/catalogs/en/returns.json';
import { useT } from '@/lib/i18n/use-t';

/** The returns screens' words: the statuses and reasons of the contract's catalog, and the screens' own. */
const english = { ...returns, ...screens };

export const useReturnsT = () => useT(english);

/** A status's badge colour: waiting amber, moving blue, done green, refused red. */
const STATUS_BADGE: Record<ReturnStatus, string> = {
  requested: 'badge-warning',
  approved: 'badge-info',
  received: 'badge-info badge-outline',
  refunded: 'badge-success',
  rejected: 'badge-error',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus | 'refund_confirmed' }) {
  const t = useReturnsT();
  const look = status === 'refund_confirmed' ? 'badge-success badge-outline' : STATUS_BADGE[status];
  return (
    <span className={`badge h-auto min-h-6 py-0.5 text-center leading-tight ${look}`}>
      {t(`returns.status.${status}`)}
    </span>
  );
}

/** A reason in plain words ("Does not fit my vehicle"). */
export function useReasonName() {
  const t = useReturnsT();
  return (reason: ReturnReason) => t(`returns.reason.${reason}`);
}
