import type { OrderDetail } from '@chaka/contract';
import trackingCatalog from '@chaka/contract/catalogs/en/tracking.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useStaffAccess } from '@/lib/permissions';
import { useDocumentsT } from './document-parts';

/**
 * The order page's way to its invoice (to print or keep) and to the tracking page, whose address
 * anyone the customer shares it with can open without signing in (issue 33). A packer, who is not
 * shown the order's money, prints its packing slip instead (issue 38).
 */
export function OrderPaperLinks({ order }: { order: OrderDetail }) {
  const t = useDocumentsT();
  const tracking = useT(trackingCatalog);
  const slip = useStaffAccess().packsOnly;
  return (
    <>
      <Link
        to={paths.dashboard.print.getHref(slip ? 'slip' : 'invoice', [order._id])}
        className="btn btn-outline btn-sm"
      >
        {t(slip ? 'documents.printSlips' : 'documents.printInvoice')}
      </Link>
      {order.status !== 'cancelled' && (
        <Link to={paths.track.getHref(order.orderNumber)} className="link link-primary text-sm">
          {tracking('tracking.thisOrder')}
        </Link>
      )}
    </>
  );
}
