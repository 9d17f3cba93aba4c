import site from '@chaka/contract/catalogs/en/site.json';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient, useAdminCheck } from '@/lib/auth';
import { hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';

/**
 * Admin guard (SPEC §2): a spinner while the server is asked; anyone who is not signed in or not an
 * admin is signed out and sent to /login with the page they wanted kept. A check that could not be
 * made (network) is not a "no": it offers to try again.
 */
export function RequireAdmin() {
  const t = useT(site);
  const { user, isPending, check } = useAdminCheck();
  const location = useLocation();
  const navigate = useNavigate();
  const refusedByServer = hasStatus(check.error, 401, 403);
  const refused = (!isPending && !user) || refusedByServer || check.data?.admin === false;
  const leaving = useRef(false);

  useEffect(() => {
    if (!refused || leaving.current) return;
    leaving.current = true;
    void loadAuthClient()
      .then((client) => client.signOut())
      .finally(() => navigate(paths.auth.login.getHref(), { replace: true, state: { from: location } }));
  }, [refused, navigate, location]);

  if (check.isError && !refusedByServer) {
    return (
      <div className="p-4">
        <EmptyState title={t('site.guard.accessFailed')}>
          <button type="button" className="btn btn-primary btn-sm mt-2" onClick={() => void check.refetch()}>
            {t('site.guard.tryAgain')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (check.data?.admin !== true) return <Spinner label={t('site.guard.checkingAccess')} />;
  return <Outlet />;
}
