import site from '@chaka/contract/catalogs/en/site.json';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';

/** Sign-in guard (SPEC §2): a visitor goes to /login, and comes back here after signing in. */
export function RequireAuth() {
  const t = useT(site);
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label={t('site.guard.checkingSession')} />;
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}
