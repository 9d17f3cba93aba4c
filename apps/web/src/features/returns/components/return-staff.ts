import type { Permission } from '@chaka/contract';
import { useSession } from '@/lib/auth';
import { usePermissions } from '@/lib/permissions';

/**
 * What the signed-in member of staff may do on a return's page (issue 38): decide it (approve,
 * reject, receive, book its pickup) with `returns.decide`, refund it with `refunds.issue`, and see
 * its customer, their other returns and the order's history with `customers.read`. The spec's admin
 * (an owner) may do everything, as before; a customer, or staff whose permissions are not known
 * yet, none of it (the server refuses the rest anyway).
 */
export function useReturnStaff() {
  const { user } = useSession();
  const permissions = usePermissions(Boolean(user)).data?.permissions ?? [];
  const can = (permission: Permission) => user?.role === 'admin' || permissions.includes(permission);
  return {
    decides: can('returns.decide'),
    refunds: can('refunds.issue'),
    readsCustomers: can('customers.read'),
  };
}
