// Only the papers load the font: woff2 files Vite bundles into this screen's chunk (decision 036).
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '../components/documents.css';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useOrderDocuments } from '../api/order-documents';
import { useDocumentsT } from '../components/document-parts';
import { InvoiceSheet } from '../components/invoice-sheet';
import { PackingSlip } from '../components/packing-slip';

/** The orders the address names (`?orders=<id>,<id>`), each once, in that order. */
const idsOf = (value: string | null) =>
  [...new Set((value ?? '').split(',').map((id) => id.trim()))].filter(Boolean);

/**
 * /dashboard/print/{invoice|slip}?orders=…: the invoices or packing slips of the orders named, one
 * paper after the other, each its own printed page (documents.css). A customer opens their own
 * invoice from their order's page; an admin prints any order's, or those chosen in All Orders.
 * Whose an order is, the server decides: another customer's order is refused there.
 */
export function PrintPage() {
  const t = useDocumentsT();
  const { document = 'invoice' } = useParams();
  const [search] = useSearchParams();
  const ids = idsOf(search.get('orders'));
  const slip = document === 'slip';
  const results = useOrderDocuments(ids, slip ? 'slip' : 'invoice');
  const title = slip ? t('documents.packingSlip') : t('documents.invoice');
  usePageTitle(title);
  const loading = results.some((result) => result.isPending);
  const back =
    ids.length === 1 ? paths.dashboard.order.getHref(ids[0]!) : paths.dashboard.allOrders.getHref();

  return (
    <div className="print-documents mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <div className="no-print mb-8 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {ids.length > 1 && <span className="text-muted">{t('documents.count', { count: ids.length })}</span>}
        <span className="grow" />
        <Link to={back} className="btn btn-ghost">
          {t('documents.back')}
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          disabled={loading || ids.length === 0}
          onClick={() => window.print()}
        >
          {t('documents.print')}
        </button>
      </div>
      {ids.length === 0 && <p className="alert">{t('documents.noneChosen')}</p>}
      {loading ? (
        <Spinner label={t('documents.loading')} />
      ) : (
        <div className="paper-stack flex flex-col gap-8">
          {results.map((result, index) =>
            result.data ? (
              slip ? (
                <PackingSlip key={ids[index]} order={result.data} />
              ) : (
                <InvoiceSheet key={ids[index]} order={result.data} />
              )
            ) : (
              <p key={ids[index]} role="alert" className="no-print alert alert-error">
                {t('documents.loadFailed')}: {result.error?.message}
              </p>
            ),
          )}
        </div>
      )}
    </div>
  );
}
