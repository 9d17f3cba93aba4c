import { messages } from '@chaka/contract';
import { useDialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';

const failure = (error: unknown, forbidden: string) =>
  error instanceof ApiError && error.status === 403
    ? forbidden
    : error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again.';

/**
 * Make Admin and Delete of All Users (SPEC §2, §8): each behind the confirmation dialog, each
 * ending in the spec's toast. `busyEmail` is the account an action is running for.
 */
export function useUserActions() {
  const dialog = useDialog();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();

  async function promote(email: string) {
    if (!(await dialog.confirm({ confirmLabel: 'Yes, make admin' }))) return;
    try {
      const { matchedCount } = await makeAdmin.mutateAsync(email);
      if (matchedCount === 1) notify.success(messages.users.madeAdmin(email));
      else notify.error(messages.users.couldNotMakeAdmin(email));
    } catch (error) {
      notify.error(failure(error, messages.users.notAllowedToMakeAdmin));
    }
  }

  async function remove(email: string) {
    if (!(await dialog.confirm({ confirmLabel: 'Yes, delete' }))) return;
    try {
      const { deletedCount, message } = await deleteUser.mutateAsync(email);
      if (deletedCount === 1) notify.success(messages.users.deleted(email));
      else notify.error(messages.users.couldNotDelete(email, message));
    } catch (error) {
      notify.error(failure(error, messages.users.notAllowedToDelete));
    }
  }

  const busyEmail = makeAdmin.isPending
    ? makeAdmin.variables
    : deleteUser.isPending
      ? deleteUser.variables
      : undefined;
  return { promote, remove, busyEmail };
}
