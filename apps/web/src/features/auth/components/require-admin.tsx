import { apiPaths } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { authClient, useSession } from '@/lib/auth';

/**
 * Admin guard (SPEC §2): a spinner while the role is checked with the server; anyone who is not
 * an admin is signed out and sent to /login with the page they wanted kept.
 */
export function RequireAdmin() {
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['admin-check', user?.email],
    queryFn: () => api.get<{ admin: boolean }>(apiPaths.adminCheck(user!.email)),
    enabled: Boolean(user),
    retry: false,
  });
  const allowed = check.data?.admin === true;
  const refused = (!isPending && !user) || check.isError || check.data?.admin === false;

  useEffect(() => {
    if (!refused) return;
    void authClient.signOut().finally(() => navigate('/login', { replace: true, state: { from: location } }));
  }, [refused, navigate, location]);

  if (!allowed) return <Spinner label="Checking your access" />;
  return <Outlet />;
}
