import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** Sign-in guard (SPEC §2): a visitor goes to /login, and comes back here after signing in. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}
