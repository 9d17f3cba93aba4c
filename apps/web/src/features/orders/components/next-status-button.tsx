import {
  awaitsAdvance,
  awaitsOnlinePayment,
  COURIERS,
  needsDeliveryDetails,
  nextOrderStatus,
  type Order,
  STATUS_NOTE_MAX_LENGTH,
} from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useStaffAccess } from '@/lib/permissions';
import { notify } from '@/lib/toast';
import { useChangeOrderStatus } from '../api/order-detail';
import { OrderActionButton } from './order-action-button';
import { ShipFields, type Shipment } from './ship-fields';

/** Why the order cannot take its next step yet (the message's id); null when it can. */
function blocker(order: Order, next: string) {
  if (next === 'confirmed' && awaitsOnlinePayment(order)) return 'admin.orders.waitingForPayment' as const;
  if (next === 'confirmed' && awaitsAdvance(order)) return 'admin.orders.waitingForFee' as const;
  if (next === 'shipped' && needsDeliveryDetails(order)) return 'admin.orders.deliveryNeeded' as const;
  return null;
}

/**
 * The admin's "Mark confirmed / shipped / delivered", behind the one confirmation dialog; for staff
 * who move orders (issue 38), and for a packer only the move to shipped.
 */
export function NextStatusButton({ order }: { order: Order }) {
  const dialog = useDialog();
  const change = useChangeOrderStatus();
  const staff = useStaffAccess();
  const t = useT(admin);
  const next = nextOrderStatus(order.status);
  if (!next || next === 'cancelled' || next === 'placed') return null;
  if (!staff.can('orders.move') || (staff.packsOnly && next !== 'shipped')) return null;
  const label = t(`admin.orders.mark.${next}`);
  const waiting = blocker(order, next);
  if (waiting) return <span className="block max-w-28 text-xs leading-tight text-muted">{t(waiting)}</span>;

  async function run() {
    if (!next || next === 'cancelled' || next === 'placed') return;
    const shipment: Shipment = { courier: COURIERS[0], trackingNumber: '' };
    const confirmation: Confirmation = { note: '' };
    const values = { orderNumber: order.orderNumber, status: next };
    const confirmed = await dialog.confirm({
      title: t(`admin.orders.markTitle.${next}`),
      text: t('admin.orders.markText', { ...values, name: order.userName }),
      confirmLabel: label,
      content:
        next === 'shipped' ? (
          <ShipFields shipment={shipment} />
        ) : next === 'confirmed' && order.awaitingPhoneVerification ? (
          <ConfirmNoteField confirmation={confirmation} />
        ) : order.awaitingVerification ? (
          // Not to be confirmed blindly: the buyer never proved their address.
          <p role="alert" className="alert alert-warning text-sm">
            {t('admin.orders.awaitingVerificationHint')}
          </p>
        ) : undefined,
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({
        id: order._id,
        status: next,
        ...(next === 'shipped' ? shipment : {}),
        ...(confirmation.note ? { note: confirmation.note } : {}),
      });
      notify.success(t('admin.orders.marked', values));
    } catch (error) {
      notify.error(errorMessage(error, t('admin.orders.notChanged')));
    }
  }

  return <OrderActionButton label={label} look="next" busy={change.isPending} onClick={() => void run()} />;
}

/** What the admin writes for the timeline when confirming (issue 34). */
interface Confirmation {
  note: string;
}

/**
 * A cash order whose phone is not verified is confirmed only with a note (the owner phoned the
 * customer): the dialog says so and asks for it; the field is required, so the dialog confirms
 * only once it is written. Typing writes into `confirmation`, read once confirmed.
 */
function ConfirmNoteField({ confirmation }: { confirmation: Confirmation }) {
  const t = useT(admin);
  return (
    <div className="space-y-2 pb-2">
      <p role="alert" className="alert alert-warning text-sm">
        {t('admin.orders.phoneNotVerifiedHint')}
      </p>
      <TextAreaField
        label={t('admin.orders.confirmNote')}
        hint={t('admin.orders.confirmNoteHint')}
        required
        rows={2}
        maxLength={STATUS_NOTE_MAX_LENGTH}
        onChange={(event) => {
          confirmation.note = event.target.value;
        }}
      />
    </div>
  );
}
