import { canMoveReturn, RETURN_REFERENCE_MAX_LENGTH, type Return, type ReturnMove } from '@chaka/contract';
import { useReturnsT } from '@/components/return-labels';
import { useDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/money';
import { useMoveReturn, useRefundReturn } from '@/lib/returns';
import { notify } from '@/lib/toast';
import { type MoveChoice, MoveFields, type RefundChoice, RefundFields } from './return-action-fields';

const LOOKS: Record<ReturnMove | 'refunded', string> = {
  approved: 'btn-primary',
  rejected: 'btn-error btn-outline',
  received: 'btn-primary',
  refunded: 'btn-primary',
};

/**
 * The staff's moves of a return, each behind the one confirmation dialog: Approve, Reject (with
 * the reason the customer sees), Receive (back in stock, or written off as damaged) and Refund (by
 * hand with its reference, or through the payment provider). Only the moves its status allows, the
 * decisions to staff who decide returns and the refund to those who issue refunds (issue 38).
 */
export function ReturnActions({
  found,
  decides,
  refunds,
}: {
  found: Return;
  decides: boolean;
  refunds: boolean;
}) {
  const t = useReturnsT();
  const dialog = useDialog();
  const money = useMoney();
  const move = useMoveReturn();
  const refund = useRefundReturn();
  const busy = move.isPending || refund.isPending;
  const values = { number: found.number, name: found.customerName };

  async function moveTo(status: ReturnMove) {
    const choice: MoveChoice = { reason: '', damaged: false, shopAtFault: found.shopAtFault };
    const confirmed = await dialog.confirm({
      title: t(LABEL[status]),
      text: t(TEXT[status], values),
      confirmLabel: t(LABEL[status]),
      content:
        status === 'approved' && found.reason !== 'wrong_fit' ? undefined : (
          <MoveFields status={status} reason={found.reason} choice={choice} />
        ),
    });
    if (!confirmed) return;
    try {
      await move.mutateAsync({
        id: found._id,
        status,
        ...(status === 'rejected' ? { reason: choice.reason } : {}),
        ...(status === 'received' ? { damaged: choice.damaged } : {}),
        ...(status !== 'rejected' && found.reason === 'wrong_fit' ? { shopAtFault: choice.shopAtFault } : {}),
      });
      notify.success(
        t('return-screens.admin.moved', { number: found.number, status: t(`returns.status.${status}`) }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('return-screens.admin.notMoved')));
    }
  }

  async function refundIt() {
    const choice: RefundChoice = { manual: true, reference: '' };
    const confirmed = await dialog.confirm({
      title: t('return-screens.admin.refund'),
      text: t('return-screens.admin.refundText', { number: found.number, amount: money(found.refundable) }),
      confirmLabel: t('return-screens.admin.refund'),
      content: <RefundFields choice={choice} maxLength={RETURN_REFERENCE_MAX_LENGTH} />,
    });
    if (!confirmed) return;
    try {
      await refund.mutateAsync(
        choice.manual ? { id: found._id, method: 'manual', reference: choice.reference } : { id: found._id },
      );
      notify.success(
        t('return-screens.admin.moved', { number: found.number, status: t('returns.status.refunded') }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('return-screens.admin.notMoved')));
    }
  }

  const moves = decides
    ? (['approved', 'rejected', 'received'] as const).filter((to) => canMoveReturn(found.status, to))
    : [];
  return (
    <fieldset aria-label={t('return-screens.admin.actions')} className="flex flex-wrap gap-2">
      {moves.map((to) => (
        <button
          key={to}
          type="button"
          className={`btn btn-sm ${LOOKS[to]}`}
          disabled={busy}
          onClick={() => void moveTo(to)}
        >
          {t(LABEL[to])}
        </button>
      ))}
      {refunds && canMoveReturn(found.status, 'refunded') && (
        <button
          type="button"
          className={`btn btn-sm ${LOOKS.refunded}`}
          disabled={busy}
          onClick={() => void refundIt()}
        >
          {t('return-screens.admin.refund')}
        </button>
      )}
    </fieldset>
  );
}

const LABEL = {
  approved: 'return-screens.admin.approve',
  rejected: 'return-screens.admin.reject',
  received: 'return-screens.admin.receive',
} as const;
const TEXT = {
  approved: 'return-screens.admin.approveText',
  rejected: 'return-screens.admin.rejectText',
  received: 'return-screens.admin.receiveText',
} as const;
