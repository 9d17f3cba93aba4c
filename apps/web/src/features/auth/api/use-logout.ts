import { TOAST_DURATIONS_MS } from '@chaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadAuthClient, useSession } from '@/lib/auth';
import { notify } from '@/lib/toast';

/** Logout (SPEC §2): ends the session on the server, says goodbye bottom right for 5 s, goes home. */
export function useLogout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const name = user?.name ?? '';
    // The spec's sentences come with the sign-in client, not with every page's first load.
    const [client, { messages }] = await Promise.all([loadAuthClient(), import('../lib/spec-messages')]);
    await client.signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    notify.success(messages.auth.goodbye(name), {
      position: 'bottom-right',
      autoClose: TOAST_DURATIONS_MS.logout,
    });
    navigate('/');
  };
}
