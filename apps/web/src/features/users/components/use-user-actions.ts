import { messages } from '@chaka/contract';
import { errorMessage, hasStatus } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';

/** SPEC §8's sentence for a refusal (403), else the server's message. */
const refusal = (forbidden: string) => (error: unknown) =>
  hasStatus(error, 403) ? forbidden : errorMessage(error, 'Something went wrong. Please try again.');

/**
 * Make Admin and Delete of All Users (SPEC §2, §8): each behind the confirmation dialog, each
 * ending in the spec's toast. `busyEmail` is the account an action is running for.
 */
export function useUserActions() {
  const promotion = useConfirmedMutation(useMakeAdmin(), {
    confirmLabel: 'Yes, make admin',
    onDone: ({ matchedCount }, email) =>
      matchedCount === 1
        ? notify.success(messages.users.madeAdmin(email))
        : notify.error(messages.users.couldNotMakeAdmin(email)),
    failure: refusal(messages.users.notAllowedToMakeAdmin),
  });
  const deletion = useConfirmedMutation(useDeleteUser(), {
    confirmLabel: 'Yes, delete',
    onDone: ({ deletedCount, message }, email) =>
      deletedCount === 1
        ? notify.success(messages.users.deleted(email))
        : notify.error(messages.users.couldNotDelete(email, message)),
    failure: refusal(messages.users.notAllowedToDelete),
  });
  return { promote: promotion.run, remove: deletion.run, busyEmail: promotion.running ?? deletion.running };
}
