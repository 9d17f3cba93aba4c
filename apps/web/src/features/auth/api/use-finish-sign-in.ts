import { routes } from '@chaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth';
import { mergeVisitorCar } from '@/lib/chosen-car';
import { notify } from '@/lib/toast';

/**
 * The last steps of any sign-in (password, Google or a new registration): make sure the profile
 * exists on the server (SPEC §7 PUT /api/user/{email}; its token is for API clients, the browser
 * keeps its httpOnly cookie), take the car chosen as a visitor into My Garage, greet, and go on.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      user: SessionUser,
      { to, toast, autoClose }: { to: string; toast: string; autoClose?: number },
    ) => {
      try {
        await call(routes.syncUser, {
          params: { email: user.email },
          body: { email: user.email, uid: user.id },
        });
      } catch {
        // The profile screen makes the row on its first visit too; signing in is done either way.
      }
      await mergeVisitorCar();
      // Answers fetched while signed out (or as someone else) no longer hold.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      notify.success(toast, { autoClose });
      navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );
}
