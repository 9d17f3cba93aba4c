import type { ReturnMove, ReturnReason } from '@chaka/contract';
import { useState } from 'react';
import { useReturnsT } from '@/components/return-labels';
import { TextAreaField, TextField } from '@/components/ui/form-field';

/** What the admin adds to a move; typing writes here, read once the dialog is confirmed. */
export interface MoveChoice {
  reason: string;
  damaged: boolean;
  shopAtFault: boolean;
}

export interface RefundChoice {
  manual: boolean;
  reference: string;
}

function Check({
  label,
  initial,
  onChange,
}: {
  label: string;
  initial: boolean;
  onChange: (on: boolean) => void;
}) {
  const [on, setOn] = useState(initial);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}

/**
 * The dialog's fields of a move: a rejection's reason (required: the customer reads it), a receipt's
 * "damaged — write off", and for a wrong fit whether the shop sent the wrong part (the fee goes back).
 */
export function MoveFields({
  status,
  reason,
  choice,
}: {
  status: ReturnMove;
  reason: ReturnReason;
  choice: MoveChoice;
}) {
  const t = useReturnsT();
  return (
    <div className="space-y-3 pb-2">
      {status === 'rejected' && (
        <TextAreaField
          label={t('return-screens.admin.rejectReason')}
          required
          maxLength={300}
          onChange={(event) => {
            choice.reason = event.target.value;
          }}
        />
      )}
      {status === 'received' && (
        <Check
          label={t('return-screens.admin.damaged')}
          initial={false}
          onChange={(on) => (choice.damaged = on)}
        />
      )}
      {status !== 'rejected' && reason === 'wrong_fit' && (
        <Check
          label={t('return-screens.admin.shopAtFault')}
          initial={choice.shopAtFault}
          onChange={(on) => (choice.shopAtFault = on)}
        />
      )}
    </div>
  );
}

/** The refund's fields: by hand with its reference (required then), or through the payment provider. */
export function RefundFields({ choice, maxLength }: { choice: RefundChoice; maxLength: number }) {
  const t = useReturnsT();
  const [manual, setManual] = useState(choice.manual);
  return (
    <div className="space-y-3 pb-2">
      <Check
        label={t('return-screens.admin.manual')}
        initial={manual}
        onChange={(on) => {
          choice.manual = on;
          setManual(on);
        }}
      />
      {manual ? (
        <TextField
          label={t('return-screens.admin.reference')}
          required
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => {
            choice.reference = event.target.value;
          }}
        />
      ) : (
        <p className="text-sm text-muted">{t('return-screens.admin.online')}</p>
      )}
    </div>
  );
}
