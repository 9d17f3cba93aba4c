import { type ClaimedQuote, routes, SIZES } from '@chaka/contract';
import partRequestsCatalog from '@chaka/contract/catalogs/en/part-requests.json';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { cartStore } from '../lib/cart';
import { addLine } from '../lib/cart-rules';

/** Puts a quoted part in the cart, priced by its request (the server charges the quoted price). */
function addQuote(quote: Pick<ClaimedQuote, 'partRequestId' | 'productId' | 'quantity'>) {
  const line = {
    productId: quote.productId,
    quantity: quote.quantity,
    size: SIZES[0],
    quote: quote.partRequestId,
  };
  cartStore.update((lines) =>
    lines.some((existing) => existing.quote === quote.partRequestId) ? lines : addLine(lines, line).lines,
  );
}

/**
 * /quote/:token (issue 36), the link of a quote's mail or SMS: once signed in, the quote is taken
 * up (POST /api/part-requests/quote/{token}) and its part goes into the cart at the quoted price.
 */
export function QuotePage() {
  const t = useT(partRequestsCatalog);
  const { token = '' } = useParams();
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!user || asked.current) return;
    asked.current = true;
    call(routes.claimQuote, { params: { token } })
      .then((quote) => {
        addQuote(quote);
        notify.success(t('part-requests.claim.added'));
        navigate(paths.cart.getHref(), { replace: true });
      })
      .catch((error: unknown) => setFailed(errorMessage(error, t('part-requests.claim.failed'))));
  }, [user, token, navigate, t]);
  return (
    <Page title={t('part-requests.claim.title')} width="narrow">
      {failed ? (
        <p role="alert" className="alert alert-error">
          {failed}
        </p>
      ) : !user && !isPending ? (
        <p>
          <Link to={paths.auth.login.getHref(location.pathname)} className="link link-primary">
            {t('part-requests.claim.signIn')}
          </Link>
        </p>
      ) : (
        <Spinner label={t('part-requests.claim.adding')} />
      )}
    </Page>
  );
}

/**
 * The cart page's `?quote=<part request id>` (My part requests' "Add to cart at this price"): the
 * customer's quoted request goes into the cart once, and the address loses the parameter.
 */
export function useQuoteFromAddress(signedIn: boolean) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('quote');
  const requests = useQuery({
    queryKey: ['part-requests', 'mine'],
    queryFn: ({ signal }) => call(routes.myPartRequests, {}, { signal }),
    enabled: Boolean(wanted) && signedIn,
  });
  useEffect(() => {
    if (!wanted || !requests.data) return;
    const request = requests.data.items.find((item) => item.id === wanted);
    if (request?.status === 'quoted' && request.quote)
      addQuote({
        partRequestId: request.id,
        productId: request.quote.productId,
        quantity: request.quote.quantity,
      });
    setSearch({}, { replace: true });
  }, [wanted, requests.data, setSearch]);
}
