import { formatDate } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale';
import { myPartRequestsQuery } from '../api/part-requests';
import {
  AskedCar,
  AskedPart,
  PartRequestCard,
  QuoteOffer,
  usePartRequestsT,
} from '../components/part-request-labels';

/**
 * /dashboard/my-part-requests (issue 36): the customer's part requests and the shop's answers; a
 * quoted one goes into the cart at its price from the cart page (`?quote=`).
 */
export function MyPartRequestsPage() {
  const t = usePartRequestsT();
  const locale = useLocale();
  const requests = useQuery(myPartRequestsQuery());
  return (
    <Page title={t('part-requests.mine.title')}>
      <Link to={paths.partRequest.getHref()} className="btn btn-primary btn-sm mb-6">
        {t('part-requests.mine.ask')}
      </Link>
      <QueryState
        query={requests}
        loading={t('part-requests.mine.title')}
        failed={t('part-requests.stock.failed')}
        failedHint={requests.error?.message}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('part-requests.mine.empty')} />
          ) : (
            <ul className="space-y-4">
              {items.map((request) => (
                <PartRequestCard
                  key={request.id}
                  request={request}
                  actions={
                    request.status === 'quoted' &&
                    request.quote && (
                      <Link
                        to={`${paths.cart.getHref()}?quote=${request.id}`}
                        className="btn btn-primary btn-sm w-fit"
                      >
                        {t('part-requests.quote.addToCart')}
                      </Link>
                    )
                  }
                >
                  <p className="text-xs text-muted">{formatDate(request.createdAt, locale)}</p>
                  <AskedCar request={request} />
                  <AskedPart request={request} />
                  <QuoteOffer request={request} />
                </PartRequestCard>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
