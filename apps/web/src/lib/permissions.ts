import { type Permission, packsOnly, routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * The signed-in person's staff role and permissions (none for a customer). `enabled: false` while
 * nobody is signed in, so a signed-out visitor is not asked about.
 */
export const usePermissions = (enabled = true) =>
  useQuery({
    queryKey: ['me', 'permissions'],
    queryFn: ({ signal }) => call(routes.myPermissions, {}, { signal }),
    staleTime: 60_000,
    enabled,
  });

/**
 * What a staff screen's buttons may offer the signed-in person (issue 38): a staff person below
 * owner only what their permissions allow, and a packer (`packsOnly`) only what packing needs. An
 * owner has every permission. Anyone without a staff role, or whose role is not known yet, is
 * refused nothing here: the screens such a person sees are their own (an order's page) and the
 * server answers for what is theirs; the staff screens themselves are behind the permission guard.
 */
export function useStaffAccess(): {
  can: (permission: Permission) => boolean;
  packsOnly: boolean;
  /** Whether the server has said yet who the signed-in person is. */
  known: boolean;
} {
  const { data } = usePermissions();
  const staff = data?.role ? data.permissions : null;
  return {
    can: (permission) => !staff || staff.includes(permission),
    packsOnly: staff ? packsOnly(staff) : false,
    known: data !== undefined,
  };
}
