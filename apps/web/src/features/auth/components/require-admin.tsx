import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient, useAdminCheck } from '@/lib/auth';
import { hasStatus } from '@/lib/error-message';

/**
 * Admin guard (SPEC §2): a spinner while the server is asked; anyone who is not signed in or not an
 * admin is signed out and sent to /login with the page they wanted kept. A check that could not be
 * made (network) is not a "no": it offers to try again.
 */
export function RequireAdmin() {
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
        <EmptyState title="Your access could not be checked">
          <button type="button" className="btn btn-primary btn-sm mt-2" onClick={() => void check.refetch()}>
            Try again
          </button>
        </EmptyState>
      </div>
    );
  }
  if (check.data?.admin !== true) return <Spinner label="Checking your access" />;
  return <Outlet />;
}
