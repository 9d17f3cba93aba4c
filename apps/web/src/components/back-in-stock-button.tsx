import { routes } from '@chaka/contract';
import partRequestsCatalog from '@chaka/contract/catalogs/en/part-requests.json';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';

const waitKey = (productId: string) => ['back-in-stock', productId] as const;

/**
 * "Tell me when it is back" (issue 36) on an out-of-stock part: a signed-in customer waits for it
 * (one mail, and an SMS to a verified phone, when its stock rises from 0) or stops waiting; a
 * visitor is asked to sign in first. Admins cannot order, so they are not offered it.
 */
export function BackInStockButton({ productId }: { productId: string }) {
  const t = useT(partRequestsCatalog);
  const { user } = useSession();
  const location = useLocation();
  const client = useQueryClient();
  const signedIn = Boolean(user && user.role !== 'admin');
  const status = useQuery({
    queryKey: waitKey(productId),
    queryFn: ({ signal }) => call(routes.backInStockStatus, { params: { id: productId } }, { signal }),
    enabled: signedIn,
  });
  const change = useMutation({
    mutationFn: (wait: boolean) =>
      call(wait ? routes.waitForStock : routes.stopWaitingForStock, { params: { id: productId } }),
    onSuccess: (answer) => client.setQueryData(waitKey(productId), answer),
    onError: (error) => notify.error(errorMessage(error, t('part-requests.stock.failed'))),
  });
  if (user?.role === 'admin') return null;
  if (!user)
    return (
      <Link to={paths.auth.login.getHref(location.pathname)} className="btn btn-outline btn-block">
        {t('part-requests.stock.signIn')}
      </Link>
    );
  if (status.data?.waiting)
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm">{t('part-requests.stock.waiting')}</p>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={change.isPending}
          onClick={() => change.mutate(false)}
        >
          {t('part-requests.stock.stop')}
        </button>
      </div>
    );
  return (
    <button
      type="button"
      className="btn btn-primary btn-block"
      disabled={status.isPending || change.isPending}
      onClick={() => change.mutate(true)}
    >
      {t('part-requests.stock.wait')}
    </button>
  );
}
