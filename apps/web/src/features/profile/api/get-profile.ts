import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { profileKeys } from '@/lib/profile-keys';

/** GET /api/users/me answers a one-element list (SPEC §7); the screen uses its first item. */
export const profileQuery = (email: string) =>
  queryOptions({
    queryKey: profileKeys.of(email),
    queryFn: async ({ signal }) => {
      const [profile] = await call(routes.getProfile, { query: { email } }, { signal });
      if (!profile) throw new Error('The profile could not be read');
      return profile;
    },
  });

export const useProfile = (email: string | undefined) =>
  useQuery({ ...profileQuery(email ?? ''), enabled: email !== undefined });
