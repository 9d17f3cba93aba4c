import type { UseMutationResult } from '@tanstack/react-query';
import { notify } from '@/lib/toast';
import { useDialog } from './dialog';

/**
 * The confirm-then-act flow of SPEC §5 (cancel an order, delete a product or a user, make an
 * admin): the one confirmation dialog ("Are you sure? You won't be able to revert this!"), then
 * the call, then what the screen says when it is done, or `failure`'s sentence as an error toast.
 */
export function useConfirmedMutation<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
  {
    confirmLabel,
    onDone,
    failure,
  }: {
    /** The dialog's confirming button, e.g. "Yes, delete". */
    confirmLabel?: string;
    onDone: (data: TData, variables: TVariables) => unknown;
    failure: (error: unknown, variables: TVariables) => string;
  },
) {
  const dialog = useDialog();

  async function run(variables: TVariables) {
    if (!(await dialog.confirm({ confirmLabel }))) return;
    let data: TData;
    try {
      data = await mutation.mutateAsync(variables);
    } catch (error) {
      notify.error(failure(error, variables));
      return;
    }
    await onDone(data, variables);
  }

  /** What the call under way is for (e.g. the e-mail of the account being deleted), else undefined. */
  const running = mutation.isPending ? mutation.variables : undefined;
  return { run, running };
}
