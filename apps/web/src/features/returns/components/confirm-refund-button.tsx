import type { Return } from '@chaka/contract';
import { useReturnsT } from '@/components/return-labels';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/error-message';
import { useConfirmRefund } from '@/lib/returns';

/**
 * "I received the refund": the customer's word that money paid back by hand (bKash, Nagad, cash)
 * reached them; once said, the page says so instead.
 */
export function ConfirmRefundButton({ found }: { found: Return }) {
  const t = useReturnsT();
  const confirm = useConfirmRefund();
  if (found.refund?.method !== 'manual') return null;
  if (found.refund.confirmedAt) {
    return <p className="text-sm text-success">{t('return-screens.confirmed')}</p>;
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className="btn btn-primary"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(found._id)}
      >
        {t('return-screens.confirm')}
      </button>
      <FormError>
        {confirm.isError ? errorMessage(confirm.error, t('return-screens.confirmFailed')) : undefined}
      </FormError>
    </div>
  );
}
