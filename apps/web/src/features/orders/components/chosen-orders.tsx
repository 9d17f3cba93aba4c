import { formatCount, type Order } from '@chaka/contract';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale';
import { useStaffAccess } from '@/lib/permissions';
import { useDocumentsT } from './document-parts';

/** The orders an admin has ticked in All Orders (by id: an order of several parts is one). */
export interface OrderChoice {
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string): void;
  set(ids: readonly string[]): void;
}

export function useOrderChoice(): OrderChoice {
  const [ids, setIds] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (id: string) => setIds((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id])),
    [],
  );
  const set = useCallback((next: readonly string[]) => setIds([...new Set(next)]), []);
  return useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle, set }), [ids, toggle, set]);
}

/** The tick of one order's row. */
export function ChooseOrderBox({ order, choice }: { order: Order; choice: OrderChoice }) {
  const t = useDocumentsT();
  return (
    <input
      type="checkbox"
      className="checkbox checkbox-sm"
      aria-label={t('documents.choose', { number: order.orderNumber })}
      checked={choice.has(order._id)}
      onChange={() => choice.toggle(order._id)}
    />
  );
}

/**
 * Above All Orders' table: how many are ticked, and their invoices or packing slips to print (a
 * packer, who is not shown the orders' money, their packing slips only: issue 38).
 */
export function PrintChosenOrders({ choice, shown }: { choice: OrderChoice; shown: readonly Order[] }) {
  const t = useDocumentsT();
  const documents = useStaffAccess().packsOnly ? (['slip'] as const) : (['invoice', 'slip'] as const);
  const locale = useLocale();
  const none = choice.ids.length === 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted" aria-live="polite">
        {t('documents.chosen', { count: formatCount(choice.ids.length, locale) })}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => choice.set(shown.map((order) => order._id))}
      >
        {t('documents.chooseAll')}
      </button>
      {!none && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => choice.set([])}>
          {t('documents.clearChoice')}
        </button>
      )}
      {documents.map((document) =>
        none ? (
          <button key={document} type="button" className="btn btn-sm" disabled>
            {t(document === 'invoice' ? 'documents.printInvoices' : 'documents.printSlips')}
          </button>
        ) : (
          // A tab of its own: the ticks here stay for the next print.
          <Link
            key={document}
            className="btn btn-sm btn-outline"
            to={paths.dashboard.print.getHref(document, choice.ids)}
            target="_blank"
          >
            {t(document === 'invoice' ? 'documents.printInvoices' : 'documents.printSlips')}
          </Link>
        ),
      )}
    </div>
  );
}
