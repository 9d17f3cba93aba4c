import { messages } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { errorMessage, hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useMakeAdmin } from '../api/make-admin';

/** SPEC §8's sentence for a refusal (403), else the server's message, else `fallback`. */
const refusal = (forbidden: string, fallback: string) => (error: unknown) =>
  hasStatus(error, 403) ? forbidden : errorMessage(error, fallback);

/**
 * Make Admin and Delete of All Users (SPEC §2, §8): each behind the confirmation dialog, each
 * ending in the spec's toast. `busyEmail` is the account an action is running for.
 */
export function useUserActions() {
  const t = useT(admin);
  const fallback = t('admin.users.failed.other');
  const promotion = useConfirmedMutation(useMakeAdmin(), {
    confirmLabel: t('admin.users.confirmMakeAdmin'),
    onDone: ({ matchedCount }, email) =>
      matchedCount === 1
        ? notify.success(messages.users.madeAdmin(email))
        : notify.error(messages.users.couldNotMakeAdmin(email)),
    failure: refusal(messages.users.notAllowedToMakeAdmin, fallback),
  });
  const deletion = useConfirmedMutation(useDeleteUser(), {
    confirmLabel: t('admin.users.confirmDelete'),
    onDone: ({ deletedCount, message }, email) =>
      deletedCount === 1
        ? notify.success(messages.users.deleted(email))
        : notify.error(messages.users.couldNotDelete(email, message)),
    failure: refusal(messages.users.notAllowedToDelete, fallback),
  });
  return { promote: promotion.run, remove: deletion.run, busyEmail: promotion.running ?? deletion.running };
}
