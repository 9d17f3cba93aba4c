import { displayTransactionId, type Order } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useT } from '@/lib/i18n/use-t';
import { StatusBadge } from './order-cells';

// All Orders' cells, kept narrow so that its eleven columns fit beside the dashboard's menu on a
// 1280 px screen: what may wrap does, and an address or id breaks where it has to.

/**
 * The status, with a warning (wrapping) while the order cannot ship for want of an address, and
 * while a cash order waits for its buyer to verify their e-mail address (not to be confirmed blindly).
 */
export function AdminStatusCell({ order }: { order: Order }) {
  const t = useT(admin);
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={order.status} />
      {!order.delivery && order.status !== 'cancelled' && (
        <span className="badge badge-warning badge-sm h-auto max-w-28 py-0.5 leading-tight">
          {t('admin.orders.deliveryNeeded')}
        </span>
      )}
      {order.awaitingVerification && (
        <span
          className="badge badge-error badge-outline badge-sm h-auto max-w-28 whitespace-normal py-0.5 leading-tight [overflow-wrap:anywhere]"
          title={t('admin.orders.awaitingVerificationHint')}
        >
          {t('admin.orders.awaitingVerification')}
        </span>
      )}
    </div>
  );
}

/**
 * An e-mail address that wraps before its "@" and before each dot of its domain, and mid-word only
 * when a part is wider than the column the table can spare.
 */
export function AdminEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  const [host, ...rest] = email.slice(at).split('.');
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {host}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        <span key={index}>
          <wbr />.{part}
        </span>
      ))}
    </span>
  );
}

/** The provider's transaction id without its "pi_" prefix (SPEC §9), in lines as narrow as a short id. */
export function AdminTransactionId({ order }: { order: Order }) {
  const t = useT(admin);
  const shown = displayTransactionId(order.transactionId);
  return shown ? (
    <code className="block max-w-24 min-w-16 text-xs break-all">{shown}</code>
  ) : (
    <>
      <span className="text-muted" aria-hidden="true">
        —
      </span>
      <span className="sr-only">{t('admin.orders.noTransaction')}</span>
    </>
  );
}
