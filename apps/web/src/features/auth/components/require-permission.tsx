import type { Permission } from '@chaka/contract';
import dashboard from '@chaka/contract/catalogs/en/dashboard.json';
import site from '@chaka/contract/catalogs/en/site.json';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ForbiddenScreen } from '@/components/forbidden-screen';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient, useAdminCheck } from '@/lib/auth';
import { hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { usePermissions } from '@/lib/permissions';

/**
 * The guard of a staff screen: the spec's admin guard (SPEC §2), with staff roles (issue 38). A
 * spinner while the server is asked; an admin (an owner) gets in, as before; anyone who is not
 * signed in or has no staff role at all is signed out and sent to /login with the page they wanted
 * kept. A member of staff gets in when their role has `permission`, and otherwise sees the 403
 * screen, still signed in. A check that could not be made (network) is not a "no": it offers to
 * try again.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const t = useT(site);
  const menu = useT(dashboard);
  const { user, isPending, check } = useAdminCheck();
  const staff = usePermissions(Boolean(user));
  const location = useLocation();
  const navigate = useNavigate();
  const isOwner = Boolean(user) && check.data?.admin === true;
  const refusedByServer = hasStatus(check.error, 401, 403) || hasStatus(staff.error, 401, 403);
  const noStaffRole = check.data?.admin === false && staff.data !== undefined && staff.data.role === null;
  const refused = !isOwner && ((!isPending && !user) || refusedByServer || noStaffRole);
  const failed = [check, staff].some((query) => query.isError && !hasStatus(query.error, 401, 403));
  const leaving = useRef(false);

  useEffect(() => {
    if (!refused || leaving.current) return;
    leaving.current = true;
    void loadAuthClient()
      .then((client) => client.signOut())
      .finally(() => navigate(paths.auth.login.getHref(), { replace: true, state: { from: location } }));
  }, [refused, navigate, location]);

  if (isOwner) return <Outlet />;
  if (failed && !refused) {
    return (
      <div className="p-4">
        <EmptyState title={t('site.guard.accessFailed')}>
          <button
            type="button"
            className="btn btn-primary btn-sm mt-2"
            onClick={() => {
              if (check.isError) void check.refetch();
              if (staff.isError) void staff.refetch();
            }}
          >
            {t('site.guard.tryAgain')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (refused || check.data?.admin !== false || !staff.data?.role) {
    return <Spinner label={t('site.guard.checkingAccess')} />;
  }
  if (!staff.data.permissions.includes(permission)) {
    return <ForbiddenScreen back={{ to: paths.dashboard.root.getHref(), label: menu('dashboard.title') }} />;
  }
  return <Outlet />;
}
